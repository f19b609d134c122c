import CucumberMessages

/// What a run did: whether it succeeded, each scenario's result and, when asked for, every
/// message it emitted.
public struct RunResult: Sendable {
    /// Whether the run passed: no failed or ambiguous scenario, no undefined or pending one in
    /// a strict run, no failing before-all or after-all hook and no unparsable feature file.
    public let success: Bool
    /// The final attempt of each scenario that ran, in the order they ran.
    public let scenarios: [ScenarioResult]
    /// Every message, in emission order, when the run collected them.
    public let envelopes: [Envelope]
    /// The seed of a random order, to repeat it with `VERITY_ORDER=random:SEED`.
    public let seed: UInt64?
    /// Why the run stopped before running scenarios (an invalid definition, a failing
    /// before-all hook, an unparsable feature), if it did.
    public let problems: [String]
    /// Every undefined step's snippet as one function to paste, with the alternatives commented
    /// out (what the run prints at its end); `nil` when no step was undefined.
    public var snippetBlock: String? = nil
    /// What the run said before it started without failing for it, e.g. that a tag under `not`
    /// is one no scenario carries (`swift test` prints these on standard error).
    public var warnings: [String] = []
}

/// The final attempt of one scenario.
public struct ScenarioResult: Sendable {
    /// The scenario.
    public let scenario: ScenarioCase
    /// The most severe status of its steps and hooks.
    public let status: StepStatus
    /// How many times it ran (more than 1 when it was retried).
    public let attempts: Int
    /// The steps and hooks that did not pass or were not defined, in order.
    public let problems: [StepProblem]
}

/// A step or hook that failed, is pending, undefined or ambiguous, with where to look.
public struct StepProblem: Sendable, Hashable, CustomStringConvertible {
    /// The step's or hook's status.
    public let status: StepStatus
    /// The step's text, or the hook's name (`Before hook`, ...).
    public let step: String
    /// The `.feature` file's URI and the step's line and column (the scenario's for a hook).
    public let uri: String
    /// The 1-based line in the `.feature` file.
    public let line: Int
    /// The 1-based column in the `.feature` file.
    public let column: Int
    /// The error's description, for failures, pending steps with a reason and ambiguity.
    public let message: String?
    /// The definitions involved: the failing one, or every match of an ambiguous step.
    public let definitions: [CodeLocation]
    /// A step definition to paste, for an undefined step.
    public let snippet: String?

    /// A readable account, e.g. `FAILED: I eat 3 cukes (Steps.swift:12): not enough cukes`.
    public var description: String {
        var text = headline
        if let snippet { text += "\nDefine it with:\n\(snippet)" }
        return text
    }

    /// The account with, for an undefined step, where its snippet is: the block the run prints
    /// at its end, which lists every snippet once (a test issue per scenario would repeat them).
    var pointingAtTheSnippetBlock: String {
        snippet == nil ? description : headline + " (its snippet is in the block printed at the end of the run)"
    }

    /// The account without the snippet, for where a report already shows it.
    var headline: String {
        var text = "\(status.rawValue): \(step)"
        if !definitions.isEmpty {
            text += " (" + definitions.map(\.description).joined(separator: ", ") + ")"
        }
        if let message { text += ": \(message)" }
        return text
    }
}
