import ConformanceSupport
import CucumberMessages
import Foundation
import Testing

@Suite("Message kinds absent from the conformance data")
struct MessageKindsTests {
    static let cases: [(envelope: Envelope, json: String)] = [
        (
            .externalAttachment(
                ExternalAttachment(
                    url: "file:///tmp/a.png", mediaType: "image/png", testCaseStartedId: "1", testStepId: "2",
                    timestamp: Timestamp(seconds: 3, nanos: 4))),
            #"{"externalAttachment":{"url":"file:///tmp/a.png","mediaType":"image/png","testCaseStartedId":"1","testStepId":"2","timestamp":{"seconds":3,"nanos":4}}}"#
        ),
        (
            .undefinedParameterType(UndefinedParameterType(expression: "a {color}", name: "color")),
            #"{"undefinedParameterType":{"expression":"a {color}","name":"color"}}"#
        ),
        (
            .testRunFinished(
                TestRunFinished(
                    success: false, timestamp: Timestamp(seconds: 0, nanos: 0),
                    exception: MessageException(type: "Boom", message: "no"), testRunStartedId: "0")),
            #"{"testRunFinished":{"success":false,"timestamp":{"seconds":0,"nanos":0},"exception":{"type":"Boom","message":"no"},"testRunStartedId":"0"}}"#
        ),
        (
            .meta(
                Meta(
                    protocolVersion: "34.2.1", implementation: Product(name: "verity", version: "1"),
                    runtime: Product(name: "Swift"), os: Product(name: "linux"), cpu: Product(name: "x86_64"),
                    ci: Ci(name: "CI", git: Git(remote: "r", revision: "abc", tag: "v1")))),
            #"{"meta":{"protocolVersion":"34.2.1","implementation":{"name":"verity","version":"1"},"runtime":{"name":"Swift"},"os":{"name":"linux"},"cpu":{"name":"x86_64"},"ci":{"name":"CI","git":{"remote":"r","revision":"abc","tag":"v1"}}}}"#
        ),
        (
            .testCase(
                TestCase(
                    id: "5", pickleId: "4",
                    testSteps: [
                        TestStep(hookId: "1", id: "6"),
                        TestStep(
                            id: "7", pickleStepId: "3", stepDefinitionIds: ["2"],
                            stepMatchArgumentsLists: [
                                StepMatchArgumentsList(stepMatchArguments: [
                                    StepMatchArgument(
                                        group: StepMatchArgument.Group(
                                            children: [StepMatchArgument.Group(start: 2, value: "4")], start: 1,
                                            value: "x4"),
                                        parameterTypeName: "int")
                                ])
                            ]),
                    ])),
            #"{"testCase":{"id":"5","pickleId":"4","testSteps":[{"hookId":"1","id":"6"},{"id":"7","pickleStepId":"3","stepDefinitionIds":["2"],"stepMatchArgumentsLists":[{"stepMatchArguments":[{"group":{"children":[{"start":2,"value":"4"}],"start":1,"value":"x4"},"parameterTypeName":"int"}]}]}]}}"#
        ),
    ]

    @Test(
        "each kind encodes its fields in schema order, leaves out nil optionals, and decodes back",
        arguments: 0..<cases.count)
    func encodesInSchemaOrderAndDecodesBack(index: Int) throws {
        let (envelope, json) = Self.cases[index]
        #expect(String(decoding: try NDJSONEncoder().encode(envelope), as: UTF8.self) == json)
        #expect(try NDJSONDecoder().decode(json) == [envelope])
    }

    @Test("enums use the schema's raw values")
    func enumRawValues() {
        #expect(
            TestStepResultStatus.allCases.map(\.rawValue) == [
                "UNKNOWN", "PASSED", "SKIPPED", "PENDING", "UNDEFINED", "AMBIGUOUS", "FAILED",
            ])
        #expect(
            HookType.allCases.map(\.rawValue) == [
                "BEFORE_TEST_RUN", "AFTER_TEST_RUN", "BEFORE_TEST_CASE", "AFTER_TEST_CASE", "BEFORE_TEST_STEP",
                "AFTER_TEST_STEP",
            ])
        #expect(AttachmentContentEncoding.allCases.map(\.rawValue) == ["IDENTITY", "BASE64"])
        #expect(StepDefinitionPatternType.allCases.map(\.rawValue) == ["CUCUMBER_EXPRESSION", "REGULAR_EXPRESSION"])
    }
}
