import ArgumentParser
import Foundation
import VerityDrafts

/// `verity draft`: a scenario drafted from a session trace, in the phrases of the suite's runs.
struct DraftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draft",
        abstract: "Draft a scenario from a session trace, in the suite's own phrases.",
        discussion: """
            TRACE is the JSON file a SessionRecorder wrote (Documentation/SessionTraces.md). \
            --from names the NDJSON message stream of a run of the suite with model coverage on \
            (steps.recordModels): its phrase book says which step invokes each action and which \
            reaches or asserts each state. The draft has Given steps for each source's first \
            state, a When per action that ran, and Then steps for the state the suite's runs \
            reach after those actions; a step the suite has no phrase for is a new plain step, \
            with a snippet in the closing comment. The scenario is tagged @wip, and \
            @issue:KEY with --issue. Written to --out, or to standard output.
            """
    )

    @Argument(help: "The session trace (JSON).") var trace: String
    @Option(name: .customLong("from"), help: "A run's message stream (NDJSON) with model coverage, for its phrases.")
    var messages: String?
    @Option(help: "The issue's key, tagged @issue:KEY.") var issue: String?
    @Option(help: "The feature file to write (default: standard output).") var out: String?

    func run() throws {
        do {
            let book = try messages.map { try PhraseBook(ndjson: Data(contentsOf: URL(fileURLWithPath: $0))) }
            let draft = try ScenarioDraft(
                trace: Data(contentsOf: URL(fileURLWithPath: trace)), named: trace,
                book: book ?? PhraseBook(envelopes: []), issue: issue)
            if let out {
                try Data(draft.text.utf8).write(to: URL(fileURLWithPath: out))
                let new = draft.newSteps.count
                FileHandle.standardError.write(
                    Data("verity draft: wrote \(out) (\(draft.steps.count) steps, \(new) new)\n".utf8))
            } else {
                FileHandle.standardOutput.write(Data(draft.text.utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("verity draft: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
