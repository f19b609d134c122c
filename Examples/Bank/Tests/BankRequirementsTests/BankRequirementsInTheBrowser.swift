import Foundation
import Requirements
import Testing

/// The bank's requirements (`Features/`), verified in headless Chromium: a fresh bank, web
/// server and browser window per scenario, one scenario at a time (one browser on a small
/// machine is enough work). The `VERITY_*` variables select and configure the run as in any
/// suite; the HTML report goes to `.build/reports/bank-requirements-ui.html`.
///
/// Without Chromium and chromedriver the suite is skipped, saying what is missing, unless
/// `VERITY_REQUIRE_BROWSER=1` (as in CI): then every scenario fails with the reason.
let bankRequirementsInTheBrowser = FeatureSuite(UISteps.steps, configuration: BrowserSuiteSettings.configuration())

@Suite(
    "The bank's requirements, in the browser", .serialized, .features(bankRequirementsInTheBrowser),
    .enabled(if: Browser.isAvailable || Browser.isRequired, Comment(rawValue: Browser.unavailableReason)))
struct BankRequirementsInTheBrowser {
    @Test("Scenario", arguments: bankRequirementsInTheBrowser.scenarios)
    func scenario(_ scenario: ScenarioCase) async {
        await scenario.run()
    }
}
