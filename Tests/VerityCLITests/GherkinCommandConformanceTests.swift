import ConformanceSupport
import Testing

@testable import VerityCLI

/// The official Gherkin test data through `verity gherkin`'s own writer (which is not the
/// Gherkin library's `Codable` path): every good input prints the expected source, AST and
/// pickles, every bad input the expected errors, compared as the upstream tools compare them.
@Suite("verity gherkin conformance", .conformanceData, .serialized)
struct GherkinCommandConformanceTests {
    // NB: `.serialized`: its cases are many, synchronous and CPU-bound; run in parallel they
    // fill the shared thread pool's queue for tens of seconds, starving the tests that wait in
    // real time.
    private static let inputs = GherkinInputs.conformance

    @Test("the conformance data is there: 44 good and 10 bad inputs")
    func conformanceDataIsPresent() {
        expectConformanceData()
        #expect(Self.inputs.inputs("good").count >= 44, "looked in \(Self.inputs.folder.path)")
        #expect(Self.inputs.inputs("bad").count >= 10)
    }

    @Test("each good input prints the expected source, AST and pickles", arguments: inputs.inputs("good"))
    func good(name: String) throws {
        for (options, suffix) in [
            (onlyMessages.source, ".source.ndjson"), (onlyMessages.ast, ".ast.ndjson"),
            (onlyMessages.pickles, ".pickles.ndjson"),
        ] {
            let difference = try firstNDJSONDifference(
                actual: gherkinMessages(Self.inputs, "good", name, options),
                expected: Self.inputs.text("good", name + suffix))
            #expect(difference == nil, "\(name)\(suffix) \(difference ?? "")")
        }
    }

    @Test("a bad input prints the expected parseError messages", arguments: inputs.inputs("bad"))
    func errors(name: String) throws {
        let difference = try firstNDJSONDifference(
            actual: gherkinMessages(Self.inputs, "bad", name, onlyMessages.errors),
            expected: Self.inputs.text("bad", name + ".errors.ndjson"))
        #expect(difference == nil, "\(name).errors.ndjson \(difference ?? "")")
    }
}
