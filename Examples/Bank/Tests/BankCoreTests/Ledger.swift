import BankCore
import Foundation
import Verity

/// A small in-memory bank for the session's tests. It is data, not a test double: the
/// `BankServices` a session needs are plain closures over it (`services`), the same shape the
/// real store hands out, and the tests arrange and inspect the data directly.
final class Ledger: Sendable {
    struct Data: Sendable {
        var passwords: [String: (customer: Customer, password: String)] = [:]
        var accounts: [Account] = []
        var owners: [AccountID: CustomerID] = [:]
        var feeds: [CustomerID: (source: Source<[Account]>, state: SourceSetter<[Account]>)] = [:]
        var bankIsReachable = true
        var received: [Transaction] = []
        var nextID = 0
    }

    private let data = Guarded(Data())

    init() {}

    /// The services a session uses, as closures over this ledger.
    var services: BankServices {
        BankServices(
            authenticate: { [self] credentials in
                data.withLock { data in
                    guard let entry = data.passwords[credentials.username], entry.password == credentials.password
                    else {
                        return .failure(.wrongCredentials)
                    }
                    return .success(entry.customer)
                }
            },
            accounts: { [self] customer in accounts(of: customer) },
            charge: { [self] customer, request in
                let outcome = data.withLock { data -> ChargeOutcome in
                    guard data.owners[request.account] == customer,
                        let index = data.accounts.firstIndex(where: { $0.id == request.account })
                    else { return .unknownAccount(request.account) }
                    switch OverdraftRule.decide(request.amount, for: data.accounts[index]) {
                    case .declined(let spendable):
                        return .declined(amount: request.amount, spendable: spendable)
                    case .approved:
                        data.nextID += 1
                        let transaction = Transaction(
                            id: TransactionID("t\(data.nextID)"), account: request.account,
                            merchant: request.merchant, amount: request.amount, isSynced: false)
                        data.accounts[index].pending.append(transaction)
                        return .approved(transaction)
                    }
                }
                publish(customer)
                return outcome
            },
            sync: { [self] customer in
                let result = data.withLock { data -> Result<Int, SyncError> in
                    guard data.bankIsReachable else { return .failure(.bankUnreachable) }
                    var count = 0
                    for index in data.accounts.indices where data.owners[data.accounts[index].id] == customer {
                        for pending in data.accounts[index].pending.indices
                        where !data.accounts[index].pending[pending].isSynced {
                            data.accounts[index].pending[pending].isSynced = true
                            data.received.append(data.accounts[index].pending[pending])
                            count += 1
                        }
                    }
                    return .success(count)
                }
                publish(customer)
                return result
            }
        )
    }

    // MARK: Arranging and inspecting

    @discardableResult
    func addCustomer(_ username: String, password: String) -> Customer {
        let customer = Customer(id: CustomerID("c-\(username)"), username: username)
        data.withLock { $0.passwords[username] = (customer, password) }
        return customer
    }

    @discardableResult
    func addAccount(_ name: String, for customer: Customer, available: Money, pending: [Transaction] = []) -> Account {
        let account = Account(id: AccountID("a-\(name)"), name: name, available: available, pending: pending)
        data.withLock { data in
            data.accounts.append(account)
            data.owners[account.id] = customer.id
        }
        publish(customer.id)
        return account
    }

    /// Records a charge as if made on another device, skipping the rule.
    @discardableResult
    func addPending(_ amount: Money, at merchant: String, on account: AccountID, synced: Bool = false) -> Transaction {
        let (transaction, owner) = data.withLock { data -> (Transaction, CustomerID?) in
            data.nextID += 1
            let transaction = Transaction(
                id: TransactionID("t\(data.nextID)"), account: account, merchant: merchant, amount: amount,
                isSynced: synced)
            if let index = data.accounts.firstIndex(where: { $0.id == account }) {
                data.accounts[index].pending.append(transaction)
            }
            return (transaction, data.owners[account])
        }
        if let owner { publish(owner) }
        return transaction
    }

    var bankIsReachable: Bool {
        get { data.withLock { $0.bankIsReachable } }
        set { data.withLock { $0.bankIsReachable = newValue } }
    }

    var received: [Transaction] {
        data.withLock { $0.received }
    }

    // MARK: Live accounts

    private func accounts(of customer: CustomerID) -> Source<[Account]> {
        if let feed = data.withLock({ $0.feeds[customer] }) { return feed.source }
        let current = data.withLock { data in data.accounts.filter { data.owners[$0.id] == customer } }
        let feed = Guarded<SourceSetter<[Account]>?>(nil)
        let source = Source<[Account]>(named: "Accounts") { state, _ in
            feed.withLock { $0 = state }
            return current
        }
        return data.withLock { data in
            if let existing = data.feeds[customer] { return existing.source }
            if let state = feed.withLock({ $0 }) { data.feeds[customer] = (source, state) }
            return source
        }
    }

    /// Tells the customer's live accounts about a change, outside the lock.
    private func publish(_ customer: CustomerID) {
        let feed = data.withLock { $0.feeds[customer] }
        // NB: `update` reads the accounts as they are when it emits, so of two changes
        // published at once the later one is always emitted last.
        feed?.state.update { [self] _, _ in
            data.withLock { data in data.accounts.filter { data.owners[$0.id] == customer } }
        }
    }
}
