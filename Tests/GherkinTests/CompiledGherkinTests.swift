import CucumberMessages
import Foundation
import TestFixtures
import Testing

@testable import Gherkin

/// `GherkinParser.compile` (the compact form) gives the same document, pickles and ids as
/// parsing and then compiling the document's messages.
@Suite("Compiled Gherkin")
struct CompiledGherkinTests {
    /// The project's own good Gherkin files (`Tests/Fixtures/Features/good`).
    static let fixtureInputs = Fixtures.features("good")

    @Test("compiling gives the document and pickles that parsing then compiling gives", arguments: fixtureInputs)
    func matchesParseThenCompile(_ name: String) throws {
        try Self.expectCompileMatchesParseThenCompile(Fixtures.bytes("Features/good/\(name)"), name)
    }

    @Test(
        "pickle envelopes written from the compact form are the bytes NDJSONEncoder writes for the messages",
        arguments: fixtureInputs)
    func pickleEnvelopesMatchTheEncoder(_ name: String) throws {
        try Self.expectPickleEnvelopesMatchTheEncoder(Fixtures.bytes("Features/good/\(name)"), name)
    }

    static func expectCompileMatchesParseThenCompile(_ bytes: [UInt8], _ name: String) throws {
        let mediaType = GherkinParser.mediaType(forURI: name)
        var parsedIds = IdGenerator.predictable()
        let document = try #require(
            GherkinParser().parse(bytes: bytes, uri: name, mediaType: mediaType, ids: &parsedIds).document)
        let pickles = PickleCompiler().compile(document, uri: name, ids: &parsedIds)

        var compiledIds = IdGenerator.predictable()
        let compiled = GherkinParser().compile(bytes: bytes, uri: name, mediaType: mediaType, ids: &compiledIds)
        #expect(compiled.errors.isEmpty, "\(name)")
        #expect(compiled.document == document, "\(name)")
        #expect(compiled.pickles == pickles, "\(name)")
        #expect(compiled.pickleCount == pickles.count, "\(name)")
        #expect(compiledIds.next() == parsedIds.next(), "\(name): the generator continues after the same number of ids")
    }

    static func expectPickleEnvelopesMatchTheEncoder(_ bytes: [UInt8], _ name: String) throws {
        var ids = IdGenerator.predictable()
        let compiled = GherkinParser().compile(
            bytes: bytes, uri: name, mediaType: GherkinParser.mediaType(forURI: name), ids: &ids)
        var expected: [UInt8] = []
        for pickle in compiled.pickles { try NDJSONEncoder().appendLine(Envelope(pickle: pickle), to: &expected) }
        var written: [UInt8] = []
        compiled.appendPickleEnvelopes(to: &written)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self), "\(name)")
    }

    @Test(
        "pickle envelopes match the encoder for placeholders in doc strings, media types and tables, and renumbered ids"
    )
    func pickleEnvelopesWithRewrittenTexts() throws {
        let text = """
            @f
            Feature: F
              Scenario Outline: <a> "quoted" \\ name
                Given a doc
                  ```<m>
                  <a>
                  \\```
                  ```
                And a table
                  | <a> | \\| x |
                  | y\\n | <b> |
                Then <b>
                @e
                Examples:
                  | a | b  | m |
                  | 1 | \t | |
                  | "2" | <a> | json |
            """
        var ids = IdGenerator.predictable()
        let compiled = GherkinParser().compile(text, uri: "f.feature", ids: &ids)
        #expect(compiled.errors.isEmpty)
        for renumbered in [compiled, compiled.withIds(.predictable(from: 100)), compiled.withIds(.uuid())] {
            var expected: [UInt8] = []
            for pickle in renumbered.pickles { try NDJSONEncoder().appendLine(Envelope(pickle: pickle), to: &expected) }
            var written: [UInt8] = []
            renumbered.appendPickleEnvelopes(to: &written)
            #expect(String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        }
        let firstId = try #require(compiled.pickles.first.flatMap { Int($0.id) })
        #expect(compiled.withIds(.predictable(from: 100)).pickles.first?.id == String(100 + firstId))
    }

    @Test(
        "each examples table of an outline fills it by its own header, whether or not an earlier table had the same one"
    )
    func examplesTablesWithSameAndDifferentHeaders() throws {
        let text = """
            Feature: F
              Scenario Outline: <a> then <b>
                Given <a> and <b>
                Examples:
                  | a | b |
                  | 1 | 2 |
                Examples:
                  | a | b |
                  | 3 | 4 |
                Examples:
                  | b | a |
                  | 5 | 6 |
                Examples:
                  | a | c |
                  | 7 | 8 |
                Examples:
                  | a | b |
                  | 9 | 0 |
              Scenario Outline: <a>
                Given <a>
                Examples:
                  | a |
                  | x |
            """
        var ids = IdGenerator.predictable()
        let compiled = GherkinParser().compile(text, uri: "f.feature", ids: &ids)
        #expect(compiled.errors.isEmpty)
        #expect(compiled.pickles.map(\.name) == ["1 then 2", "3 then 4", "6 then 5", "7 then <b>", "9 then 0", "x"])
        #expect(
            compiled.pickles.map { $0.steps.map(\.text) } == [
                ["1 and 2"], ["3 and 4"], ["6 and 5"], ["7 and <b>"], ["9 and 0"], ["x"],
            ])
        var parsedIds = IdGenerator.predictable()
        let document = try #require(GherkinParser().parse(text, uri: "f.feature", ids: &parsedIds).document)
        #expect(compiled.pickles == PickleCompiler().compile(document, uri: "f.feature", ids: &parsedIds))
    }

    @Test("random ids are the same every time the messages are made")
    func randomIdsAreStable() {
        var ids = IdGenerator.uuid()
        let compiled = GherkinParser().compile(
            "Feature: F\n  Scenario Outline: S <a>\n    Given <a>\n    Examples:\n      | a |\n      | 1 |\n      | 2 |\n",
            uri: "f.feature", ids: &ids)
        #expect(compiled.pickles == compiled.pickles)
        #expect(compiled.document == compiled.document)
        let stepIds = Set(compiled.pickles.flatMap { $0.steps.map(\.id) } + compiled.pickles.map(\.id))
        #expect(stepIds.count == 4, "every pickle and pickle step has its own id")
        let astIds = compiled.pickles.flatMap(\.astNodeIds)
        #expect(!Set(astIds).isDisjoint(with: [compiled.document?.feature?.children.first?.scenario?.id ?? ""]))
    }

    @Test("a document with errors has no document and no pickles, only its errors")
    func errors() {
        var ids = IdGenerator.predictable()
        let text = "Feature: F\n  Scenario: S\n    Given x\n      | a |\n      | b | c |\n"
        let compiled = GherkinParser().compile(text, uri: "e.feature", ids: &ids)
        #expect(compiled.document == nil)
        #expect(compiled.pickles.isEmpty)
        #expect(compiled.pickleCount == 0)
        #expect(compiled.errors == GherkinParser().parse(text, uri: "e.feature").errors)
        #expect(compiled.errors.map(\.message) == ["(5:7): inconsistent cell count within the table"])
    }

    /// A text, an examples header and a row of values.
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let header: [String]
        let values: [String]
        var testDescription: String { "\(text) with \(header) = \(values)" }
    }

    static let cases: [Case] = [
        Case(text: "pay <amount> to <who>", header: ["amount", "who"], values: ["$1\\", "a\\b"]),
        Case(text: "no placeholder here", header: ["a"], values: ["1"]),
        Case(text: "<unknown> stays", header: ["a"], values: ["1"]),
        Case(text: "<a><a><b>", header: ["a", "b"], values: ["1", "2"]),
        Case(text: "first column wins: <a>", header: ["a", "a"], values: ["1", "2"]),
        Case(text: "a value naming <a>", header: ["a", "b"], values: ["<b>", "z"]),
        Case(text: "a value closing <a>", header: ["a", "b"], values: ["x>", "z"]),
        Case(text: "nested <<a>>", header: ["a", "x"], values: ["x", "y"]),
        Case(text: "arrow -> <a> > end", header: ["a"], values: ["v"]),
        Case(text: "dangling <a> <", header: ["a"], values: ["v"]),
        Case(text: "less < than <a> more", header: ["a", " than <a"], values: ["v", "w"]),
        Case(text: "bracketed name <a<b>", header: ["a<b", "b"], values: ["1", "2"]),
        Case(text: "a closing name <a>b>", header: ["a>b", "a"], values: ["1", "2"]),
        Case(text: "empty name <> and <a>", header: ["", "a"], values: ["e", "f"]),
        Case(text: "Grüße, <name>! <name>?", header: ["name"], values: ["Łukasz"]),
        Case(text: "<a>", header: ["a"], values: [""]),
        Case(text: "multi\nline <a>\n<b>", header: ["a", "b"], values: ["x\ny", "z"]),
    ]

    /// The reference algorithm, as the official compilers write it: one replace-all per header
    /// column, in column order.
    static func reference(_ text: String, _ header: [String], _ values: [String]) -> String {
        var result = text
        for (name, value) in zip(header, values) { result = result.replacingOccurrences(of: "<\(name)>", with: value) }
        return result
    }

    /// A table cell as written in a feature file.
    static func cell(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    @Test("placeholders are filled exactly as the reference algorithm fills them", arguments: cases)
    func placeholders(_ example: Case) throws {
        let oneLine = !example.text.contains("\n")
        var feature = "Feature: F\n  Scenario Outline: \(oneLine ? example.text : "S")\n"
        feature += "    Given \(oneLine ? example.text : "a step")\n"
        feature += "      \"\"\"\(oneLine ? example.text : "")\n"
        for line in example.text.split(separator: "\n", omittingEmptySubsequences: false) {
            feature += "      \(line)\n"
        }
        feature += "      \"\"\"\n"
        feature += "    When a table\n      | \(Self.cell(example.text)) |\n"
        feature += "    Examples:\n"
        feature += "      | " + example.header.map(Self.cell).joined(separator: " | ") + " |\n"
        feature += "      | " + example.values.map(Self.cell).joined(separator: " | ") + " |\n"
        var ids = IdGenerator.predictable()
        let compiled = GherkinParser().compile(feature, uri: "p.feature", ids: &ids)
        #expect(compiled.errors.isEmpty, "\(compiled.errors)")
        let pickle = try #require(compiled.pickles.first)
        let expected = Self.reference(example.text, example.header, example.values)
        if oneLine {
            #expect(pickle.name == expected)
            #expect(pickle.steps[0].text == expected)
            #expect(pickle.steps[0].argument?.docString?.mediaType == expected)
        }
        #expect(pickle.steps[0].argument?.docString?.content == expected)
        #expect(pickle.steps[1].argument?.dataTable?.rows.first?.cells.first?.value == expected)
    }

    @Test("a short examples row fills only the columns it has")
    func shortRow() throws {
        var ids = IdGenerator.predictable()
        let text =
            "Feature: F\n  Scenario Outline: S\n    Given <a> and <b>\n    Examples:\n      | a | b |\n      | 1 | 2 |\n"
        let compiled = GherkinParser().compile(text, uri: "s.feature", ids: &ids)
        #expect(try #require(compiled.pickles.first).steps[0].text == "1 and 2")
    }
}
