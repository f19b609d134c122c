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
    public var name: String { data.pickle.name }
    /// The name of the feature it belongs to.
    public var featureName: String { data.featureName }
    /// The name of the rule it belongs to, if any.
    public var ruleName: String? { data.ruleName }
    /// The `.feature` file, as the message stream names it.
    public var uri: String { data.pickle.uri }
    /// The line of the scenario, or of the example row for an outline.
    public var line: Int { data.pickle.location?.line ?? 1 }
    /// The 1-based column of the scenario's keyword.
    public var column: Int { data.pickle.location?.column ?? 1 }
    /// The tags, inherited ones included, e.g. `["@smoke", "@checkout"]`.
    public var tags: [String] { data.tags }

    // NB: one reference, so that handing scenarios around (test arguments, contexts, plans)
    // copies a pointer rather than a whole pickle.
    private let data: ScenarioData
    var runner: (any ScenarioRunning)?

    var pickle: Pickle { data.pickle }
    /// The absolute path of the `.feature` file, for failures recorded in the test framework.
    var filePath: String { data.filePath }
    /// The line of the `Scenario`/`Scenario Outline` keyword (differs from ``line`` for an example row).
    var scenarioLine: Int { data.scenarioLine }

    /// The line and column of each step, in step order.
    var stepLocations: [Location?] { data.stepLocations }
    /// For an outline row: its Examples' name and values.
    var exampleLabel: String? { data.exampleLabel }
    /// The position of the scenario in its run's selection (and of its plan).
    var position = 0

    /// Why the suite cannot run at all (an unparsable file, a missing feature folder), for a
    /// stand-in case that fails with it rather than letting the problem pass unnoticed.
    var problem: String? { data.problem }

    init(
        featureName: String, ruleName: String?, pickle: Pickle, filePath: String, scenarioLine: Int,
        stepLocations: [Location?], runner: (any ScenarioRunning)?, problem: String? = nil,
        exampleLabel: String? = nil
    ) {
        data = ScenarioData(
            featureName: featureName, ruleName: ruleName, pickle: pickle, filePath: filePath,
            scenarioLine: scenarioLine, stepLocations: stepLocations, problem: problem, exampleLabel: exampleLabel)
        self.runner = runner
    }

    /// A stand-in test case that fails with `problem` at `uri:line:column`.
    static func problem(_ problem: String, title: String, uri: String, filePath: String, line: Int, column: Int)
        -> ScenarioCase
    {
        ScenarioCase(
            featureName: title, ruleName: nil,
            pickle: Pickle(
                id: "problem:\(uri):\(line):\(column)", uri: uri, location: Location(line: line, column: column),
                name: problem, language: "en", steps: [], tags: [], astNodeIds: []),
            filePath: filePath, scenarioLine: line, stepLocations: [], runner: nil, problem: problem)
    }

    /// `Feature › Rule › Scenario`; an outline row adds its Examples' name and values,
    /// `Feature › Pay 2 with visa [Cards: count = 2, card = visa]`, since rows often share a name.
    public var description: String {
        if problem != nil { return featureName }
        var parts = [featureName]
        if let ruleName, !ruleName.isEmpty { parts.append(ruleName) }
        parts.append(name)
        let title = parts.joined(separator: " › ")
        guard pickle.astNodeIds.count > 1 else { return title }
        return exampleLabel.map { "\(title) [\($0)]" } ?? "\(title) (example at line \(line))"
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

/// What a ``ScenarioCase`` knows about its pickle, shared by its copies.
final class ScenarioData: Sendable {
    let featureName: String
    let ruleName: String?
    let pickle: Pickle
    let tags: [String]
    let filePath: String
    let scenarioLine: Int
    let stepLocations: [Location?]
    let problem: String?
    let exampleLabel: String?

    init(
        featureName: String, ruleName: String?, pickle: Pickle, filePath: String, scenarioLine: Int,
        stepLocations: [Location?], problem: String?, exampleLabel: String?
    ) {
        self.stepLocations = stepLocations
        self.problem = problem
        self.exampleLabel = exampleLabel
        self.featureName = featureName
        self.ruleName = ruleName
        self.pickle = pickle
        tags = pickle.tags.map(\.name)
        self.filePath = filePath
        self.scenarioLine = scenarioLine
    }
}

/// Runs scenarios of one suite; type-erases the suite's world so that ``ScenarioCase`` is
/// one concrete type for every suite.
protocol ScenarioRunning: AnyObject, Sendable {
    func run(_ scenario: ScenarioCase) async -> ScenarioOutcome
    var isStrict: Bool { get }
    /// The report destinations (`VERITY_FORMAT`), to tell whether a console report shows snippets.
    var format: String? { get }
}
