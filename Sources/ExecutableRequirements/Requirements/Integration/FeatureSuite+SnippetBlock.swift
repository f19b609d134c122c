import Foundation
import VerityFormatters

extension FeatureSuite {
    /// Ends the run the suite's test cases share (after-all hooks, reports), then prints its
    /// snippet block: once per run, whatever the report formats, so that requirements written
    /// first get one function to paste rather than a snippet per scenario.
    func finishSharedRun() async {
        guard let session = shared.existing else { return }
        _ = await session.finish()
        printSnippetBlock(Self.snippetBlock(session.snippetSuggestions()))
        if configuration.quiet, let line = Self.reportsLine(configuration.format) {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// `Verity: reports: junit build/junit.xml, message build/run.ndjson`: where a quiet run's
    /// file reports went, so that a CI log names them; `nil` when every report went to the console.
    static func reportsLine(_ format: String?) -> String? {
        guard let format, let destinations = try? ReportConfiguration.parse(format) else { return nil }
        let files = destinations.compactMap { destination in destination.path.map { "\(destination.format) \($0)" } }
        return files.isEmpty ? nil : "Verity: reports: " + files.joined(separator: ", ")
    }

    /// The end-of-run block of `suggestions` with its introduction; `nil` when there is none.
    static func snippetBlock(_ suggestions: [[String]]) -> String? {
        let block = SnippetBlock(suggestions: suggestions, worldType: RunSession<World>.worldTypeName)
        let lines = block.lines
        guard !lines.isEmpty else { return nil }
        return block.introduction + "\n\n" + lines.joined(separator: "\n")
    }

    /// Prints `block` to standard output unless a console report there already ends with it.
    func printSnippetBlock(_ block: String?) {
        guard let block, !ScenarioCase.consoleShowsSnippets(configuration.format) else { return }
        FileHandle.standardOutput.write(Data(("\n" + block + "\n\n").utf8))
    }
}

extension ScenarioCase {
    /// Whether `format` names the summary report on standard output, which ends with the
    /// run's snippet block (pretty and progress, as Cucumber's, have no summary of their own).
    static func consoleShowsSnippets(_ format: String?) -> Bool {
        guard let format, let destinations = try? ReportConfiguration.parse(format) else { return false }
        return destinations.contains { $0.path == nil && $0.format == .summary }
    }
}
