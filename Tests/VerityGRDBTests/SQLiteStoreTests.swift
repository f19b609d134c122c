#if SQLite
import Foundation
import GRDB
import Testing
import Verity
import VerityGRDB

struct Settings: Codable, Sendable, Equatable {
    var theme: String
    var fontSize: Int
}

@Suite("SQLiteStore")
struct SQLiteStoreTests {
    let database: DatabaseQueue
    let savedAt = Date(timeIntervalSinceReferenceDate: 812_345_678.123_456)

    init() throws {
        database = try DatabaseQueue()
    }

    @Test func anEmptyDatabaseHasNothingStored() throws {
        let store = try SQLiteStore<Settings>(database: database, key: "settings")
        #expect(try store.load() == nil)
    }

    @Test func aSavedValueLoadsBackWithTheExactSaveDate() throws {
        let store = try SQLiteStore<Settings>(database: database, key: "settings")
        let saved = Persisted(value: Settings(theme: "dark", fontSize: 14), savedAt: savedAt)
        try store.save(saved)
        #expect(try store.load() == saved)
    }

    @Test func savingAgainReplacesTheValueInPlace() throws {
        let store = try SQLiteStore<Settings>(database: database, key: "settings")
        try store.save(Persisted(value: Settings(theme: "dark", fontSize: 14), savedAt: savedAt))
        try store.save(Persisted(value: Settings(theme: "light", fontSize: 12), savedAt: savedAt + 60))
        #expect(try store.load()?.value == Settings(theme: "light", fontSize: 12))
        let rows = try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM verity_persisted") }
        #expect(rows == 1)
    }

    @Test func storesUnderDifferentKeysShareTheDatabaseIndependently() throws {
        let settings = try SQLiteStore<Settings>(database: database, key: "settings")
        let token = try SQLiteStore<String>(database: database, key: "token")
        try settings.save(Persisted(value: Settings(theme: "dark", fontSize: 14), savedAt: savedAt))
        try token.save(Persisted(value: "secret", savedAt: savedAt))
        try settings.remove()
        #expect(try settings.load() == nil)
        #expect(try token.load()?.value == "secret")
    }

    @Test func removingNothingIsNotAnError() throws {
        let store = try SQLiteStore<Int>(database: database, key: "count")
        try store.remove()
        #expect(try store.load() == nil)
    }

    @Test func aValueSurvivesReopeningTheDatabaseFile() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("VerityGRDBTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("app.sqlite").path

        try SQLiteStore<Int>(path: path, key: "count").save(Persisted(value: 7, savedAt: savedAt))
        #expect(try SQLiteStore<Int>(path: path, key: "count").load() == Persisted(value: 7, savedAt: savedAt))
    }

    @Test func anUndecodableRowIsADecodeErrorNamingTheKey() throws {
        let store = try SQLiteStore<Settings>(database: database, key: "settings")
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO verity_persisted (key, value, savedAt) VALUES ('settings', ?, 0)",
                arguments: [Data("not json".utf8)]
            )
        }
        #expect {
            try store.load()
        } throws: { error in
            let error = error as? SQLiteStoreError
            return error?.operation == .decode && error?.key == "settings"
                && error?.description.hasPrefix("could not decode \"settings\":") == true
        }
    }

    @Test func anUnopenableFileIsAPrepareError() {
        #expect {
            try SQLiteStore<Int>(path: "/nonexistent-directory/app.sqlite", key: "count")
        } throws: { error in
            (error as? SQLiteStoreError)?.operation == .prepare
        }
    }
}
#endif
