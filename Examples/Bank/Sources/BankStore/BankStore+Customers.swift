import BankCore
import Foundation
import GRDB
import HummingbirdBcrypt

extension BankStore {
    /// Adds a customer who signs in with `username` and `password`. Only a bcrypt hash of the
    /// password is stored.
    ///
    /// - Throws: `.emptyUsername`, `.emptyPassword`, `.usernameTaken`, or `.database`.
    @discardableResult
    public func addCustomer(username: String, password: String) throws(BankStoreError) -> Customer {
        let username = username.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !username.isEmpty else { throw .emptyUsername }
        guard !password.isEmpty else { throw .emptyPassword }
        let hash = Bcrypt.hash(password, cost: passwordCost)
        return try database {
            try writer.write { db in try Self.insertCustomer(username: username, passwordHash: hash, in: db) }
        }
    }

    static func insertCustomer(username: String, passwordHash: String, in db: Database) throws -> Customer {
        guard try Row.fetchOne(db, sql: "SELECT 1 FROM customers WHERE username = ?", arguments: [username]) == nil
        else {
            throw BankStoreError.usernameTaken(username)
        }
        let customer = Customer(id: CustomerID(UUID().uuidString.lowercased()), username: username)
        try db.execute(
            sql: "INSERT INTO customers (id, username, password_hash) VALUES (?, ?, ?)",
            arguments: [customer.id.rawValue, username, passwordHash])
        return customer
    }

    /// The customer whose password is `credentials.password`, or `.wrongCredentials` whatever
    /// the reason: an unknown user name takes as long and reads the same as a wrong password.
    public func authenticate(_ credentials: Credentials) async -> Result<Customer, SignInError> {
        // NB: bcrypt reads a password up to its first NUL; the session refuses such text before
        // it gets here, and the store never trusts that it did.
        do throws(TextRefusal) {
            try credentials.check()
        } catch {
            return .failure(.notAllowed(error))
        }
        let username = credentials.username.trimmingCharacters(in: .whitespacesAndNewlines)
        let found = try? await writer.read { db -> (id: String, hash: String)? in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT id, password_hash FROM customers WHERE username = ?", arguments: [username])
            else { return nil }
            return (
                try row.decode(String.self, forColumn: "id"), try row.decode(String.self, forColumn: "password_hash")
            )
        }
        // NB: verify against a decoy when the name is unknown, so timing does not tell.
        let matches = Bcrypt.verify(credentials.password, hash: found?.hash ?? decoyHash)
        guard let found, matches else { return .failure(.wrongCredentials) }
        return .success(Customer(id: CustomerID(found.id), username: username))
    }
}
