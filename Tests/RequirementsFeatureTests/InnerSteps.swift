import Requirements

/// The state of one scenario of an inner suite: nothing, because every inner step reports what
/// it did through attachments, which the message stream records in order.
struct InnerWorld {}

/// The fixed vocabulary the inner feature files are written in, plus the hooks a scenario of
/// the outer suite asked for.
///
/// NB: steps and hooks report what ran by attaching a line of text rather than by writing to
/// shared state, so parallel inner runs cannot disturb each other and the order of the
/// attachments in the message stream is the order things ran in.
enum InnerSteps {
    static func make(hooks: [HookSpec]) -> Steps<InnerWorld> {
        Steps<InnerWorld>(world: InnerWorld.init) { steps in
            steps.step("a step passes") { _ in }
            steps.step("a step fails") { _ in throw InnerFailure(message: "the step failed on purpose") }
            steps.step("a step is pending") { _ in throw Pending("not written yet") }
            steps.step("a step is skipped") { _ in throw Skipped("not on this machine") }
            steps.step("a step attaches {string}") { (scenario, text: String) in
                scenario.attach(text, mediaType: "text/plain")
            }
            steps.step("a flaky step passes on attempt {int}") { (scenario, attempt: Int) in
                // NB: `attempt` counts from 0 in the engine and from 1 in the feature files.
                guard scenario.attempt + 1 >= attempt else {
                    throw InnerFailure(message: "attempt \(scenario.attempt + 1) failed")
                }
            }
            steps.step("a step hangs") { scenario in
                do {
                    try await Task.sleep(for: .seconds(600))
                } catch {
                    scenario.attach("the hung step saw its cancellation", mediaType: "text/plain")
                    throw error
                }
            }
            steps.step("a step ignores its cancellation") { scenario in
                // NB: a detached task does not inherit the cancellation, and awaiting its value
                // cannot be interrupted: the step goes on for 60 s whatever happens. Long enough
                // that on a busy machine, where the engine's task may resume seconds after the
                // limit passed, the step is still running when its grace period starts.
                await Task.detached { try? await Task.sleep(for: .seconds(60)) }.value
                scenario.attach("the stubborn step ended", mediaType: "text/plain")
            }
            steps.step("a step with a limit of 5 seconds takes {float} seconds", timeout: .seconds(5)) {
                (_, seconds: Double) in
                try await Task.sleep(for: .milliseconds(Int64(seconds * 1000)))
            }
            // Two definitions that both match "an ambiguous step".
            steps.step("an ambiguous step") { _ in }
            steps.step("an ambiguous {word}") { (_, _: String) in }
            for hook in hooks { hook.register(in: &steps) }
        }
    }
}

/// The error an inner step or hook fails with.
struct InnerFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
