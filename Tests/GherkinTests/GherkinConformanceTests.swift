import ConformanceSupport
import CucumberMessages
import Foundation
import Testing

@testable import Gherkin

/// The official Gherkin test data: every good input gives the expected source, AST, pickles
/// and tokens; every bad input gives the expected errors.
@Suite("Gherkin conformance", .conformanceData)
struct GherkinConformanceTests {
    private static func envelopes(_ folder: String, _ name: String, _ options: GherkinOptions) throws -> [String] {
        let bytes = try ConformanceData.bytes(folder, name)
        let encoder = JSONEncoder()
        return try GherkinParser()
            .envelopes(for: bytes, uri: "../testdata/\(folder)/\(name)", options: options)
            .map { CanonicalJSON.line(String(decoding: try encoder.encode($0), as: UTF8.self)) }
    }

    private static func expected(_ folder: String, _ name: String) throws -> [String] {
        CanonicalJSON.lines(try ConformanceData.text(folder, name))
    }

    @Test("the conformance data is where the tests look for it")
    func dataIsPresent() {
        expectConformanceData()
        #expect(ConformanceData.goodInputs.count >= 44, "good inputs under \(ConformanceData.testdata.path)")
        #expect(ConformanceData.badInputs.count >= 10, "bad inputs under \(ConformanceData.testdata.path)")
    }

    @Test("source envelope equals the expected one", arguments: ConformanceData.goodInputs)
    func source(_ name: String) throws {
        let actual = try Self.envelopes(
            "good", name, GherkinOptions(includeGherkinDocument: false, includePickles: false, predictableIds: true))
        let diff = firstDifference(
            name + ".source.ndjson", expected: try Self.expected("good", name + ".source.ndjson"), actual: actual)
        #expect(diff == nil, "\(diff ?? "")")
    }

    @Test("AST equals the expected one", arguments: ConformanceData.goodInputs)
    func ast(_ name: String) throws {
        let actual = try Self.envelopes(
            "good", name, GherkinOptions(includeSource: false, includePickles: false, predictableIds: true))
        let diff = firstDifference(
            name + ".ast.ndjson", expected: try Self.expected("good", name + ".ast.ndjson"), actual: actual)
        #expect(diff == nil, "\(diff ?? "")")
    }

    @Test("pickles equal the expected ones", arguments: ConformanceData.goodInputs)
    func pickles(_ name: String) throws {
        let actual = try Self.envelopes(
            "good", name, GherkinOptions(includeSource: false, includeGherkinDocument: false, predictableIds: true))
        let diff = firstDifference(
            name + ".pickles.ndjson", expected: try Self.expected("good", name + ".pickles.ndjson"), actual: actual)
        #expect(diff == nil, "\(diff ?? "")")
    }

    @Test("tokens equal the expected dump exactly", arguments: ConformanceData.goodInputs)
    func tokens(_ name: String) throws {
        let source = try ConformanceData.text("good", name)
        let actual = GherkinParser().tokenDump(source, mediaType: GherkinParser.mediaType(forURI: name))
        let expected = try ConformanceData.text("good", name + ".tokens")
        let diff = firstDifference(
            name + ".tokens", expected: expected.components(separatedBy: "\n"),
            actual: actual.components(separatedBy: "\n"))
        #expect(diff == nil, "\(diff ?? "")")
    }

    @Test("errors equal the expected ones", arguments: ConformanceData.badInputs)
    func errors(_ name: String) throws {
        let actual = try Self.envelopes("bad", name, GherkinOptions(includeSource: false, predictableIds: true))
        let diff = firstDifference(
            name + ".errors.ndjson", expected: try Self.expected("bad", name + ".errors.ndjson"), actual: actual)
        #expect(diff == nil, "\(diff ?? "")")
    }
}
