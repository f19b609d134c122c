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
                try String.fetchAll(
                    db,
                    sql:
                        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
                ),
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"),
                try String.fetchOne(db, sql: "PRAGMA journal_mode")
            )
        }
        #expect(tables == ["accounts", "bank_received", "customers", "grdb_migrations", "transactions"])
        #expect(
            migrations == ["v1: customers, accounts, transactions, bank_received", "v2: pending figures per account"])
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
        let migrations = try await DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM grdb_migrations")
        }
        #expect(migrations == 2)
    }

    @Test func aDatabaseFromBeforeThePendingFiguresGetsThemCountedFromItsCharges() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("bank.sqlite")
        // NB: a file as the first release left it: only the v1 migration, charges already pending.
        let old = try DatabaseQueue(path: path)
        var v1 = DatabaseMigrator()
        v1.registerMigration("v1: customers, accounts, transactions, bank_received") { db in
            try db.execute(
                sql: """
                    CREATE TABLE customers (id TEXT PRIMARY KEY NOT NULL, username TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
                        created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP);
                    CREATE TABLE accounts (id TEXT PRIMARY KEY NOT NULL, customer_id TEXT NOT NULL REFERENCES customers(id),
                        name TEXT NOT NULL, available_cents INTEGER NOT NULL);
                    CREATE INDEX accounts_by_customer ON accounts(customer_id);
                    CREATE TABLE transactions (id TEXT PRIMARY KEY NOT NULL, account_id TEXT NOT NULL REFERENCES accounts(id),
                        merchant TEXT NOT NULL, amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
                        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending')),
                        is_synced INTEGER NOT NULL DEFAULT 0 CHECK (is_synced IN (0, 1)),
                        created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP);
                    CREATE INDEX transactions_by_account ON transactions(account_id, status);
                    CREATE TABLE bank_received (transaction_id TEXT PRIMARY KEY NOT NULL REFERENCES transactions(id),
                        account_id TEXT NOT NULL REFERENCES accounts(id), merchant TEXT NOT NULL, amount_cents INTEGER NOT NULL,
                        received_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP);
                    INSERT INTO customers (id, username, password_hash) VALUES ('c1', 'ada', 'x');
                    INSERT INTO accounts (id, customer_id, name, available_cents) VALUES ('a1', 'c1', 'Everyday', 5000);
                    INSERT INTO transactions (id, account_id, merchant, amount_cents, is_synced) VALUES
                        ('t1', 'a1', 'Corner Shop', 1250, 1), ('t2', 'a1', 'Bakery', 475, 0), ('t3', 'a1', 'Grocer', 300, 0);
                    """)
        }
        try v1.migrate(old)
        try old.close()
        let store = try BankStore.open(path: path, passwordCost: 4)
        let everyday = try #require(try store.accounts(of: "c1").first)
        #expect(everyday.figures == PendingFigures(count: 3, total: Money(cents: 2_025), unsynced: 2))
        #expect(everyday.pending.map(\.merchant) == ["Grocer", "Bakery", "Corner Shop"])
    }

    @Test func onlyABcryptHashOfThePasswordIsStored() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("bank.sqlite")
        try BankStore.open(path: path, passwordCost: 4).addCustomer(username: "ada", password: "lovelace")
        let stored = try DatabaseQueue(path: path).read { db in
            try String.fetchOne(db, sql: "SELECT password_hash FROM customers")
        }
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
