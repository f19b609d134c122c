import ConformanceSupport
import CucumberMessages
import Foundation
import Gherkin
import Testing
import VerityJSON

@testable import VerityCLI

/// What `verity gherkin` prints for one input, with the uri its expected messages use.
func gherkinMessages(
    _ inputs: GherkinInputs, _ kind: String, _ name: String, _ options: GherkinMessagesOptions
) throws -> String {
    var ids = IdGenerator.predictable()
    var buffer: [UInt8] = []
    try GherkinMessagesWriter(options: options).appendMessages(
        for: try inputs.bytes(kind, name), uri: inputs.uri(kind, name), ids: &ids, to: &buffer)
    return String(decoding: buffer, as: UTF8.self)
}

/// The writer options of `--no-ast --no-pickles` (source), `--no-source --no-pickles` (ast),
/// `--no-source --no-ast` (pickles) and `--no-source` (errors), with predictable ids.
let onlyMessages = (
    source: GherkinMessagesOptions(
        includeSource: true, includeGherkinDocument: false, includePickles: false, predictableIds: true),
    ast: GherkinMessagesOptions(
        includeSource: false, includeGherkinDocument: true, includePickles: false, predictableIds: true),
    pickles: GherkinMessagesOptions(
        includeSource: false, includeGherkinDocument: false, includePickles: true, predictableIds: true),
    errors: GherkinMessagesOptions(
        includeSource: false, includeGherkinDocument: true, includePickles: true, predictableIds: true)
)

@Suite("verity gherkin")
struct GherkinCommandTests {
    private static let inputs = GherkinInputs.fixtures
    private static let good = inputs.inputs("good")
    private static let bad = inputs.inputs("bad")

    /// The messages the Gherkin library itself gives for one input (its `Codable` path, which
    /// the Gherkin conformance suite checks), as NDJSON: the writer's faster path must agree.
    private func libraryMessages(_ kind: String, _ name: String, _ options: GherkinOptions) throws -> String {
        let envelopes = GherkinParser().envelopes(
            for: try Self.inputs.bytes(kind, name), uri: Self.inputs.uri(kind, name), options: options)
        return try envelopes.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }.joined(
            separator: "\n")
    }

    @Test("the fixtures hold good and bad inputs, plain and Markdown")
    func fixturesArePresent() {
        #expect(Self.good.count >= 10 && Self.good.contains("markdown.feature.md"), "\(Self.good)")
        #expect(Self.bad.count >= 3, "\(Self.bad)")
    }

    @Test("--no-ast --no-pickles prints one source message holding the file as read", arguments: good)
    func sources(name: String) throws {
        let text = try Self.inputs.text("good", name)
        let mediaType = name.hasSuffix(".md") ? "text/x.cucumber.gherkin+markdown" : "text/x.cucumber.gherkin+plain"
        let expected: JSONValue = .object([
            "source": .object(["uri": .string("good/\(name)"), "data": .string(text), "mediaType": .string(mediaType)])
        ])
        let difference = try firstNDJSONDifference(
            actual: gherkinMessages(Self.inputs, "good", name, onlyMessages.source),
            expected: String(decoding: try JSONEncoder().encode(expected), as: UTF8.self))
        #expect(difference == nil, "\(name) \(difference ?? "")")
    }

    @Test("--no-source --no-pickles prints the gherkinDocument the Gherkin library builds", arguments: good)
    func documents(name: String) throws {
        let expected = try libraryMessages(
            "good", name, GherkinOptions(includeSource: false, includePickles: false, predictableIds: true))
        let difference = try firstNDJSONDifference(
            actual: gherkinMessages(Self.inputs, "good", name, onlyMessages.ast), expected: expected)
        #expect(difference == nil, "\(name) \(difference ?? "")")
    }

    @Test("--no-source --no-ast prints the pickles the Gherkin library compiles", arguments: good)
    func pickles(name: String) throws {
        let expected = try libraryMessages(
            "good", name, GherkinOptions(includeSource: false, includeGherkinDocument: false, predictableIds: true))
        let difference = try firstNDJSONDifference(
            actual: gherkinMessages(Self.inputs, "good", name, onlyMessages.pickles), expected: expected)
        #expect(difference == nil, "\(name) \(difference ?? "")")
    }

    @Test("the AST and pickles of minimal.feature are the hand-written ones")
    func minimalByHand() throws {
        for (options, suffix) in [(onlyMessages.ast, ".ast.ndjson"), (onlyMessages.pickles, ".pickles.ndjson")] {
            let difference = try firstNDJSONDifference(
                actual: gherkinMessages(Self.inputs, "good", "minimal.feature", options),
                expected: Self.inputs.text("good", "minimal.feature" + suffix))
            #expect(difference == nil, "minimal.feature\(suffix) \(difference ?? "")")
        }
    }

    @Test("a bad file prints the hand-written parseError messages", arguments: bad)
    func errors(name: String) throws {
        let difference = try firstNDJSONDifference(
            actual: gherkinMessages(Self.inputs, "bad", name, onlyMessages.errors),
            expected: Self.inputs.text("bad", name + ".errors.ndjson"))
        #expect(difference == nil, "\(name).errors.ndjson \(difference ?? "")")
    }

    @Test("a file that fails to parse prints only its parseError messages, even with the source asked for")
    func failedFilePrintsOnlyErrors() throws {
        let output = try gherkinMessages(
            Self.inputs, "bad", "table_cells.feature", GherkinMessagesOptions(predictableIds: true))
        let lines = output.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix(#"{"parseError":"#) })
    }

    @Test("files are written in the order given with the path as given as uri, ids counted across the run")
    func severalFilesInOrder() throws {
        let first = Self.inputs.path("good", "minimal.feature")
        let second = Self.inputs.path("good", "background.feature")
        let sink = MemorySink()
        let unreadable = try GherkinMessagesWriter(options: onlyMessages.pickles).write(
            paths: [first, second], to: sink)
        #expect(unreadable.isEmpty)
        let pickles = try sink.text.split(separator: "\n").map { try JSONValue(parsing: $0) }
        let uris = pickles.compactMap { pickle -> String? in
            guard case .object(let envelope) = pickle, case .object(let body)? = envelope["pickle"],
                case .string(let uri)? = body["uri"]
            else { return nil }
            return uri
        }
        #expect(uris.first == first && uris.last == second && uris.count == pickles.count)
        // minimal.feature's AST takes ids 0-1 and its pickle 2-3; background.feature continues at 4.
        guard case .object(let envelope)? = pickles.last, case .object(let pickle)? = envelope["pickle"],
            case .array(let astNodeIds)? = pickle["astNodeIds"]
        else {
            Issue.record("no pickle for background.feature")
            return
        }
        #expect(
            astNodeIds.allSatisfy { if case .string(let id) = $0 { Int(id).map { $0 >= 4 } ?? false } else { false } })
    }

    @Test("with --predictable-ids, files parsed concurrently get the ids of one counter running through them in order")
    func countedIdsAcrossBatches() throws {
        let paths = Self.good.map { Self.inputs.path("good", $0) } + Self.bad.map { Self.inputs.path("bad", $0) }
        var writer = GherkinMessagesWriter(options: GherkinMessagesOptions(predictableIds: true))
        // NB: fewer files than batches would leave the concurrent path untested.
        writer.batchSize = 3
        #expect(paths.count > 2 * writer.batchSize)
        let concurrent = MemorySink()
        _ = try writer.write(paths: paths, to: concurrent)
        var ids = IdGenerator.predictable()
        var sequential: [UInt8] = []
        for path in paths {
            try writer.appendMessages(
                for: Array(try Data(contentsOf: URL(fileURLWithPath: path))), uri: path, ids: &ids, to: &sequential)
        }
        #expect(concurrent.text == String(decoding: sequential, as: UTF8.self))
    }

    @Test("without --predictable-ids every id is a distinct UUID and references stay consistent")
    func uuidIds() throws {
        let paths = Self.good.map { Self.inputs.path("good", $0) }
        let random = MemorySink()
        _ = try GherkinMessagesWriter(options: GherkinMessagesOptions()).write(paths: paths, to: random)
        let counted = MemorySink()
        _ = try GherkinMessagesWriter(options: GherkinMessagesOptions(predictableIds: true)).write(
            paths: paths, to: counted)
        let randomIds = random.text.matches(of: /"id":"([^"]*)"/).map { String($0.output.1) }
        let countedIds = counted.text.matches(of: /"id":"([^"]*)"/).map { String($0.output.1) }
        #expect(randomIds.count == countedIds.count && randomIds.count > 100)
        #expect(Set(randomIds).count == randomIds.count)
        #expect(randomIds.allSatisfy { UUID(uuidString: $0) != nil && $0 == $0.lowercased() })
        // Renaming ids by order of first appearance makes both runs identical when every
        // reference points where it did.
        #expect(try IdRenaming.canonical(random.text) == IdRenaming.canonical(counted.text))
    }

    @Test("an unreadable file is reported and the others are still written")
    func unreadableFile() throws {
        let sink = MemorySink()
        let unreadable = try GherkinMessagesWriter(options: onlyMessages.pickles)
            .write(paths: ["/nonexistent/x.feature", Self.inputs.path("good", "minimal.feature")], to: sink)
        #expect(unreadable.map(\.path) == ["/nonexistent/x.feature"])
        #expect(sink.text.hasPrefix(#"{"pickle":"#))
    }
}
