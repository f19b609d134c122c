import Foundation
import Requirements

/// How the browser suite's run differs from the environment's defaults.
enum BrowserSuiteSettings {
    /// The bank's package root: this file is `Tests/BankRequirementsTests/…` below it.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where the HTML report goes.
    static let reportPath = packageRoot.appendingPathComponent(".build/reports/bank-requirements-ui.html").path

    /// The `VERITY_*` configuration, serial, with the HTML report added; `nil` when a
    /// variable is wrong, so that the suite reads them again and reports which one.
    static func configuration() -> RunConfiguration? {
        guard var configuration = try? RunConfiguration.environment() else { return nil }
        configuration.parallel = false
        // NB: @api-only scenarios are about the JSON API's wire format; a page shows nothing of it.
        configuration.tags = [configuration.tags.map { "(\($0))" }, "not @api-only"].compactMap { $0 }.joined(
            separator: " and ")
        // NB: a skipped suite writes no report, rather than an empty one.
        if Browser.isAvailable || Browser.isRequired {
            configuration.format = [configuration.format, "html:\(reportPath)"].compactMap { $0 }.joined(separator: ",")
        }
        return configuration
    }
}
