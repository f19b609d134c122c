import Foundation
import Testing

@testable import Requirements

/// The world of a suite written requirements first, whose snippet block is pasted as printed.
struct PasteWorld {}

/// The snippet block must be pasteable as printed: `PastedSnippetBlock.swift` holds what a run of
/// ``feature`` printed, compiled into this target; with it, every step is defined exactly once.
@Suite("Snippets pasted as printed")
struct PastedSnippetTests {
    /// Steps whose snippets compete: `{int}` and `{float}` (and a decimal that only `{float}`
    /// matches), `{string}`, a parameter type of the suite's own, and a step the suite defines.
    static let feature = """
        Feature: Coffee
          Scenario: Loyalty
            Given Ada has already bought 3 coffees
            When she orders 2 "large" mocha
            Then she has paid 7.5 euros
          Scenario: More loyalty
            Given Ada has already bought 12 coffees
            And Ada has already bought 2.5 coffees
            When she orders 1 "small" vanilla
            Then she has paid 4 euros
            And the barista is happy
          Scenario: Written already
            Given Ada has a loyalty card
        """

    /// The suite's own vocabulary, before anything is pasted.
    static func written(_ steps: inout Steps<PasteWorld>) {
        steps.parameterType("flavour", regexp: "mocha|vanilla") { (text: String) -> String? in text }
        steps.given("Ada has a loyalty card") { _ in }
    }

    static func suite(_ define: @escaping @Sendable (inout Steps<PasteWorld>) -> Void) -> FeatureSuite<PasteWorld> {
        makeSuite(
            feature, uri: "features/coffee.feature",
            steps: Steps<PasteWorld>(world: PasteWorld.init) { steps in
                define(&steps)
            }
        ) { $0.strict = false }
    }

    @Test("the run prints the block that PastedSnippetBlock.swift holds, as printed")
    func theBlockIsWhatWasPasted() async throws {
        let result = await Self.suite { Self.written(&$0) }.run()
        let block = try #require(result.snippetBlock)
        let pasted = try String(contentsOfFile: Self.pastedFile, encoding: .utf8)
        let start = try #require(pasted.range(of: "func undefinedSteps("))
        let end = try #require(pasted.range(of: "\n}\n", range: start.upperBound..<pasted.endIndex))
        #expect(block.hasSuffix("\n\n" + pasted[start.lowerBound..<end.lowerBound] + "\n}"))
    }

    @Test("with the block pasted, every step is defined once: pending, never undefined or ambiguous")
    func thePastedBlockDefinesEveryStepOnce() async throws {
        let pasted = Self.suite { steps in
            Self.written(&steps)
            undefinedSteps(&steps)
        }
        // NB: a dry run matches every step, where a run stops each scenario at its first pending step.
        var dryRun = pasted.configuration
        dryRun.dryRun = true
        let matched = await pasted.run(dryRun, collectingEnvelopes: true)
        let statuses = stepStatuses(matched).flatMap { $0 }
        #expect(statuses.count == 9)
        #expect(!statuses.contains("UNDEFINED"))
        #expect(!statuses.contains("AMBIGUOUS"))
        let result = await pasted.run(collectingEnvelopes: true)
        #expect(stepStatuses(result).compactMap(\.first) == ["PENDING", "PENDING", "PASSED"])
        #expect(result.snippetBlock == nil)
    }

    static let pastedFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("PastedSnippetBlock.swift").path
}
