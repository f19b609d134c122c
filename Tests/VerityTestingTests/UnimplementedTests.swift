import Testing
import Verity
import VerityTesting

/// Dependencies as plain closures, the way production code passes them.
private struct Dependencies: Sendable {
    var confirm: @Sendable () async -> Bool
    var fetch: @Sendable (Int, String) async throws -> [String]
    var logOut: @Sendable () -> Void
}

private struct Offline: Error, Equatable {}

@Suite("unimplemented stand-ins fail the test that calls them")
struct UnimplementedTests {
    @Test func aClosureThatReturnsNothingFailsNamingItselfAndItsInput() {
        let log: @Sendable (String, Int) -> Void = unimplemented("log")
        withKnownIssue {
            log("saved", 2)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(#"Unimplemented: log("saved", 2) was called"#) }
        }
    }

    @Test func closuresOfEveryShapeFailAndAnswerWithThePlaceholderOrTheError() async {
        let dependencies = Dependencies(
            confirm: unimplemented("confirm", placeholder: false),
            fetch: unimplemented("fetch", throwing: Offline()),
            logOut: unimplemented("logOut")
        )
        await expectFailure("Unimplemented: confirm was called") {
            #expect(await dependencies.confirm() == false)
        }
        await expectFailure(#"Unimplemented: fetch(1, "a") was called"#) {
            await #expect(throws: Offline()) { try await dependencies.fetch(1, "a") }
        }
        await expectFailure("Unimplemented: logOut was called") {
            dependencies.logOut()
        }
    }

    @Test func aClosureThatIsNeverCalledPasses() {
        let dependencies = Dependencies(
            confirm: { true }, fetch: unimplemented("fetch", placeholder: []), logOut: unimplemented("logOut"))
        _ = dependencies
    }

    @Test func actionsOfEveryKindFailWhenInvoked() async {
        let logIn = Action<String>.unimplemented("logIn")
        let brightness = ReturningAction<Int, String>.unimplemented("brightness", placeholder: "dark")
        let sync = AsyncAction<Void, Bool>.unimplemented("sync", placeholder: false)
        await expectFailure(#"Unimplemented: logIn("ada") was called"#) {
            logIn("ada")
        }
        await expectFailure("Unimplemented: brightness(3) was called") {
            #expect((try? brightness(3)) == "dark")
        }
        await expectFailure("Unimplemented: sync was called") {
            #expect((try? await sync()) == false)
        }
        #expect(logIn.identity.method == "logIn", "it stands for the method it replaces")
    }

    /// Passes only if `body` records an issue saying `message`, and no other.
    private func expectFailure(_ message: String, _ body: () async -> Void) async {
        await withKnownIssue {
            await body()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(message) }
        }
    }
}
