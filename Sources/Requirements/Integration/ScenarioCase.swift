import CucumberMessages

/// One scenario of a suite, as selected for a run: a scenario, or one example row of a
/// Scenario Outline (a Cucumber "pickle").
///
/// In Swift Testing each one is a test case of a parameterized test, named
/// `Feature › Rule › Scenario`:
/// ```swift
/// @Test(arguments: features.scenarios)
/// func scenario(_ scenario: ScenarioCase) async throws {
///     try await scenario.run()
/// }
/// ```
public struct ScenarioCase: Sendable, Hashable, CustomStringConvertible {
    /// The scenario's name, with outline values substituted.
    public var name: String { pickle.name }
    /// The name of the feature it belongs to.
    public let featureName: String
    /// The name of the rule it belongs to, if any.
    public let ruleName: String?
    /// The `.feature` file, as the message stream names it.
    public var uri: String { pickle.uri }
    /// The line of the scenario, or of the example row for an outline.
    public var line: Int { pickle.location?.line ?? 1 }
    /// The 1-based column of the scenario's keyword.
    public var column: Int { pickle.location?.column ?? 1 }
    /// The tags, inherited ones included, e.g. `["@smoke", "@checkout"]`.
    public var tags: [String] { pickle.tags.map(\.name) }

    let pickle: Pickle
    /// The absolute path of the `.feature` file, for failures recorded in the test framework.
    let filePath: String
    /// The line of the `Scenario`/`Scenario Outline` keyword (differs from ``line`` for an example row).
    let scenarioLine: Int
    var runner: (any ScenarioRunning)?

    /// `Feature › Rule › Scenario`, with the line for outline rows, which share a name.
    public var description: String {
        var parts = [featureName]
        if let ruleName, !ruleName.isEmpty { parts.append(ruleName) }
        parts.append(name)
        let title = parts.joined(separator: " › ")
        return pickle.astNodeIds.count > 1 ? "\(title) (example at line \(line))" : title
    }

    /// Equal when they are the same pickle of the same file.
    public static func == (lhs: ScenarioCase, rhs: ScenarioCase) -> Bool {
        lhs.pickle.id == rhs.pickle.id && lhs.uri == rhs.uri
    }

    /// Hashes the pickle's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pickle.id)
        hasher.combine(uri)
    }
}

/// Runs scenarios of one suite; type-erases the suite's world so that ``ScenarioCase`` is
/// one concrete type for every suite.
protocol ScenarioRunning: AnyObject, Sendable {
    func run(_ scenario: ScenarioCase) async -> ScenarioOutcome
    var isStrict: Bool { get }
}
