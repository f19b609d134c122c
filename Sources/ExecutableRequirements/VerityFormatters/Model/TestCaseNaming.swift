import CucumberMessages

/// How Cucumber's XML formatters name a test case from its pickle's lineage (cucumber/query's
/// `NamingStrategy`): the long strategy joins the non-empty names of the feature (unless left
/// out), rule, scenario, examples and the row's number `#2.1` with " - "; the short one keeps the
/// last of them. An examples row is named by its number, by its pickle, or by its number and,
/// when the outline's name has placeholders (so the pickle's name differs), the pickle's name.
///
/// ```swift
/// TestCaseNaming.longWithoutFeature.name(of: pickle, in: lineage)
/// // "Eating cucumbers - These are failing - #2.1"
/// ```
struct TestCaseNaming: Hashable, Sendable {
    enum Strategy: Hashable, Sendable { case long, short }
    enum ExampleName: Hashable, Sendable { case number, pickle, numberAndPickleIfParameterized }

    var strategy: Strategy
    var includesFeature: Bool
    var exampleName: ExampleName = .numberAndPickleIfParameterized

    /// The JUnit and TestNG formatters' default: long, without the feature (their class name).
    static let longWithoutFeature = TestCaseNaming(strategy: .long, includesFeature: false)
    /// Long, with the feature's name first.
    static let long = TestCaseNaming(strategy: .long, includesFeature: true)

    /// The name of `pickle`, whose scenario or row is at `lineage` (`nil`: the pickle's own name).
    func name(of pickle: Pickle, in lineage: GherkinLineage?) -> String {
        guard let lineage else { return pickle.name }
        var parts: [String] = []
        if includesFeature || strategy == .short { parts.append(lineage.feature.name) }
        if let rule = lineage.rule { parts.append(rule.name) }
        parts.append(lineage.scenario.name)
        if let examples = lineage.examples { parts.append(examples.name) }
        if lineage.row != nil {
            let number = "#\(lineage.examplesIndex + 1).\(lineage.rowIndex + 1)"
            switch exampleName {
            case .number: parts.append(number)
            case .pickle: parts.append(pickle.name)
            case .numberAndPickleIfParameterized:
                parts.append(lineage.scenario.name == pickle.name ? number : "\(number): \(pickle.name)")
            }
        }
        if strategy == .short { return parts.last ?? pickle.name }
        return parts.filter { !$0.isEmpty }.joined(separator: " - ")
    }
}
