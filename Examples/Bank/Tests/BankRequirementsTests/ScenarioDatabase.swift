import BankStore
import Dispatch
import Foundation
import GRDB

/// One scenario's database file, in a folder of its own that goes when the scenario's world
/// does. A file rather than memory so that another program can hold it, as in the examples
/// where the bank is busy.
final class ScenarioDatabase: Sendable {
    /// How long the scenario's store waits for another program before it reports `.busy`:
    /// short, so the busy examples do not wait the demo's two seconds per try.
    static let busyTimeout: Duration = .milliseconds(200)

    let folder: URL
    let path: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bank-scenario-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("bank.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The store over the file; bcrypt at its cheapest, since scenarios sign in often.
    func open() throws -> BankStore {
        try BankStore.open(path: path, passwordCost: 4, busyTimeout: Self.busyTimeout)
    }
}

/// Another program's write transaction on a database file, held until `letGo()`: while it is
/// held, every write of the bank waits and then finds the database busy.
final class DatabaseHold: Sendable {
    private let release = DispatchSemaphore(value: 0)

    private init() {}

    /// Opens a connection of its own to `path` and holds its write lock; returns once it does.
    static func take(on path: String) throws -> DatabaseHold {
        let hold = DatabaseHold()
        let other = try DatabaseQueue(path: path)
        let held = DispatchSemaphore(value: 0)
        let failure = LockedFailure()
        // NB: on a thread of its own, since the connection blocks while it holds the lock.
        DispatchQueue.global().async {
            do {
                try other.write { db in
                    try db.execute(sql: "UPDATE accounts SET name = name")
                    held.signal()
                    hold.release.wait()
                }
            } catch {
                failure.set("\(error)")
                held.signal()
            }
        }
        held.wait()
        if let reason = failure.get() { throw HoldFailed(reason: reason) }
        return hold
    }

    /// Ends the other program's transaction. Call it once.
    func letGo() {
        release.signal()
    }

    struct HoldFailed: Error, CustomStringConvertible {
        let reason: String
        var description: String { "another connection could not hold the database: \(reason)" }
    }

    /// NB: written by the holding thread before it signals, read after the wait.
    private final class LockedFailure: @unchecked Sendable {
        private let lock = NSLock()
        private var reason: String?
        func set(_ text: String) { lock.withLock { reason = text } }
        func get() -> String? { lock.withLock { reason } }
    }
}
