import ArgumentParser
import Testing

@testable import VerityCLI

@Suite("many path arguments")
struct LargeArgumentListsTests {
    @Test("options and paths are separated, and everything after -- is a path")
    func split() {
        let (options, paths) = LargeArgumentLists.split(["--no-ast", "a.feature", "-", "--", "--odd.feature"])
        #expect(options == ["--no-ast"])
        #expect(paths == ["a.feature", "-", "--odd.feature"])
    }

    @Test("ten thousand paths reach the gherkin command with its flags")
    func manyPaths() throws {
        let paths = (0..<10_000).map { "features/f\($0).feature" }
        let command = try #require(
            try LargeArgumentLists.command(for: ["gherkin", "--no-source", "--predictable-ids"] + paths)
                as? GherkinCommand)
        #expect(command.files == paths)
        #expect(command.noSource && command.predictableIds && !command.noAst && !command.noPickles)
    }

    @Test("lint and format get their paths; help and unknown commands are left to ArgumentParser")
    func otherCommands() throws {
        let lint = try #require(try LargeArgumentLists.command(for: ["lint", "a", "b"]) as? LintCommand)
        #expect(lint.paths == ["a", "b"])
        let configured = try #require(
            try LargeArgumentLists.command(for: ["lint", "--config", "rules.json", "a", "b"]) as? LintCommand)
        #expect(configured.paths == ["a", "b"] && configured.config == "rules.json")
        let format = try #require(try LargeArgumentLists.command(for: ["format", "--check", "a"]) as? FormatCommand)
        #expect(format.paths == ["a"] && format.check)
        #expect(try LargeArgumentLists.command(for: ["gherkin", "--help", "a"]) == nil)
        #expect(try LargeArgumentLists.command(for: ["other", "a"]) == nil)
        #expect(throws: (any Error).self) { try LargeArgumentLists.command(for: ["gherkin", "--bogus", "a"]) }
    }

    /// A command with options of each kind, standing for one that gains an option later.
    private struct Probe: ParsableCommand {
        @Option var config: String?
        @Option(name: .shortAndLong) var theme: String?
        @Flag var quiet = false
        @Argument var paths: [String] = []
    }

    @Test("the options that take a value are read from each command's declarations, not from a list of their own")
    func valuedOptionsComeFromTheDeclarations() {
        #expect(LargeArgumentLists.valuedOptions(of: Probe.self) == ["--config", "--theme", "-t"])
        #expect(LargeArgumentLists.valuedOptions(of: LintCommand.self)?.contains("--config") == true)
        for (name, command) in LargeArgumentLists.pathCommands {
            #expect(LargeArgumentLists.valuedOptions(of: command) != nil, "\(name)")
        }
    }
}
