import CucumberMessages
import Requirements
import Testing

@Suite("Hooks")
struct HookTests {
    @Test("Before hooks run by order then definition, after hooks in reverse, filtered by tags")
    func orderAndTags() async {
        let recorder = Recorder()
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.beforeAll { _ in recorder.record("beforeAll") }
            steps.before(name: "second", order: 2) { _ in recorder.record("before 2") }
            steps.before(order: 1) { _ in recorder.record("before 1") }
            steps.before("@db") { _ in recorder.record("before @db") }
            steps.beforeStep { scenario in recorder.record("beforeStep \(scenario.step?.text ?? "")") }
            steps.given("a step") { _ in recorder.record("step") }
            steps.afterStep { _ in recorder.record("afterStep") }
            steps.after(order: 1) { _ in recorder.record("after 1") }
            steps.after(order: 2) { _ in recorder.record("after 2") }
            steps.afterAll { _ in recorder.record("afterAll") }
        }
        let result = await makeSuite("Feature: F\n  Scenario: S\n    Given a step\n", steps: steps).run()
        #expect(result.success)
        #expect(
            recorder.recorded == [
                "beforeAll", "before 1", "before 2", "beforeStep a step", "step", "afterStep", "after 2", "after 1",
                "afterAll",
            ])
    }

    @Test("Steps and hooks attach text, bytes, logs and links to the running step")
    func attachments() async throws {
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.before { scenario in scenario.log("starting") }
            steps.given("a step") { scenario in
                scenario.attach([1, 2, 3], mediaType: "application/octet-stream", fileName: "data.bin")
                scenario.link("https://example.com")
            }
        }
        let result = await makeSuite("Feature: F\n  Scenario: S\n    Given a step\n", steps: steps).run(
            collectingEnvelopes: true)
        let attachments = result.envelopes.compactMap(\.attachment)
        #expect(
            attachments.map(\.mediaType) == ["text/x.cucumber.log+plain", "application/octet-stream", "text/uri-list"])
        #expect(attachments.map(\.body) == ["starting", "AQID", "https://example.com"])
        #expect(attachments[1].contentEncoding == .base64)
        #expect(attachments[1].fileName == "data.bin")
        let testCase = try #require(result.envelopes.compactMap(\.testCase).first)
        #expect(
            attachments.map(\.testStepId) == [
                testCase.testSteps[0].id, testCase.testSteps[1].id, testCase.testSteps[1].id,
            ])
    }

    @Test("A failing before-all hook stops every scenario and fails the run")
    func failingBeforeAll() async {
        struct Down: Error {}
        let recorder = Recorder()
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.beforeAll { _ in throw Down() }
            steps.given("a step") { _ in recorder.record("step") }
            steps.afterAll { _ in recorder.record("afterAll") }
        }
        let result = await makeSuite("Feature: F\n  Scenario: S\n    Given a step\n", steps: steps).run()
        #expect(!result.success)
        #expect(recorder.recorded == ["afterAll"])
        #expect(result.problems.first?.contains("before-all hook") == true)
    }

    @Test("An invalid hook tag expression stops the run before any scenario, naming the hook")
    func invalidTagExpression() async {
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.before("@a and") { _ in }
        }
        let result = await makeSuite("Feature: F\n  Scenario: S\n", steps: steps).run(collectingEnvelopes: true)
        #expect(!result.success)
        #expect(result.envelopes.last?.testRunFinished?.exception != nil)
        #expect(result.problems.first?.contains("HookTests.swift") == true)
    }
}

@Suite("Failures outside steps")
struct FailuresOutsideStepsTests {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "database unavailable" }
    }

    @Test("A world that cannot be made fails the scenario's first step and skips the rest")
    func worldFactoryFailure() async throws {
        let steps = Steps<Shop>(world: { throw Unavailable() }) { steps in
            steps.given("a step") { _ in }
        }
        let result = await makeSuite("Feature: F\n  Scenario: S\n    Given a step\n    And a step\n", steps: steps)
            .run(collectingEnvelopes: true)
        #expect(stepStatuses(result) == [["FAILED", "SKIPPED"]])
        #expect(result.scenarios.first?.problems.first?.message == "database unavailable")
    }

    @Test("A failing after hook fails the scenario and is reported as the hook, at the scenario")
    func afterHookFailure() async throws {
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given("a step") { _ in }
            steps.after(name: "cleanup") { _ in throw Unavailable() }
        }
        let result = await makeSuite("Feature: F\n  Scenario: S\n    Given a step\n", steps: steps).run()
        let problem = try #require(result.scenarios.first?.problems.first)
        #expect(result.scenarios.first?.status == .failed)
        #expect(problem.step == "After hook 'cleanup'")
        #expect(problem.line == 2)
    }

    @Test("Skipping from a before hook skips the steps without failing the run")
    func skipFromBeforeHook() async {
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.before { _ in throw Skipped("not on this platform") }
            steps.given("a step") { _ in }
        }
        let result = await makeSuite("Feature: F\n  Scenario: S\n    Given a step\n", steps: steps).run(
            collectingEnvelopes: true)
        #expect(result.success)
        #expect(stepStatuses(result) == [["SKIPPED", "SKIPPED"]])
    }
}
