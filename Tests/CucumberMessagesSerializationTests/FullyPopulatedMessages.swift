import CucumberMessages

/// One envelope of each runner message kind with every optional field set, down to the
/// deepest nested value, and strings that need escaping.
///
/// NB: The official streams leave many optionals out (no sample has a `Ci`, a `Git` or an
/// `ExternalAttachment`), so these samples are what proves that the direct writers write
/// every field and that every reachable type has one. `DirectJSONTests` checks that no
/// optional in here is nil, so a field added later must be filled in here too.
enum FullyPopulatedMessages {
    static let timestamp = Timestamp(seconds: 1_700_000_000, nanos: 123_456_789)
    static let exception = MessageException(type: "Boom", message: "no \"way\"\n", stackTrace: "at a\n\tat b")
    static let result = TestStepResult(
        duration: MessageDuration(seconds: 2, nanos: 5), message: "failed: ü", status: .failed, exception: exception)
    static let sourceReference = SourceReference(
        uri: "features/a.feature",
        javaMethod: JavaMethod(className: "C", methodName: "m", methodParameterTypes: ["int", "String"]),
        javaStackTraceElement: JavaStackTraceElement(className: "C", fileName: "C.java", methodName: "m"),
        location: Location(line: 3, column: 7))
    static let group = StepMatchArgument.Group(
        children: [StepMatchArgument.Group(children: [], start: 2, value: "4")], start: 1, value: "x4")

    static let envelopes: [Envelope] = [
        .attachment(
            Attachment(
                body: "aGVsbG8=", contentEncoding: .base64, fileName: "a.txt", mediaType: "text/plain",
                source: MessageSource(uri: "a.feature", data: "Feature: \u{2028}", mediaType: .gherkinMarkdown),
                testCaseStartedId: "1", testStepId: "2", url: "https://example.com/a", testRunStartedId: "3",
                testRunHookStartedId: "4", timestamp: timestamp)),
        .externalAttachment(
            ExternalAttachment(
                url: "file:///tmp/a.png", mediaType: "image/png", testCaseStartedId: "1", testStepId: "2",
                testRunHookStartedId: "3", timestamp: timestamp)),
        .hook(
            Hook(
                id: "h", name: "named", sourceReference: sourceReference, tagExpression: "@a and not @b",
                type: .beforeTestCase)),
        .meta(
            Meta(
                protocolVersion: "34.2.1", implementation: Product(name: "verity", version: "1"),
                runtime: Product(name: "Swift", version: "6.3.1"), os: Product(name: "linux", version: "6"),
                cpu: Product(name: "x86_64", version: "v3"),
                ci: Ci(
                    name: "CI", url: "https://ci", buildNumber: "42",
                    git: Git(remote: "r", revision: "abc", branch: "main", tag: "v1")))),
        .parameterType(
            MessageParameterType(
                name: "color", regularExpressions: ["red|blue", "\\d+"], preferForRegularExpressionMatch: true,
                useForSnippets: false, id: "p", sourceReference: sourceReference)),
        .suggestion(
            Suggestion(
                id: "s", pickleStepId: "ps", snippets: [Snippet(language: "swift", code: "Given(\"a\") {\n}")])),
        .stepDefinition(
            StepDefinition(
                id: "sd", pattern: StepDefinitionPattern(source: "^a (\\d+)$", type: .regularExpression),
                sourceReference: sourceReference)),
        .testCase(
            TestCase(
                id: "tc", pickleId: "p",
                testSteps: [
                    TestStep(
                        hookId: "h", id: "ts", pickleStepId: "ps", stepDefinitionIds: ["sd", "sd2"],
                        stepMatchArgumentsLists: [
                            StepMatchArgumentsList(stepMatchArguments: [
                                StepMatchArgument(group: group, parameterTypeName: "int")
                            ])
                        ])
                ],
                testRunStartedId: "tr")),
        .testCaseFinished(TestCaseFinished(testCaseStartedId: "tcs", timestamp: timestamp, willBeRetried: true)),
        .testCaseStarted(
            TestCaseStarted(
                attempt: 2, id: "tcs", testCaseId: "tc", workerId: "w1", timestamp: timestamp)),
        .testRunFinished(
            TestRunFinished(
                message: "done", success: false, timestamp: timestamp, exception: exception, testRunStartedId: "tr")),
        .testRunStarted(TestRunStarted(timestamp: timestamp, id: "tr")),
        .testStepFinished(
            TestStepFinished(
                testCaseStartedId: "tcs", testStepId: "ts", testStepResult: result, timestamp: timestamp)),
        .testStepStarted(TestStepStarted(testCaseStartedId: "tcs", testStepId: "ts", timestamp: timestamp)),
        .testRunHookStarted(
            TestRunHookStarted(
                id: "trh", testRunStartedId: "tr", hookId: "h", workerId: "w2", timestamp: timestamp)),
        .testRunHookFinished(TestRunHookFinished(testRunHookStartedId: "trh", result: result, timestamp: timestamp)),
        .undefinedParameterType(UndefinedParameterType(expression: "a {color}", name: "color")),
    ]
}
