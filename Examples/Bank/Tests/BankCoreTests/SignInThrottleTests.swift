import BankCore
import Testing

/// The throttle on a test clock: `at` is seconds since the test began.
@Suite struct TheSignInThrottle {
    func failing(
        _ throttle: inout SignInThrottle, _ count: Int, user: String = "ada", client: String = "mallory",
        at seconds: Int = 0
    ) {
        for _ in 0..<count { throttle.recordFailure(user: user, client: client, at: .seconds(seconds)) }
    }

    @Test func fiveWrongPasswordsAreAllowedAndTheSixthTryWaitsFiveSeconds() {
        var throttle = SignInThrottle()
        failing(&throttle, 4)
        #expect(throttle.verdict(user: "ada", client: "mallory", at: .zero) == .allowed)
        failing(&throttle, 1)
        #expect(throttle.verdict(user: "ada", client: "mallory", at: .zero) == .wait(seconds: 5))
        #expect(throttle.verdict(user: "ada", client: "mallory", at: .seconds(5)) == .allowed)
    }

    @Test func eachFurtherFailureDoublesTheWaitUpToItsCap() {
        var throttle = SignInThrottle()
        failing(&throttle, 7)
        #expect(throttle.verdict(user: "ada", client: "mallory", at: .zero) == .wait(seconds: 20))
        failing(&throttle, 20)
        #expect(throttle.verdict(user: "ada", client: "mallory", at: .zero) == .wait(seconds: 300))
    }

    @Test func theWaitIsRoundedUpToWholeSeconds() {
        var throttle = SignInThrottle()
        failing(&throttle, 5)
        #expect(throttle.verdict(user: "ada", client: "mallory", at: .milliseconds(250)) == .wait(seconds: 5))
    }

    @Test func anotherClientIsNotSlowedByOneClientsFewFailures() {
        var throttle = SignInThrottle()
        failing(&throttle, 10)
        #expect(throttle.verdict(user: "ada", client: "ada's laptop", at: .zero) == .allowed)
    }

    @Test func manyClientsFailingForOneNameLockItOnlyBriefly() {
        var throttle = SignInThrottle()
        for client in 0..<100 { failing(&throttle, 1, client: "bot \(client)") }
        #expect(throttle.verdict(user: "ada", client: "ada's laptop", at: .zero) == .wait(seconds: 30))
        #expect(throttle.verdict(user: "ada", client: "ada's laptop", at: .seconds(30)) == .allowed)
    }

    @Test func oneClientTryingManyNamesWaits() {
        var throttle = SignInThrottle()
        for user in 0..<50 { failing(&throttle, 1, user: "user \(user)") }
        #expect(throttle.verdict(user: "someone new", client: "mallory", at: .zero) == .wait(seconds: 1))
    }

    @Test func signingInClearsTheNamesCountsButNotTheClients() {
        var throttle = SignInThrottle()
        failing(&throttle, 5)
        throttle.recordSuccess(user: "ada", client: "mallory")
        #expect(throttle.verdict(user: "ada", client: "mallory", at: .zero) == .allowed)
        for user in 0..<50 { failing(&throttle, 1, user: "user \(user)") }
        throttle.recordSuccess(user: "user 0", client: "mallory")
        // Fifty-five failures from the client: five past its threshold, so 2⁵ seconds.
        #expect(throttle.verdict(user: "user 0", client: "mallory", at: .zero) == .wait(seconds: 32))
    }

    @Test func failuresAreForgottenAfterAQuietWhile() {
        var throttle = SignInThrottle()
        failing(&throttle, 4)
        failing(&throttle, 1, at: 900)
        #expect(throttle.verdict(user: "ada", client: "mallory", at: .seconds(900)) == .allowed)
    }

    @Test func quietKeysAreSweptOutAsTheTableGrows() {
        var throttle = SignInThrottle(sweepAbove: 4)
        failing(&throttle, 1)
        failing(&throttle, 1, client: "elsewhere")
        #expect(throttle.countedKeys == 5)
        failing(&throttle, 1, user: "grace", client: "somewhere else", at: 901)
        #expect(throttle.countedKeys == 3)
    }

    @Test func aThrottleWithTheSameCountsEqualsAnother() {
        var first = SignInThrottle()
        var second = SignInThrottle()
        failing(&first, 3)
        failing(&second, 3)
        #expect(first == second)
        failing(&second, 1)
        #expect(first != second)
    }
}
