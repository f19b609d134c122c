import BankCore
import Requirements

/// Pending charges a page at a time (issue 18), in the browser: the accounts page lists the
/// newest, its "Older charges" link and the pending-charges pages' "Older" and "Newer" links
/// lead through the rest. Lists are read by their rows' ids, named by the arranged charges.
extension UISteps {
    static func paging(_ steps: inout Steps<UIWorld>) {
        steps.given("{string} to {string} are pending on {string}, {amount} each") {
            (ui, first: String, last: String, name: String, amount: Money) in
            guard let names = MerchantRange.names(from: first, to: last) else {
                throw UIStepError("\(first) to \(last) is not a numbered run")
            }
            let account = try ui.world.account(named: name)
            for merchant in names {
                let charge = try ui.store.addPendingCharge(
                    ChargeRequest(account: account.id, amount: amount, merchant: merchant))
                ui.merchants[charge.id] = merchant
            }
        }
        steps.then("the account {string} lists the pending charges {string} to {string}") {
            (ui, name: String, first: String, last: String) in
            let account = try ui.world.account(named: name)
            try await expectList(UIWorld.accountElement(account, "pending"), from: first, to: last, ui)
        }
        steps.when("she asks for older pending charges on {string}") { (ui, name: String) in
            ui.hasActed = true
            try await ui.browser.click(UIWorld.accountElement(try ui.world.account(named: name), "older"))
        }
        steps.when("she asks for older pending charges again") { ui in
            try await ui.browser.click("pending-page-older")
        }
        steps.when("she asks for newer pending charges") { ui in
            try await ui.browser.click("pending-page-newer")
        }
        steps.then("the page lists the pending charges {string} to {string}") { (ui, first: String, last: String) in
            try await expectList("pending-page-list", from: first, to: last, ui)
        }
        steps.then("there are no older pending charges") { ui in
            _ = try await ui.browser.waitForElement(id: "pending-page-list")
            try await ui.browser.waitForAbsence(of: "pending-page-older")
        }
    }

    /// Waits until the list `id` holds exactly the charges `first` to `last`, in that order.
    private static func expectList(_ id: String, from first: String, to last: String, _ ui: ScenarioContext<UIWorld>)
        async throws
    {
        guard let expected = MerchantRange.names(from: first, to: last) else {
            throw UIStepError("\(first) to \(last) is not a numbered run")
        }
        let merchants = ui.merchants
        try await Eventually.see("#\(id) listing \(first) to \(last)") {
            let rows = try? await ui.browser.execute(
                "const list = document.getElementById(arguments[0]); return list ? Array.from(list.children, row => row.id) : null",
                arguments: [id], as: [String]?.self)
            guard let rows else { return "no #\(id)" }
            let listed = rows.map { row in
                merchants[TransactionID(String(row.dropFirst("transaction-".count)))] ?? row
            }
            return listed == expected ? nil : "\(listed)"
        }
    }
}
