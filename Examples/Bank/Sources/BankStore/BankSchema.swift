import GRDB

/// The database schema, as named migrations. Migrations are append-only: a released one is
/// never edited, a change is a new migration.
enum BankSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: customers, accounts, transactions, bank_received") { db in
            try db.execute(sql: """
                CREATE TABLE customers (
                    id TEXT PRIMARY KEY NOT NULL,
                    username TEXT NOT NULL UNIQUE,
                    password_hash TEXT NOT NULL,
                    created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
                );
                CREATE TABLE accounts (
                    id TEXT PRIMARY KEY NOT NULL,
                    customer_id TEXT NOT NULL REFERENCES customers(id),
                    name TEXT NOT NULL,
                    available_cents INTEGER NOT NULL
                );
                CREATE INDEX accounts_by_customer ON accounts(customer_id);
                CREATE TABLE transactions (
                    id TEXT PRIMARY KEY NOT NULL,
                    account_id TEXT NOT NULL REFERENCES accounts(id),
                    merchant TEXT NOT NULL,
                    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
                    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending')),
                    is_synced INTEGER NOT NULL DEFAULT 0 CHECK (is_synced IN (0, 1)),
                    created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
                );
                CREATE INDEX transactions_by_account ON transactions(account_id, status);
                CREATE TABLE bank_received (
                    transaction_id TEXT PRIMARY KEY NOT NULL REFERENCES transactions(id),
                    account_id TEXT NOT NULL REFERENCES accounts(id),
                    merchant TEXT NOT NULL,
                    amount_cents INTEGER NOT NULL,
                    received_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
                );
                """)
        }
        return migrator
    }
}
