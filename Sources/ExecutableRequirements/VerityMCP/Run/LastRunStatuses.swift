import CucumberMessages
import Foundation
import VerityWorkspace

/// The status each scenario and outline row had in the last run `run_scenarios` made, by
/// `path:line`, so that `list_scenarios` can show it; empty before the first run.
///
/// ```swift
/// let statuses = LastRunStatuses(root: root) { files }
/// statuses["Tests/ShopTests/Features/cart.feature:14"]  // .failed
/// ```
package struct LastRunStatuses: Sendable {
    /// The statuses by `path:line` of the scenario, or of the examples row for an outline's.
    private var statuses: [String: TestStepResultStatus] = [:]

    /// The statuses the stream of the last run in `root` records. `features` gives the package's
    /// feature files (absolute paths), which the stream's paths are matched to; it is asked
    /// only when there is a stream, since finding them walks the package.
    package init(root: PackageRoot, features: () -> [String]) {
        guard let data = FileManager.default.contents(atPath: SwiftTestRun.messagesPath(inPackage: root.path)) else {
            return
        }
        let features = features()
        let report = RunReport(ndjson: data) { uri, line in
            "\(RunScenariosTool.displayPath(uri, root: root, features: features)):\(line)"
        }
        for scenario in report.scenarios { statuses[scenario.location] = scenario.status }
    }

    /// The status of the scenario or row at `location` (`path:line`), when the last run ran it.
    package subscript(location: String) -> TestStepResultStatus? {
        statuses[location]
    }
}
