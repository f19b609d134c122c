#if SQLite
import Foundation
import GRDB
import Verity

/// A `PersistenceStore` that keeps one value, as JSON, in a row of an SQLite database through
/// GRDB. Many stores can share one database, each under its own key, alongside the app's own
/// tables.
///
/// Every save is one SQLite transaction, so a crash or a concurrent reader sees the old value
/// or the new one, never a mixture; GRDB's `DatabaseWriter` serialises writes from any thread.
///
/// ```swift
/// let database = try DatabaseQueue(path: appSupport.appendingPathComponent("app.sqlite").path)
/// let token = Source(persistedIn: try SQLiteStore<String>(database: database, key: "token"))
/// ```
public struct SQLiteStore<Value: Codable & Sendable>: PersistenceStore {
    /// The table the stores create, shared by every key: `key` (primary key), `value` (JSON)
    /// and `savedAt` (seconds since 2001-01-01, so a `Date` round-trips exactly).
    public static var tableName: String { "verity_persisted" }

    /// The database the value lives in.
    public let database: any DatabaseWriter
    /// The key the value is stored under.
    public let key: String

    /// Creates a store for the value under `key` in `database`, creating the shared table if
    /// the database does not have it yet.
    public init(database: any DatabaseWriter, key: String) throws(SQLiteStoreError) {
        self.database = database
        self.key = key
        do {
            try database.write { db in
                try db.create(table: Self.tableName, options: [.ifNotExists]) { table in
                    table.primaryKey("key", .text)
                    table.column("value", .blob).notNull()
                    table.column("savedAt", .double).notNull()
                }
            }
        } catch {
            throw SQLiteStoreError(key: key, operation: .prepare, reason: "\(error)")
        }
    }

    /// Creates a store for the value under `key` in the database file at `path`, opened with a
    /// `DatabaseQueue` (the file is created if need be).
    public init(path: String, key: String) throws(SQLiteStoreError) {
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path)
        } catch {
            throw SQLiteStoreError(key: key, operation: .prepare, reason: "cannot open \(path): \(error)")
        }
        try self.init(database: queue, key: key)
    }

    /// The database file and the key, so stores of one row share their value even when they
    /// opened the file separately; an in-memory database is told apart by its object.
    public var identity: StoreIdentity? {
        // NB: every unnamed in-memory database has the path ":memory:", yet each is its own.
        let path = database.path
        if path == ":memory:" || path.isEmpty {
            return StoreIdentity(kind: "SQLite", place: [String(describing: ObjectIdentifier(database)), key])
        }
        return StoreIdentity(kind: "SQLite", place: [URL(fileURLWithPath: path).standardizedFileURL.path, key])
    }

    /// The stored value, or `nil` if nothing is stored under the key.
    public func load() throws(SQLiteStoreError) -> Persisted<Value>? {
        let row: Row?
        do {
            row = try database.read { db in
                try Row.fetchOne(
                    db,
                    sql: "SELECT value, savedAt FROM \(Self.tableName) WHERE key = ?",
                    arguments: [key]
                )
            }
        } catch {
            throw SQLiteStoreError(key: key, operation: .read, reason: "\(error)")
        }
        guard let row else { return nil }
        let json: Data = row["value"]
        let savedAt: Double = row["savedAt"]
        do {
            let value = try JSONDecoder().decode(Value.self, from: json)
            return Persisted(value: value, savedAt: Date(timeIntervalSinceReferenceDate: savedAt))
        } catch {
            throw SQLiteStoreError(key: key, operation: .decode, reason: "\(error)")
        }
    }

    /// Replaces the stored value in one transaction.
    public func save(_ persisted: Persisted<Value>) throws(SQLiteStoreError) {
        let json: Data
        do {
            json = try JSONEncoder().encode(persisted.value)
        } catch {
            throw SQLiteStoreError(key: key, operation: .encode, reason: "\(error)")
        }
        do {
            try database.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO \(Self.tableName) (key, value, savedAt) VALUES (?, ?, ?)
                        ON CONFLICT(key) DO UPDATE SET value = excluded.value, savedAt = excluded.savedAt
                        """,
                    arguments: [key, json, persisted.savedAt.timeIntervalSinceReferenceDate]
                )
            }
        } catch {
            throw SQLiteStoreError(key: key, operation: .write, reason: "\(error)")
        }
    }

    /// Deletes the stored value; deleting nothing is not an error.
    public func remove() throws(SQLiteStoreError) {
        do {
            try database.write { db in
                try db.execute(sql: "DELETE FROM \(Self.tableName) WHERE key = ?", arguments: [key])
            }
        } catch {
            throw SQLiteStoreError(key: key, operation: .remove, reason: "\(error)")
        }
    }
}
#endif
