import Requirements
import Testing

/// The failure of a scenario's first attempt, so that it is retried.
struct FirstAttemptFails: Error {}

/// A value a scope binds for the scenarios it runs.
enum ScopeLabel {
    @TaskLocal static var current: String?
}

@Suite("Scopes around each scenario attempt (Steps.around)")
struct ScenarioScopeTests {
    static let feature = FeatureFile(
        uri: "features/scopes.feature",
        text: """
            Feature: Scopes
              Scenario: One
                Given a step that reads the label
            """)

    func run(_ steps: Steps<Shop>, retry: Int = 0) async -> RunResult {
        var configuration = RunConfiguration()
        configuration.parallel = false
        configuration.tags = nil
        configuration.retry = retry
        return await FeatureSuite(steps, features: [Self.feature], configuration: configuration).run()
    }

    @Test("scopes nest in registration order, and what they bind is seen by the world, hooks, steps and their tasks")
    func nestingAndTaskLocals() async {
        let recorder = Recorder()
        let steps = Steps<Shop>(
            world: {
                recorder.record("world sees \(ScopeLabel.current ?? "nothing")")
                return Shop()
            }
        ) { steps in
            steps.around { scenario, run in
                recorder.record("outer enters \(scenario.name)")
                await ScopeLabel.$current.withValue("outer") { await run() }
                recorder.record("outer leaves")
            }
            steps.around { _, run in
                recorder.record("inner enters")
                await run()
                recorder.record("inner leaves")
            }
            steps.before { _ in recorder.record("hook sees \(ScopeLabel.current ?? "nothing")") }
            steps.given("a step that reads the label") { _ in
                let seen = await Task { ScopeLabel.current }.value
                recorder.record("a step's task sees \(seen ?? "nothing")")
            }
        }
        let result = await run(steps)
        #expect(result.success)
        #expect(
            recorder.recorded == [
                "outer enters One", "inner enters", "world sees outer", "hook sees outer", "a step's task sees outer",
                "inner leaves", "outer leaves",
            ])
    }

    @Test("a scope that never calls run still has its scenario run, after it; a second call runs nothing")
    func runExactlyOnce() async {
        let recorder = Recorder()
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.around { _, _ in recorder.record("forgetful scope") }
            steps.around { _, run in
                await run()
                await run()
            }
            steps.given("a step that reads the label") { _ in recorder.record("step") }
        }
        let result = await run(steps)
        #expect(result.success)
        #expect(recorder.recorded == ["forgetful scope", "step"])
    }

    @Test("every attempt of a retried scenario runs inside the scope")
    func retriesRunInside() async {
        let recorder = Recorder()
        let attempts = Recorder()
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.around { _, run in
                recorder.record("enter")
                await run()
            }
            steps.given("a step that reads the label") { _ in
                attempts.record("attempt")
                if attempts.recorded.count < 2 { throw FirstAttemptFails() }
            }
        }
        _ = await run(steps, retry: 1)
        #expect(attempts.recorded.count == 2)
        #expect(recorder.recorded == ["enter", "enter"])
    }
}
