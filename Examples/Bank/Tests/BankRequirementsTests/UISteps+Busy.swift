import Requirements

/// A busy bank (issue 18, item 4), in the browser: the charge form leads to a page that says
/// nothing was charged, and the customer goes back to her accounts to look.
extension UISteps {
    static func busyBank(_ steps: inout Steps<UIWorld>) {
        steps.given("another program holds the bank's database") { ui in
            ui.hold = try DatabaseHold.take(on: ui.database.path)
        }
        steps.when("the other program lets go of the bank's database") { ui in
            ui.hold?.letGo()
            ui.hold = nil
            // NB: back on her accounts, as the customer would go after the busy page.
            try await ui.browser.navigate(to: ui.world.url("accounts"))
        }
        steps.then("nothing is charged and the customer is told {string}") { (ui, message: String) in
            try await ui.browser.waitForText(of: "error-message", toBe: message)
            try await ui.browser.waitForText(of: "error-page-link", toBe: "Back to your accounts")
            try await ui.browser.navigate(to: ui.world.url("accounts"))
        }
    }
}
