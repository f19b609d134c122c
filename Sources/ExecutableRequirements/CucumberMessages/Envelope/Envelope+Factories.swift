extension Envelope {
    /// An envelope carrying an ``Attachment``.
    public static func attachment(_ value: Attachment) -> Envelope { Envelope(attachment: value) }

    /// An envelope carrying an ``ExternalAttachment``.
    public static func externalAttachment(_ value: ExternalAttachment) -> Envelope {
        Envelope(externalAttachment: value)
    }

    /// An envelope carrying a ``GherkinDocument``.
    public static func gherkinDocument(_ value: GherkinDocument) -> Envelope {
        Envelope(gherkinDocument: value)
    }

    /// An envelope carrying a ``Hook``.
    public static func hook(_ value: Hook) -> Envelope { Envelope(hook: value) }

    /// An envelope carrying a ``Meta``.
    public static func meta(_ value: Meta) -> Envelope { Envelope(meta: value) }

    /// An envelope carrying a ``MessageParameterType``.
    public static func parameterType(_ value: MessageParameterType) -> Envelope {
        Envelope(parameterType: value)
    }

    /// An envelope carrying a ``ParseError``.
    public static func parseError(_ value: ParseError) -> Envelope { Envelope(parseError: value) }

    /// An envelope carrying a ``Pickle``.
    public static func pickle(_ value: Pickle) -> Envelope { Envelope(pickle: value) }

    /// An envelope carrying a ``Suggestion``.
    public static func suggestion(_ value: Suggestion) -> Envelope { Envelope(suggestion: value) }

    /// An envelope carrying a ``MessageSource``.
    public static func source(_ value: MessageSource) -> Envelope { Envelope(source: value) }

    /// An envelope carrying a ``StepDefinition``.
    public static func stepDefinition(_ value: StepDefinition) -> Envelope {
        Envelope(stepDefinition: value)
    }

    /// An envelope carrying a ``TestCase``.
    public static func testCase(_ value: TestCase) -> Envelope { Envelope(testCase: value) }

    /// An envelope carrying a ``TestCaseFinished``.
    public static func testCaseFinished(_ value: TestCaseFinished) -> Envelope {
        Envelope(testCaseFinished: value)
    }

    /// An envelope carrying a ``TestCaseStarted``.
    public static func testCaseStarted(_ value: TestCaseStarted) -> Envelope {
        Envelope(testCaseStarted: value)
    }

    /// An envelope carrying a ``TestRunFinished``.
    public static func testRunFinished(_ value: TestRunFinished) -> Envelope {
        Envelope(testRunFinished: value)
    }

    /// An envelope carrying a ``TestRunStarted``.
    public static func testRunStarted(_ value: TestRunStarted) -> Envelope {
        Envelope(testRunStarted: value)
    }

    /// An envelope carrying a ``TestStepFinished``.
    public static func testStepFinished(_ value: TestStepFinished) -> Envelope {
        Envelope(testStepFinished: value)
    }

    /// An envelope carrying a ``TestStepStarted``.
    public static func testStepStarted(_ value: TestStepStarted) -> Envelope {
        Envelope(testStepStarted: value)
    }

    /// An envelope carrying a ``TestRunHookStarted``.
    public static func testRunHookStarted(_ value: TestRunHookStarted) -> Envelope {
        Envelope(testRunHookStarted: value)
    }

    /// An envelope carrying a ``TestRunHookFinished``.
    public static func testRunHookFinished(_ value: TestRunHookFinished) -> Envelope {
        Envelope(testRunHookFinished: value)
    }

    /// An envelope carrying an ``UndefinedParameterType``.
    public static func undefinedParameterType(_ value: UndefinedParameterType) -> Envelope {
        Envelope(undefinedParameterType: value)
    }
}
