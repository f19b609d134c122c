import TestFixtures
import Foundation
import Testing

@testable import VerityWorkspace

@Suite("Message stream definitions")
struct MessageStreamDefinitionsTests {
    private let past = Date(timeIntervalSinceNow: -3600)

    private static func step(_ pattern: String, uri: String, line: Int, regex: Bool = false) -> String {
        let type = regex ? "REGULAR_EXPRESSION" : "CUCUMBER_EXPRESSION"
        return #"{"stepDefinition":{"id":"\#(UUID())","pattern":{"source":"\#(pattern)","type":"\#(type)"},"#
            + #""sourceReference":{"uri":"\#(uri)","location":{"line":\#(line)}}}}"#
    }

    private static func parameterType(_ name: String, _ regexp: String, uri: String, line: Int) -> String {
        #"{"parameterType":{"name":"\#(name)","regularExpressions":["\#(regexp)"],"#
            + #""preferForRegularExpressionMatch":true,"useForSnippets":false,"id":"p1","#
            + #""sourceReference":{"uri":"\#(uri)","location":{"line":\#(line)}}}}"#
    }

    /// Steps.swift: a definition the scan cannot see (line 3), and one it can, with a doc comment (line 5).
    private static let steps = """
        extension BellySteps {
            static func define(_ steps: inout Steps<Belly>) {
                steps.given("I have \\(n) cukes") { _ in }
                /// Eats them.
                steps.when("I eat {int}") { _, _ in }
            }
        }
        """

    @Test("The stepDefinition and parameterType messages become sites; other lines are skipped, broken ones counted")
    func reading() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Tests/Steps.swift", "")
        let stream = [
            #"{"meta":{"protocolVersion":"27.0.0"}}"#,
            Self.step("I eat {int}", uri: "Tests/Steps.swift", line: 4),
            Self.step(#"^I have (\\d+)$"#, uri: "/elsewhere/Other.swift", line: 9, regex: true),
            Self.parameterType("colour", "red|blue", uri: "Tests/Steps.swift", line: 1),
            #"{"testCase":{"id":"t","pickleId":"p","testSteps":[{"id":"s","stepDefinitionIds":["1"]}]}}"#,
            #"{"stepDefinition":{"id":"cut off"#,
            "",
        ].joined(separator: "\n")
        let url = URL(fileURLWithPath: try workspace.write("out/run.ndjson", stream))

        let definitions = try MessageStreamDefinitions.read(from: url, roots: [workspace.root])

        #expect(definitions.stepDefinitions.map(\.pattern) == ["I eat {int}", #"^I have (\d+)$"#])
        #expect(definitions.stepDefinitions.map(\.syntax) == [.cucumberExpression, .regularExpression])
        #expect(definitions.stepDefinitions.allSatisfy { $0.keyword == .step && $0.origin == .messages })
        #expect(
            definitions.stepDefinitions.map(\.location.path) == [
                workspace.path("Tests/Steps.swift"), "/elsewhere/Other.swift",
            ])
        #expect(definitions.stepDefinitions[0].location.range.start == TextPosition(line: 3, character: 0))
        let colour = try #require(definitions.parameterTypes.first)
        #expect(
            colour.name == "colour" && colour.regexps == ["red|blue"] && !colour.useForSnippets
                && colour.preferForRegexpMatch)
        #expect(definitions.unreadableLines == 1)
    }

    @Test("A relative uri is found under the stream's folders when no root holds it")
    func relativeURIs() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("pkg/Tests/Steps.swift", "")
        let url = URL(
            fileURLWithPath: try workspace.write(
                "pkg/out/run.ndjson", Self.step("a", uri: "Tests/Steps.swift", line: 1)))
        let definitions = try MessageStreamDefinitions.read(from: url, roots: [workspace.path("other")])
        #expect(definitions.stepDefinitions.first?.location.path == workspace.path("pkg/Tests/Steps.swift"))
    }

    @Test("For a file unchanged since the run, the stream is the exact source; the scan adds spans and doc comments")
    func freshStream() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Steps.swift", Self.steps, modified: past)
        let stream = [
            Self.step("I have {int} cukes", uri: "Steps.swift", line: 3),
            Self.step("I eat {int}", uri: "Steps.swift", line: 5),
        ]
        let url = URL(fileURLWithPath: try workspace.write("run.ndjson", stream.joined(separator: "\n")))
        let index = WorkspaceIndex(roots: [workspace.root])
        let scanned = index.scan()
        #expect(scanned.stepDefinitions.map(\.pattern) == ["I eat {int}"] && scanned.unrecognised.count == 1)

        let snapshot = try index.loadMessages(from: url)

        #expect(snapshot.stepDefinitions.map(\.pattern) == ["I have {int} cukes", "I eat {int}"])
        #expect(snapshot.stepDefinitions.allSatisfy { $0.origin == .messages })
        #expect(snapshot.stepDefinitions.map(\.keyword) == [.step, .when])
        #expect(snapshot.stepDefinitions.map(\.documentation) == [nil, "Eats them."])
        #expect(snapshot.stepDefinitions[1].location.range.start == TextPosition(line: 4, character: 19))
        #expect(snapshot.unrecognised.isEmpty)
        #expect(snapshot.filesFromMessages == 1 && snapshot.generation == scanned.generation + 1)
    }

    @Test("A file changed after the run, or edited in the editor, comes from the scan")
    func staleStream() throws {
        let workspace = try TemporaryWorkspace()
        let path = try workspace.write("Steps.swift", Self.steps, modified: past)
        let url = URL(
            fileURLWithPath: try workspace.write(
                "run.ndjson", Self.step("I have {int} cukes", uri: "Steps.swift", line: 3)))
        let index = WorkspaceIndex(roots: [workspace.root])
        index.scan()
        try index.loadMessages(from: url)
        #expect(index.snapshot.stepDefinitions.map(\.pattern) == ["I have {int} cukes"])

        let edited = index.update(path: path, text: Self.steps)
        #expect(edited.stepDefinitions.map(\.pattern) == ["I eat {int}"] && edited.unrecognised.count == 1)
        #expect(edited.stepDefinitions.allSatisfy { $0.origin == .swiftScan } && edited.filesFromMessages == 0)

        try workspace.date("Steps.swift", Date(timeIntervalSinceNow: 60))
        #expect(index.reload(paths: [path]).stepDefinitions.map(\.pattern) == ["I eat {int}"])
    }

    @Test("A stream a new run rewrote is read again on refresh")
    func rewrittenStream() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Steps.swift", Self.steps, modified: past)
        try workspace.write(
            "run.ndjson", Self.step("first run", uri: "Steps.swift", line: 2), modified: past.addingTimeInterval(60))
        let index = WorkspaceIndex(roots: [workspace.root])
        index.scan()
        try index.loadMessages(from: URL(fileURLWithPath: workspace.path("run.ndjson")))
        #expect(index.snapshot.stepDefinitions.map(\.pattern) == ["first run"])
        try workspace.write("run.ndjson", Self.step("second run", uri: "Steps.swift", line: 2))
        #expect(index.refreshChangedFiles().stepDefinitions.map(\.pattern) == ["second run"])
    }

    @Test("Files outside the roots come from the stream alone; deleted files inside the roots are dropped")
    func filesOutsideTheWorkspace() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("app/Steps.swift", #"steps.given("scanned") { _ in }"#, modified: past)
        let stream = [
            Self.step("from a dependency", uri: workspace.path("dependency/Steps.swift"), line: 3),
            Self.step("from a deleted file", uri: workspace.path("app/Deleted.swift"), line: 3),
        ]
        let url = URL(fileURLWithPath: try workspace.write("run.ndjson", stream.joined(separator: "\n")))
        let index = WorkspaceIndex(roots: [workspace.path("app")])
        index.scan()
        let snapshot = try index.loadMessages(from: url)
        #expect(snapshot.stepDefinitions.map(\.pattern) == ["scanned", "from a dependency"])
    }
}
