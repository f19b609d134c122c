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
        guard IssueCapture.isEnabled else { return await classify(body) }
        let issues = Locked<[String]>([])
        let outcome = await IssueCapture.$current.withValue(issues) { await classify(body) }
        let recorded = issues.withLock { $0 }
        guard !recorded.isEmpty else { return outcome }
        switch outcome.status {
        case .passed:
            return BodyOutcome(status: .failed, message: recorded.joined(separator: "\n"), errorType: "ExpectationFailure")
        case .failed:
            // NB: a failed `try #require` records its issue, then throws an error whose
            // description is a dump of the expectation; the recorded text reads better.
            return BodyOutcome(status: .failed, message: recorded.joined(separator: "\n"), errorType: outcome.errorType)
        default:
            return outcome
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
            self.init(status: .pending, message: pending.reason, errorType: pending.reason == nil ? nil : "PendingException")
        case let skipped as Skipped:
            // NB: Cucumber reports a skip with a reason as a "SkippedException".
            self.init(status: .skipped, message: skipped.reason, errorType: skipped.reason == nil ? nil : "SkippedException")
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
            duration: duration, message: message, status: status.messageStatus,
            exception: errorType.map { type in
                MessageException(
                    type: type, message: message,
                    stackTrace: "\(type): \(message ?? "")\n\(location)")
            })
    }
}

extension StepStatus {
    var messageStatus: TestStepResultStatus {
        switch self {
        case .unknown: .unknown
        case .passed: .passed
        case .skipped: .skipped
        case .pending: .pending
        case .undefined: .undefined
        case .ambiguous: .ambiguous
        case .failed: .failed
        }
    }
}
