import CucumberMessages

/// One attempt of one scenario, joined from the messages into what every report shows.
struct ScenarioReport {
    var testCaseStartedId: String
    var pickleId: String
    var uri: String
    var featureKeyword: String
    var featureName: String
    var ruleKeyword: String?
    var ruleName: String?
    var keyword: String
    var name: String
    /// The line a rerun selects: the examples row for an outline, else the scenario.
    var line: Int
    /// Whether the scenario is one row of a Scenario Outline's examples.
    var isExampleRow: Bool
    var tags: [String]
    /// 0 for the first attempt; retries count up.
    var attempt: Int
    var willBeRetried: Bool
    var isFinished: Bool
    var status: TestStepResultStatus
    /// From testCaseStarted to testCaseFinished, in seconds.
    var seconds: Double
    var steps: [StepReport]

    /// `uri:line`, the location reports print and reruns select.
    var location: String { "\(uri):\(line)" }

    /// The first step that did not pass or skip, the one a failure report names.
    var failingStep: StepReport? {
        steps.first { $0.status.isFailure }
    }
}

/// One test step of a scenario attempt: a Gherkin step or a hook.
struct StepReport {
    /// Whether the step came from the feature file or from a hook.
    enum Kind: Equatable {
        case step
        case beforeHook
        case afterHook
    }

    var kind: Kind
    /// "Given " for a step (with the trailing space, as written); "Before"/"After" for a hook.
    var keyword: String
    /// The step text, or the hook's name ("" when unnamed).
    var text: String
    var argument: PickleStepArgument?
    /// Line of the step in the feature file.
    var line: Int?
    var status: TestStepResultStatus
    var seconds: Double
    var message: String?
    /// `uri:line` of each matching step definition (several when ambiguous) or of the hook.
    var definitionLocations: [String]
    /// The ids of the matching step definitions (several when ambiguous), for reports that
    /// link a step to its definition.
    var definitionIds: [String] = []
    var snippets: [String]
    var attachments: [Attachment]
    var links: [ExternalAttachment]
}
