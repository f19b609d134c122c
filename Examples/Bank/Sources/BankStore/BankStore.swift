import BankCore
import Dispatch
import GRDB
import HummingbirdBcrypt

/// The bank's persistence: customers, accounts and charges in SQLite through GRDB, and the
/// services a `Banking` session uses (`services()`).
///
/// Every change is one transaction, and a charge is decided by `OverdraftRule` inside the
/// transaction that records it, so concurrent charges can never overspend.
///
/// ```swift
/// let store = try BankStore.open(path: "verity-bank.sqlite")
/// try store.seedDemoDataIfEmpty()
/// let session = Banking.session(services: store.services())
/// ```
public final class BankStore: Sendable {
    /// The bcrypt cost (log2 of the rounds) for stores on disk.
    public static let defaultPasswordCost: UInt8 = 10
    /// How long a write waits for another connection by default.
    public static let defaultBusyTimeout: Duration = .seconds(2)

    /// Where `sync` sends charges. Switch `isReachable` off to see a sync fail.
    public let bank: SimulatedBank
    let writer: any DatabaseWriter
    let passwordCost: UInt8
    /// Hashed at start, so that checking an unknown user name costs as much as a known one.
    let decoyHash: String
    let live = Guarded<[CustomerID: LiveAccounts]>([:])
    let observations = DispatchQueue(label: "BankStore.accounts")
    /// How often live accounts look again for changes another process made to the file, which
    /// the store's own observation cannot see; `nil` in memory, where nobody else can write.
    let otherWritersCheck: Duration?

    /// How often a store on a file looks for changes made by another process (another demo on
    /// the same file) to the accounts it shows live.
    public static let defaultOtherWritersCheck: Duration = .seconds(1)

    private init(writer: any DatabaseWriter, passwordCost: UInt8, otherWritersCheck: Duration?) throws {
        try BankSchema.migrator.migrate(writer)
        self.writer = writer
        self.otherWritersCheck = otherWritersCheck
        // NB: bcrypt accepts costs 4...31 and traps outside them.
        self.passwordCost = min(max(passwordCost, 4), 31)
        decoyHash = Bcrypt.hash("not anyone's password", cost: self.passwordCost)
        bank = SimulatedBank(writer: writer)
    }

    /// Opens (creating it if need be) the database file at `path`, in WAL mode, and brings its
    /// schema up to date.
    ///
    /// - Parameters:
    ///   - passwordCost: bcrypt's cost for new passwords (4 to 31).
    ///   - busyTimeout: how long a write waits for another connection (another process on the
    ///     same file) to let go before the store reports `.busy`.
    public static func open(
        path: String, passwordCost: UInt8 = defaultPasswordCost, busyTimeout: Duration = defaultBusyTimeout
    ) throws(BankStoreError) -> BankStore {
        var configuration = Configuration()
        // NB: without it SQLite fails at once when another connection writes, and that failure
        // was reported to the customer as a decline.
        configuration.busyMode = .timeout(
            Double(busyTimeout.components.seconds) + Double(busyTimeout.components.attoseconds) / 1e18)
        do {
            return try BankStore(
                writer: DatabasePool(path: path, configuration: configuration), passwordCost: passwordCost,
                otherWritersCheck: defaultOtherWritersCheck)
        } catch {
            throw .cannotOpen(path: path, reason: Self.reason(error))
        }
    }

    /// A new, empty, migrated database in memory, gone when the store is released; for tests
    /// and for trying the demo out.
    ///
    /// - Parameter passwordCost: bcrypt's cost; the minimum by default, because nothing in
    ///   memory outlives the process and tests sign in often.
    public static func inMemory(passwordCost: UInt8 = 4) throws(BankStoreError) -> BankStore {
        do {
            return try BankStore(writer: DatabaseQueue(), passwordCost: passwordCost, otherWritersCheck: nil)
        } catch {
            throw .cannotOpen(path: ":memory:", reason: Self.reason(error))
        }
    }

    /// Runs `body`, turning any error but the store's own into `.busy` or `.database`.
    func database<Result>(_ body: () throws -> Result) throws(BankStoreError) -> Result {
        do {
            return try body()
        } catch {
            throw Self.storeError(error)
        }
    }

    /// `error` as the store reports it: its own as is, SQLite's busy and locked as `.busy`.
    static func storeError(_ error: any Error) -> BankStoreError {
        if let error = error as? BankStoreError { return error }
        if let error = error as? DatabaseError, [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode) {
            return .busy
        }
        return .database(reason(error))
    }

    /// The asynchronous variant of `database(_:)`, named apart so a trailing closure picks one.
    func awaitingDatabase<Result>(_ body: () async throws -> Result) async throws(BankStoreError) -> Result {
        do {
            return try await body()
        } catch {
            throw Self.storeError(error)
        }
    }

    static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? error.description
        }
        return String(describing: error)
    }
}
