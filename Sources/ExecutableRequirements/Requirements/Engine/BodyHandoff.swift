/// Carries a scenario's context into the task a step or hook body runs in under its time limit.
///
/// NB: @unchecked, because the context (and the world in it) is not `Sendable`, and vouched
/// for by the engine's protocol: it hands the value to the body's task and does not touch it
/// again until that task has ended; when the task outlives its limit and its cancellation,
/// the engine abandons the value and never touches it again (see `ScenarioAttempt`).
struct BodyHandoff<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
