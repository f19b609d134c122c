import BankCore
import BankWeb
import VerityRequirements

/// What both suites record of the bank's models (`steps.recordModels(bankModelCoverage)`):
/// every state of `Banking`, each drawn in the gallery as the page a customer sees in it.
let bankModelCoverage = ModelCoverage()
    .declaring(Banking.self, states: ["signedOut", "signedIn", "confirmingSignOut", "syncingBeforeSignOut"]) {
        .html(StatePicture.html(of: $0))
    }
