import BankCore
import BankWeb
import VerityRequirements

/// What both suites record of the bank's models (`steps.recordModels(bankModelCoverage)`):
/// every state of `Banking`, each drawn in the gallery as the page a customer sees in it, and
/// hand-made examples of pages no requirement reaches yet, drawn the same way.
let bankModelCoverage = ModelCoverage()
    .declaring(Banking.self, states: ["signedOut", "signedIn", "confirmingSignOut", "syncingBeforeSignOut"]) {
        .html(StatePicture.html(of: $0))
    }
    .example("overdrawn, the bank out of reach", BankExamples.overdrawnOffline)

/// Model values made by hand for the gallery: a screen designed from mock data, before any
/// scenario reaches it.
enum BankExamples {
    /// Grace is signed in with an overdrawn checking account, two charges not yet synced and
    /// the notice of a sync that failed.
    static let overdrawnOffline = Banking.signedIn(
        .init(
            customer: Customer(id: "grace", username: "grace"),
            accounts: [
                Account(
                    id: "grace-checking", name: "Checking", available: .dollars(-42),
                    pending: [
                        Transaction(
                            id: "t1", account: "grace-checking", merchant: "Corner Grocer", amount: .dollars(58),
                            isSynced: false),
                        Transaction(
                            id: "t2", account: "grace-checking", merchant: "City Transit", amount: .dollars(3),
                            isSynced: false),
                    ]),
                Account(id: "grace-savings", name: "Savings", available: .dollars(1_200)),
            ],
            notice: "The bank could not be reached; 2 charges wait to be synced.",
            charge: .returning(.declined(amount: .dollars(10), spendable: .zero)),
            sync: .returning(.failure(.bankUnreachable)),
            signOut: .doNothing))
}
