import CucumberMessages
import Foundation
import Testing
import VerityFormatters

@testable import Requirements

@Suite("The pretty report of a parallel run")
struct PrettyParallelTests {
    /// Two features' scenarios, finishing alternately as a parallel run finishes them.
    static func interleavedRun() async throws -> [Envelope] {
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given("a step") { _ in }
        }
        let features = [
            FeatureFile(
                uri: "features/a.feature",
                text: "Feature: A\n  Scenario: a1\n    Given a step\n  Scenario: a2\n    Given a step\n"),
            FeatureFile(
                uri: "features/b.feature",
                text: "Feature: B\n  Scenario: b1\n    Given a step\n  Scenario: b2\n    Given a step\n"),
        ]
        var configuration = RunConfiguration()
        configuration.parallel = false
        let envelopes = await FeatureSuite(steps, features: features, configuration: configuration)
            .run(collectingEnvelopes: true).envelopes
        // NB: cut the stream into each test case's messages and deal them out a1, b1, a2, b2.
        let first = try #require(envelopes.firstIndex { $0.testCaseStarted != nil })
        let last = try #require(envelopes.lastIndex { $0.testCaseFinished != nil })
        var blocks: [[Envelope]] = []
        for envelope in envelopes[first...last] {
            if envelope.testCaseStarted != nil { blocks.append([]) }
            blocks[blocks.count - 1].append(envelope)
        }
        try #require(blocks.count == 4)
        let dealt = [blocks[0], blocks[2], blocks[1], blocks[3]].flatMap { $0 }
        return Array(envelopes[..<first]) + dealt + Array(envelopes[(last + 1)...])
    }

    @Test("prints each feature's heading once, its scenarios together, even when they finish interleaved")
    func oneHeadingPerFeature() async throws {
        let text = try ReportOutputCapture().render(try await Self.interleavedRun(), format: .pretty)
        #expect(text.components(separatedBy: "Feature: A").count == 2)
        #expect(text.components(separatedBy: "Feature: B").count == 2)
        let order = ["Feature: A", "Scenario: a1", "Scenario: a2", "Feature: B", "Scenario: b1", "Scenario: b2"]
            .compactMap { text.range(of: $0)?.lowerBound }
        #expect(order.count == 6 && order == order.sorted(), "\(text)")
    }
}
