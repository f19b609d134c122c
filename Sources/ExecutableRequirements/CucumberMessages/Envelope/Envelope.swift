/// One message of the Cucumber Messages protocol, as written on one line of an NDJSON stream.
///
/// The protocol wraps every message in an envelope object with exactly one field set, named
/// after the message kind (`{"source":{...}}`, `{"testCase":{...}}`). This struct mirrors that
/// layout: one optional property per message kind, in the schema's order, of which a
/// well-formed envelope sets one.
///
/// ```swift
/// let envelope = Envelope(source: MessageSource(uri: "a.feature", data: "Feature: A\n", mediaType: .gherkinPlain))
/// let json = try JSONEncoder().encode(envelope) // {"source":{...}}
/// ```
public struct Envelope: Codable, Equatable, Hashable, Sendable {
    /// Content a step or hook attached.
    public var attachment: Attachment?
    /// Content attached by reference to a URL.
    public var externalAttachment: ExternalAttachment?
    /// The parsed syntax tree of a Gherkin document.
    public var gherkinDocument: GherkinDocument?
    /// A hook defined in code.
    public var hook: Hook?
    /// The tool and platform that produced the stream.
    public var meta: Meta?
    /// A parameter type available to Cucumber Expressions.
    public var parameterType: MessageParameterType?
    /// An error found while parsing a Gherkin document.
    public var parseError: ParseError?
    /// One executable scenario compiled from a Gherkin document.
    public var pickle: Pickle?
    /// Snippets proposed for an undefined step.
    public var suggestion: Suggestion?
    /// The text of a Gherkin document, as read.
    public var source: MessageSource?
    /// A step definition found in code.
    public var stepDefinition: StepDefinition?
    /// The plan for running one pickle.
    public var testCase: TestCase?
    /// The end of a test case attempt.
    public var testCaseFinished: TestCaseFinished?
    /// The start of a test case attempt.
    public var testCaseStarted: TestCaseStarted?
    /// The end of the run.
    public var testRunFinished: TestRunFinished?
    /// The start of the run.
    public var testRunStarted: TestRunStarted?
    /// The end of a test step, with its result.
    public var testStepFinished: TestStepFinished?
    /// The start of a test step.
    public var testStepStarted: TestStepStarted?
    /// The start of a before- or after-run hook.
    public var testRunHookStarted: TestRunHookStarted?
    /// The end of a before- or after-run hook.
    public var testRunHookFinished: TestRunHookFinished?
    /// A parameter type name used but never defined.
    public var undefinedParameterType: UndefinedParameterType?

    /// Creates an envelope; set exactly one of the parameters.
    public init(
        attachment: Attachment? = nil,
        externalAttachment: ExternalAttachment? = nil,
        gherkinDocument: GherkinDocument? = nil,
        hook: Hook? = nil,
        meta: Meta? = nil,
        parameterType: MessageParameterType? = nil,
        parseError: ParseError? = nil,
        pickle: Pickle? = nil,
        suggestion: Suggestion? = nil,
        source: MessageSource? = nil,
        stepDefinition: StepDefinition? = nil,
        testCase: TestCase? = nil,
        testCaseFinished: TestCaseFinished? = nil,
        testCaseStarted: TestCaseStarted? = nil,
        testRunFinished: TestRunFinished? = nil,
        testRunStarted: TestRunStarted? = nil,
        testStepFinished: TestStepFinished? = nil,
        testStepStarted: TestStepStarted? = nil,
        testRunHookStarted: TestRunHookStarted? = nil,
        testRunHookFinished: TestRunHookFinished? = nil,
        undefinedParameterType: UndefinedParameterType? = nil
    ) {
        self.attachment = attachment
        self.externalAttachment = externalAttachment
        self.gherkinDocument = gherkinDocument
        self.hook = hook
        self.meta = meta
        self.parameterType = parameterType
        self.parseError = parseError
        self.pickle = pickle
        self.suggestion = suggestion
        self.source = source
        self.stepDefinition = stepDefinition
        self.testCase = testCase
        self.testCaseFinished = testCaseFinished
        self.testCaseStarted = testCaseStarted
        self.testRunFinished = testRunFinished
        self.testRunStarted = testRunStarted
        self.testStepFinished = testStepFinished
        self.testStepStarted = testStepStarted
        self.testRunHookStarted = testRunHookStarted
        self.testRunHookFinished = testRunHookFinished
        self.undefinedParameterType = undefinedParameterType
    }
}
