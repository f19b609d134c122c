import ConformanceSupport
import Foundation
import Gherkin
import Testing

@testable import VerityCLI

@Suite("verity gherkin")
struct GherkinCommandTests {
    /// The NDJSON the command prints for one conformance file, with the uri the expected files
    /// use (the path as the reference tools were given it).
    private func messages(_ folder: String, _ name: String, _ options: GherkinMessagesOptions) throws -> String {
        var ids = IdGenerator.predictable()
        var buffer: [UInt8] = []
        try GherkinMessagesWriter(options: options).appendMessages(
            for: try ConformanceFiles.bytes(folder, name), uri: "../testdata/\(folder)/\(name)",
            ids: &ids, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    private func expected(_ folder: String, _ file: String) throws -> String {
        try ConformanceFiles.text(folder, file)
    }

    private static let only = (
        source: GherkinMessagesOptions(includeSource: true, includeGherkinDocument: false, includePickles: false, predictableIds: true),
        ast: GherkinMessagesOptions(includeSource: false, includeGherkinDocument: true, includePickles: false, predictableIds: true),
        pickles: GherkinMessagesOptions(includeSource: false, includeGherkinDocument: false, includePickles: true, predictableIds: true),
        errors: GherkinMessagesOptions(includeSource: false, includeGherkinDocument: true, includePickles: true, predictableIds: true)
    )

    @Test("the conformance data is there: 44 good and 10 bad inputs")
    func conformanceDataIsPresent() {
        #expect(ConformanceFiles.inputs("good").count == 44, "looked in \(ConformanceFiles.testdata.path)")
        #expect(ConformanceFiles.inputs("bad").count == 10)
    }

    @Test("--no-ast --no-pickles prints the expected source message", arguments: ConformanceFiles.inputs("good"))
    func sources(name: String) throws {
        let difference = try firstNDJSONDifference(
            actual: messages("good", name, Self.only.source), expected: expected("good", name + ".source.ndjson"))
        #expect(difference == nil, "\(name).source.ndjson \(difference ?? "")")
    }

    @Test("--no-source --no-pickles prints the expected gherkinDocument", arguments: ConformanceFiles.inputs("good"))
    func documents(name: String) throws {
        let difference = try firstNDJSONDifference(
            actual: messages("good", name, Self.only.ast), expected: expected("good", name + ".ast.ndjson"))
        #expect(difference == nil, "\(name).ast.ndjson \(difference ?? "")")
    }

    @Test("--no-source --no-ast prints the expected pickles", arguments: ConformanceFiles.inputs("good"))
    func pickles(name: String) throws {
        let difference = try firstNDJSONDifference(
            actual: messages("good", name, Self.only.pickles), expected: expected("good", name + ".pickles.ndjson"))
        #expect(difference == nil, "\(name).pickles.ndjson \(difference ?? "")")
    }

    @Test("a bad file prints the expected parseError messages", arguments: ConformanceFiles.inputs("bad"))
    func errors(name: String) throws {
        let difference = try firstNDJSONDifference(
            actual: messages("bad", name, Self.only.errors), expected: expected("bad", name + ".errors.ndjson"))
        #expect(difference == nil, "\(name).errors.ndjson \(difference ?? "")")
    }

    @Test("a file that fails to parse prints only its parseError messages, even with the source asked for")
    func failedFilePrintsOnlyErrors() throws {
        let output = try messages("bad", "inconsistent_cell_count.feature", GherkinMessagesOptions(predictableIds: true))
        let lines = output.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix(#"{"parseError":"#) })
    }

    @Test("files are written in the order given with the path as given as uri, ids counted across the run")
    func severalFilesInOrder() throws {
        let first = ConformanceFiles.path("good", "minimal.feature")
        let second = ConformanceFiles.path("good", "background.feature")
        let sink = MemorySink()
        let unreadable = try GherkinMessagesWriter(options: Self.only.pickles).write(paths: [first, second], to: sink)
        #expect(unreadable.isEmpty)
        let pickles = try sink.text.split(separator: "\n").map { try JSONValue(parsing: $0) }
        let uris = pickles.compactMap { pickle -> String? in
            guard case .object(let envelope) = pickle, case .object(let body)? = envelope["pickle"],
                case .string(let uri)? = body["uri"] else { return nil }
            return uri
        }
        #expect(uris.first == first && uris.last == second && uris.count == pickles.count)
        // minimal.feature's AST takes ids 0-1 and its pickle 2-3; background.feature continues at 4.
        guard case .object(let envelope)? = pickles.last, case .object(let pickle)? = envelope["pickle"],
            case .array(let astNodeIds)? = pickle["astNodeIds"] else {
            Issue.record("no pickle for background.feature")
            return
        }
        #expect(astNodeIds.allSatisfy { if case .string(let id) = $0 { Int(id).map { $0 >= 4 } ?? false } else { false } })
    }

    @Test("with --predictable-ids, files parsed concurrently get the ids of one counter running through them in order")
    func countedIdsAcrossBatches() throws {
        let paths = ConformanceFiles.inputs("good").map { ConformanceFiles.path("good", $0) }
            + ConformanceFiles.inputs("bad").map { ConformanceFiles.path("bad", $0) }
        var writer = GherkinMessagesWriter(options: GherkinMessagesOptions(predictableIds: true))
        writer.batchSize = 5
        let concurrent = MemorySink()
        _ = try writer.write(paths: paths, to: concurrent)
        var ids = IdGenerator.predictable()
        var sequential: [UInt8] = []
        for path in paths {
            try writer.appendMessages(for: Array(try Data(contentsOf: URL(fileURLWithPath: path))), uri: path, ids: &ids, to: &sequential)
        }
        #expect(concurrent.text == String(decoding: sequential, as: UTF8.self))
    }

    @Test("without --predictable-ids every id is a distinct UUID and references stay consistent")
    func uuidIds() throws {
        let paths = ConformanceFiles.inputs("good").map { ConformanceFiles.path("good", $0) }
        let random = MemorySink()
        _ = try GherkinMessagesWriter(options: GherkinMessagesOptions()).write(paths: paths, to: random)
        let counted = MemorySink()
        _ = try GherkinMessagesWriter(options: GherkinMessagesOptions(predictableIds: true)).write(paths: paths, to: counted)
        let randomIds = random.text.matches(of: /"id":"([^"]*)"/).map { String($0.output.1) }
        #expect(randomIds.count > 500)
        #expect(Set(randomIds).count == randomIds.count)
        #expect(randomIds.allSatisfy { UUID(uuidString: $0) != nil && $0 == $0.lowercased() })
        // Renaming ids by order of first appearance makes both runs identical when every
        // reference points where it did.
        #expect(try IdRenaming.canonical(random.text) == IdRenaming.canonical(counted.text))
    }

    @Test("an unreadable file is reported and the others are still written")
    func unreadableFile() throws {
        let sink = MemorySink()
        let unreadable = try GherkinMessagesWriter(options: Self.only.pickles)
            .write(paths: ["/nonexistent/x.feature", ConformanceFiles.path("good", "minimal.feature")], to: sink)
        #expect(unreadable.map(\.path) == ["/nonexistent/x.feature"])
        #expect(sink.text.hasPrefix(#"{"pickle":"#))
    }
}
