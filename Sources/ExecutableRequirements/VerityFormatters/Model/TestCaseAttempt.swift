import CucumberMessages

/// One execution of a test case (a retry is another attempt), as the messages report it.
struct TestCaseAttempt {
    var started: TestCaseStarted
    var finished: TestCaseFinished?
    /// Results by test step id.
    var results: [String: TestStepResult] = [:]
    /// Attachments by test step id, in arrival order.
    var attachments: [String: [Attachment]] = [:]
    /// External attachments (links to content kept elsewhere) by test step id.
    var externalAttachments: [String: [ExternalAttachment]] = [:]
}

/// One execution of a BeforeAll/AfterAll hook.
struct TestRunHookAttempt {
    var started: TestRunHookStarted
    var finished: TestRunHookFinished?
    var attachments: [Attachment] = []
}
