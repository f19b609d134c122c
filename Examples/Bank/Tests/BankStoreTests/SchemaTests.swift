import Foundation
import BankCore
import BankStore
import GRDB
import Testing

@Suite struct TheDatabaseFile {
    @Test func openingANewFileCreatesTheSchemaInWALMode() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("bank.sqlite")
        _ = try BankStore.open(path: path, passwordCost: 4)
        let (tables, migrations, journal) = try DatabaseQueue(path: path).read { db in
            (
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"),
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"),
                try String.fetchOne(db, sql: "PRAGMA journal_mode")
            )
        }
        #expect(tables == ["accounts", "bank_received", "customers", "grdb_migrations", "transactions"])
        #expect(migrations == ["v1: customers, accounts, transactions, bank_received"])
        #expect(journal == "wal")
    }

    @Test func reopeningTheFileKeepsEverythingAndMigratesNothingTwice() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path("bank.sqlite")
        let (ada, everyday): (Customer, Account) = try {
            let store = try BankStore.open(path: path, passwordCost: 4)
            let ada = try store.addCustomer(username: "ada", password: "lovelace")
            let everyday = try store.addAccount(named: "Everyday", for: ada.id, available: .dollars(50))
            try store.addPendingCharge(ChargeRequest(account: everyday.id, amount: .dollars(10), merchant: "Bakery"))
            return (ada, everyday)
        }()
        let reopened = try BankStore.open(path: path, passwordCost: 4)
        let accounts = try reopened.accounts(of: ada.id)
        #expect(accounts.map(\.id) == [everyday.id])
        #expect(accounts.first?.pendingTotal == .dollars(10))
        #expect(await reopened.authenticate(Credentials(username: "ada", password: "lovelace")) == .success(ada))
        let migrations = try await DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM grdb_migrations") }
        #expect(migrations == 1)
    }

    @Test func onlyABcryptHashOfThePasswordIsStored() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("bank.sqlite")
        try BankStore.open(path: path, passwordCost: 4).addCustomer(username: "ada", password: "lovelace")
        let stored = try DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: "SELECT password_hash FROM customers") }
        let hash = try #require(stored)
        #expect(hash.hasPrefix("$2"))
        #expect(!hash.contains("lovelace"))
    }

    @Test func aFolderIsNotADatabase() throws {
        let folder = try TemporaryFolder()
        #expect(throws: BankStoreError.self) { try BankStore.open(path: folder.url.path) }
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("notes.sqlite")
        let text = String(repeating: "not a database\n", count: 100)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try BankStore.open(path: path)
            Issue.record("a text file opened as a bank")
        } catch {
            guard case .cannotOpen(let failedPath, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(failedPath == path)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }
}
