import CucumberMessages
import Testing

@testable import Requirements

@Suite("A pending step")
struct PendingReasonTests {
    static let feature = "Feature: F\n  Scenario: S\n    Given a step for later\n"

    @Test("with a reason carries a PendingException with that reason, as Cucumber's runners report it")
    func reasonIsAnException() async throws {
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given("a step for later") { _ in throw Pending("TODO") }
        }
        let result = await makeSuite(Self.feature, steps: steps).run(collectingEnvelopes: true)
        let step = try #require(result.envelopes.compactMap(\.testStepFinished).first)
        #expect(step.testStepResult.status == .pending)
        #expect(step.testStepResult.message == "TODO")
        #expect(step.testStepResult.exception?.type == "PendingException")
        #expect(step.testStepResult.exception?.message == "TODO")
    }

    @Test("without a reason carries no exception")
    func noReasonNoException() async throws {
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given("a step for later") { _ in throw Pending() }
        }
        let result = await makeSuite(Self.feature, steps: steps).run(collectingEnvelopes: true)
        let step = try #require(result.envelopes.compactMap(\.testStepFinished).first)
        #expect(step.testStepResult.status == .pending)
        #expect(step.testStepResult.exception == nil)
    }
}
