import Foundation
import Requirements
import Testing

/// The bank's requirements (`Features/`) verified at the API, scenarios in parallel, each over
/// its own in-memory store. Besides any `VERITY_FORMAT` report, writes an HTML report to
/// `.build/reports/bank-requirements-api.html` under the package root.
let apiRequirements: FeatureSuite<APIWorld> = FeatureSuite(apiSteps, configuration: apiConfiguration())

/// The `VERITY_*` configuration plus the HTML report. Should the variables not parse, nil
/// lets the suite report why at its first scenario.
private func apiConfiguration(filePath: String = #filePath) -> RunConfiguration? {
    guard var configuration = try? RunConfiguration.environment() else { return nil }
    // NB: this file is Tests/BankRequirementsTests/<file>: three levels below the bank's package root.
    var root = URL(fileURLWithPath: filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    let reports = root.appendingPathComponent(".build/reports")
    try? FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    let report = "html:" + reports.appendingPathComponent("bank-requirements-api.html").path
    let formats = configuration.format.map { $0.split(separator: ",").map(String.init) } ?? []
    if !formats.contains(where: { $0.trimmingCharacters(in: .whitespaces) == report }) {
        configuration.format = (formats + [report]).joined(separator: ",")
    }
    return configuration
}

/// One test case per scenario: `Feature › Rule › Scenario`.
@Suite(.features(apiRequirements))
struct BankRequirementsAtTheAPI {
    @Test(arguments: apiRequirements.scenarios)
    func scenario(_ scenario: ScenarioCase) async {
        await scenario.run()
    }
}
