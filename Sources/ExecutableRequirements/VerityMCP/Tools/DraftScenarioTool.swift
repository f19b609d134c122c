import Foundation
import VerityDrafts
import VerityJSON

/// `draft_scenario`: the scenario `verity draft` writes from a session trace, in the phrases of
/// a run of the suite with model coverage on, for an agent to save, run (it fails), fix and run
/// again.
///
/// ```text
/// → {"trace": "bug-12.trace.json", "messages": ".build/run.ndjson", "issue": "BUG-12"}
/// ← @wip @issue:BUG-12 … Scenario: After open, close …
/// ```
package enum DraftScenarioTool {
    /// The tool.
    package static let definition = ToolDefinition(
        name: "draft_scenario", title: "Draft a scenario from a session trace",
        description: """
            Drafts a Gherkin scenario from a session trace (the JSON a SessionRecorder writes of an \
            app's models: states, actions, transitions) in the suite's own step phrases, learnt from \
            a run's message stream with model coverage on (VERITY_FORMAT=message:FILE with \
            steps.recordModels). Given steps reach each model's first state, one When per action \
            that ran, Then steps assert the state the suite's runs reach after those actions (not \
            the buggy state the trace ended in). Steps the suite has no phrase for are new plain \
            steps, listed in newSteps. The scenario is tagged @wip (and @issue:KEY). Save it as a \
            .feature file, run it with run_scenarios (it should fail on the bug), fix, run again.
            """,
        inputSchema: JSONSchema.object([
            "trace": JSONSchema.string("The session trace file, relative to the package."),
            "messages": JSONSchema.string(
                "A run's NDJSON message stream with model coverage, relative to the package."),
            "issue": JSONSchema.string("The issue's key, tagged @issue:KEY."),
        ]),
        outputSchema: JSONSchema.object(
            [
                "feature": JSONSchema.string("The drafted feature file"),
                "steps": JSONSchema.array(JSONSchema.string()),
                "newSteps": JSONSchema.array(JSONSchema.string("Steps that need a step definition")),
                "unmapped": JSONSchema.array(JSONSchema.string("What could not be mapped, and why")),
            ], required: ["feature", "steps", "newSteps", "unmapped"])
    ) { json, context throws(ToolFailure) in
        let arguments = ToolArguments(json)
        let root = context.index.root
        let trace = try root.resolve(try arguments.requiredString("trace"))
        let messages = try arguments.string("messages").map { path throws(ToolFailure) in try root.resolve(path) }
        let issue = try arguments.string("issue")
        let draft: ScenarioDraft
        do {
            let book = try messages.map { try PhraseBook(ndjson: Data(contentsOf: URL(fileURLWithPath: $0))) }
            draft = try ScenarioDraft(
                trace: Data(contentsOf: URL(fileURLWithPath: trace)), named: root.relative(trace),
                book: book ?? PhraseBook(envelopes: []), issue: issue)
        } catch {
            throw ToolFailure("\(error)")
        }
        return ToolResult(
            text: draft.text,
            structured: .object([
                "feature": .string(draft.text), "steps": .array(draft.steps.map { .string($0) }),
                "newSteps": .array(draft.newSteps.map { .string($0) }),
                "unmapped": .array(draft.unmapped.map { .string($0) }),
            ]))
    }
}
