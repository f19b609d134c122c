import GRDB

/// The database schema, as named migrations. Migrations are append-only: a released one is
/// never edited, a change is a new migration.
enum BankSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: customers, accounts, transactions, bank_received") { db in
            try db.execute(
                sql: """
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
        // NB: the figures of an account's pending charges, kept by triggers in the same
        // transaction as the change, so deciding a charge and showing an account cost the same
        // with ten pending charges or ten thousand, where summing them would make each charge
        // slower as history grows. Triggers, rather than the store's code, keep them right whoever writes.
        migrator.registerMigration("v2: pending figures per account") { db in
            try db.execute(
                sql: """
                    ALTER TABLE accounts ADD COLUMN pending_count INTEGER NOT NULL DEFAULT 0;
                    ALTER TABLE accounts ADD COLUMN pending_cents INTEGER NOT NULL DEFAULT 0;
                    ALTER TABLE accounts ADD COLUMN unsynced_count INTEGER NOT NULL DEFAULT 0;
                    UPDATE accounts SET
                        pending_count = (SELECT COUNT(*) FROM transactions t WHERE t.account_id = accounts.id AND t.status = 'pending'),
                        pending_cents = (SELECT COALESCE(SUM(t.amount_cents), 0) FROM transactions t
                                         WHERE t.account_id = accounts.id AND t.status = 'pending'),
                        unsynced_count = (SELECT COUNT(*) FROM transactions t
                                          WHERE t.account_id = accounts.id AND t.status = 'pending' AND t.is_synced = 0);
                    CREATE TRIGGER pending_figures_insert AFTER INSERT ON transactions WHEN NEW.status = 'pending' BEGIN
                        UPDATE accounts SET pending_count = pending_count + 1, pending_cents = pending_cents + NEW.amount_cents,
                            unsynced_count = unsynced_count + (NEW.is_synced = 0)
                        WHERE id = NEW.account_id;
                    END;
                    CREATE TRIGGER pending_figures_delete AFTER DELETE ON transactions WHEN OLD.status = 'pending' BEGIN
                        UPDATE accounts SET pending_count = pending_count - 1, pending_cents = pending_cents - OLD.amount_cents,
                            unsynced_count = unsynced_count - (OLD.is_synced = 0)
                        WHERE id = OLD.account_id;
                    END;
                    CREATE TRIGGER pending_figures_update AFTER UPDATE OF account_id, amount_cents, status, is_synced ON transactions BEGIN
                        UPDATE accounts SET pending_count = pending_count - 1, pending_cents = pending_cents - OLD.amount_cents,
                            unsynced_count = unsynced_count - (OLD.is_synced = 0)
                        WHERE id = OLD.account_id AND OLD.status = 'pending';
                        UPDATE accounts SET pending_count = pending_count + 1, pending_cents = pending_cents + NEW.amount_cents,
                            unsynced_count = unsynced_count + (NEW.is_synced = 0)
                        WHERE id = NEW.account_id AND NEW.status = 'pending';
                    END;
                    """)
        }
        return migrator
    }
}
