import CucumberMessages
import VeritySynchronization

#if canImport(Testing)
import Testing
#endif

/// How one step body or hook body ended.
struct BodyOutcome: Sendable {
    let status: StepStatus
    /// The error's description (failed), or the reason given to ``Pending`` / ``Skipped``.
    let message: String?
    /// The error's type name, for the message stream's `exception`.
    let errorType: String?

    static let passed = BodyOutcome(status: .passed, message: nil, errorType: nil)
    static let skipped = BodyOutcome(status: .skipped, message: nil, errorType: nil)
    static let undefined = BodyOutcome(status: .undefined, message: nil, errorType: nil)
    static let ambiguous = BodyOutcome(status: .ambiguous, message: nil, errorType: nil)

    /// Runs `body` and classifies how it ended; an issue the test framework recorded during
    /// it (a failed `#expect`) fails a body that did not throw.
    static func of(_ body: () async throws -> Void) async -> BodyOutcome {
        if IssueCapture.isEnabled {
            let issues = Locked<[String]>([])
            let outcome = await IssueCapture.$current.withValue(issues) { await classify(body) }
            return outcome.failing(with: issues.withLock { $0 })
        }
        #if canImport(Testing)
        if IssueCapture.outsideTests, Test.current == nil {
            return await capturingOutsideTests(body)
        }
        #endif
        return await classify(body)
    }

    #if canImport(Testing)
    /// Under XCTest no Swift Testing test is running, and a failed `#expect` records its issue
    /// with nobody to fail; a known-issue scope is public API that sees each issue as it is
    /// recorded (and keeps it from being reported a second time).
    private static func capturingOutsideTests(_ body: () async throws -> Void) async -> BodyOutcome {
        let issues = Locked<[String]>([])
        var outcome = BodyOutcome.passed
        await withKnownIssue(isIntermittent: true) {
            outcome = await classify(body)
        } matching: { issue in
            guard issue.severity >= .error else { return false }
            issues.withLock { $0.append(IssueCapture.describe(issue)) }
            return true
        }
        return outcome.failing(with: issues.withLock { $0 })
    }
    #endif

    /// This outcome, turned into a failure when the test framework recorded `issues`.
    private func failing(with issues: [String]) -> BodyOutcome {
        guard !issues.isEmpty else { return self }
        switch status {
        case .passed:
            return BodyOutcome(
                status: .failed, message: issues.joined(separator: "\n"), errorType: "ExpectationFailure")
        case .failed:
            // NB: a failed `try #require` records its issue, then throws an error whose
            // description is a dump of the expectation; the recorded text reads better.
            return BodyOutcome(status: .failed, message: issues.joined(separator: "\n"), errorType: errorType)
        default:
            return self
        }
    }

    private static func classify(_ body: () async throws -> Void) async -> BodyOutcome {
        do {
            try await body()
            return .passed
        } catch {
            return BodyOutcome(error)
        }
    }

    /// A body that ran past its time limit. `what` names the limit's owner ("step", "hook");
    /// `leftBehind` says what was not run because the body was abandoned still running.
    static func timedOut(after limit: Duration, what: String, leftBehind: String?) -> BodyOutcome {
        var message =
            "timed out after \(limit.secondsText) (the \(what)'s limit: VERITY_STEP_TIMEOUT, "
            + "RunConfiguration.stepTimeout or the definition's `timeout:`); its task was cancelled"
        if let leftBehind {
            message +=
                ", and it was still running \(TimeLimit.grace.secondsText) later, so it was left behind"
                + (leftBehind.isEmpty ? "" : " and \(leftBehind)")
        }
        return BodyOutcome(status: .failed, message: message, errorType: "TimeoutError")
    }

    init(status: StepStatus, message: String?, errorType: String?) {
        self.status = status
        self.message = message
        self.errorType = errorType
    }

    init(_ error: any Error) {
        switch error {
        case let pending as Pending:
            // NB: as with a skip, Cucumber reports a pending step with a reason as a
            // "PendingException" (the Compatibility Kit's `pending` samples with a message).
            self.init(
                status: .pending, message: pending.reason, errorType: pending.reason == nil ? nil : "PendingException")
        case let skipped as Skipped:
            // NB: Cucumber reports a skip with a reason as a "SkippedException".
            self.init(
                status: .skipped, message: skipped.reason, errorType: skipped.reason == nil ? nil : "SkippedException")
        default:
            #if canImport(Testing)
            if let expectation = error as? ExpectationFailedError {
                // NB: outside a Swift Testing run nobody records the expectation's issue, and
                // the error's own description is a dump of the expectation.
                self.init(
                    status: .failed, message: "Expectation failed at \(expectation.expectation.sourceLocation)",
                    errorType: "ExpectationFailedError")
                return
            }
            #endif
            self.init(status: .failed, message: "\(error)", errorType: "\(type(of: error))")
        }
    }

    /// The message-stream result; `location` ends the stack trace (the `.feature` line of a
    /// step, the definition of a hook).
    func result(duration: MessageDuration, location: String) -> TestStepResult {
        TestStepResult(
            duration: duration, message: message, status: status,
            exception: errorType.map { type in
                MessageException(
                    type: type, message: message,
                    stackTrace: "\(type): \(message ?? "")\n\(location)")
            })
    }
}

extension Duration {
    /// `2 s`, `0.25 s`: a limit as people write it.
    var secondsText: String {
        let (seconds, attoseconds) = components
        let milliseconds = attoseconds / 1_000_000_000_000_000
        guard milliseconds > 0 else { return "\(seconds) s" }
        var fraction = String(milliseconds)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(seconds).\(fraction) s"
    }
}
