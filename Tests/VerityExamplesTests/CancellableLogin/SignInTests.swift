import Testing
import Verity
import VerityTesting

@Suite("Example: a sign-in whose late answer is cancelled", .timeLimit(.minutes(1)))
struct SignInTests {
    /// A server that holds each answer until the test lets it go, and answers even when the
    /// request was cancelled (it was already sent).
    final class Server: Sendable {
        private let gates = Locked<[String: CheckedContinuation<Void, Never>]>([:])
        let requests = Locked<[String]>([])
        /// One element per request that arrives, so that `answer` waits for it instead of polling.
        private let arrivals: AsyncStream<Void>
        private let arriving: AsyncStream<Void>.Continuation

        init() {
            (arrivals, arriving) = AsyncStream.makeStream(of: Void.self)
        }

        func requestToken(_ user: String) async -> String? {
            await withCheckedContinuation { continuation in
                gates.withLock { $0[user] = continuation }
                requests.withLock { $0.append(user) }
                arriving.yield()
            }
            return user == "eve" ? nil : "token-\(user)"
        }

        /// Lets the answer for `user` go, once the request has arrived, however long that takes
        /// (the suite's time limit ends a wait for a request that never comes). One at a time.
        func answer(_ user: String) async {
            if let gate = gates.withLock({ $0.removeValue(forKey: user) }) { return gate.resume() }
            for await _ in arrivals {
                if let gate = gates.withLock({ $0.removeValue(forKey: user) }) { return gate.resume() }
            }
            Issue.record("no request for \(user) arrived")
        }
    }

    @Test func anAnsweredSignInSignsIn() async {
        let server = Server()
        let tester = SourceTester(SignIn.source(requestToken: server.requestToken))
        tester.invoke(\.editing?.userChanged, "ada")
        await tester.expect(\.editing?.user, equals: "ada")
        tester.invoke(\.editing?.signIn)
        await tester.expect(\.signingIn?.user, equals: "ada")
        await server.answer("ada")
        await tester.expect(\.signedIn?.token, equals: "token-ada")
        await tester.finish(timeout: .seconds(5))
    }

    @Test func anAnswerThatComesAfterCancelChangesNothing() async {
        let server = Server()
        let tester = SourceTester(SignIn.source(requestToken: server.requestToken))
        tester.invoke(\.editing?.userChanged, "ada")
        await tester.expect(\.editing?.user, equals: "ada")
        tester.invoke(\.editing?.signIn)
        await tester.expect(\.signingIn?.user, equals: "ada")
        tester.invoke(\.signingIn?.cancel)
        await tester.expect(\.editing?.user, equals: "ada")
        await server.answer("ada")  // the server answers anyway
        #expect(await tester.source.workFinished())
        await tester.finish(timeout: .seconds(5))  // fails if the late answer emitted a model
        #expect(tester.model.signedIn == nil)
    }

    @Test func aLateAnswerToACancelledRequestDoesNotSignInTheNextAttempt() async {
        let server = Server()
        let tester = SourceTester(SignIn.source(requestToken: server.requestToken))
        tester.invoke(\.editing?.userChanged, "ada")
        await tester.expect(\.editing?.user, equals: "ada")
        tester.invoke(\.editing?.signIn)
        await tester.expect(\.signingIn?.user, equals: "ada")
        tester.invoke(\.signingIn?.cancel)
        await tester.expect(\.editing?.user, equals: "ada")
        tester.invoke(\.editing?.userChanged, "eve")
        await tester.expect(\.editing?.user, equals: "eve")
        tester.invoke(\.editing?.signIn)
        await tester.expect(\.signingIn?.user, equals: "eve")
        await server.answer("ada")  // ada's answer arrives while eve's request runs
        await server.answer("eve")
        await tester.expect(\.editing?.error, equals: "refused")
        await tester.finish(timeout: .seconds(5))
        // NB: both requests were sent; their tasks may reach the server in either order.
        #expect(server.requests.withLock { $0 }.sorted() == ["ada", "eve"])
    }
}
