import Foundation
import Testing

@testable import CucumberMessages

@Suite("NDJSONEncoder direct writers")
struct DirectJSONTests {
    /// Every envelope of the fixtures (runner streams and hand-written Gherkin messages) with
    /// where it came from, then the fully populated samples.
    private func allEnvelopes() throws -> [(location: String, envelope: Envelope)] {
        try envelopes(MessageLines.fixtures())
            + FullyPopulatedMessages.envelopes.enumerated().map { ("FullyPopulatedMessages.envelopes[\($0)]", $1) }
    }

    @Test(
        "the direct writers write exactly the bytes of the generic Encodable path: fixture streams, Gherkin messages, full samples"
    )
    func sameBytesAsEncodable() throws {
        let envelopes = try allEnvelopes()
        #expect(envelopes.count > 100)
        #expect(
            envelopes.contains { $0.location.hasPrefix("Streams/retry/retry.ndjson") },
            "the fixture streams are missing")
        try expectDirectWritersMatchEncodable(envelopes)
    }

    /// Every type with a direct writer.
    private func directTypes() -> [any DirectJSONWritable.Type] {
        [
            Envelope.self, MessageSource.self, Location.self, ParseError.self, SourceReference.self,
            JavaMethod.self, JavaStackTraceElement.self, GherkinDocument.self, Feature.self,
            FeatureChild.self, Rule.self, RuleChild.self, Background.self, Scenario.self,
            Examples.self, Step.self, MessageDocString.self, MessageDataTable.self, TableRow.self, TableCell.self,
            Tag.self, Comment.self, Pickle.self, PickleStep.self, PickleStepArgument.self,
            PickleDocString.self, PickleTable.self, PickleTableRow.self, PickleTableCell.self,
            PickleTag.self,
            Attachment.self, ExternalAttachment.self, Hook.self, Meta.self, Product.self, Ci.self, Git.self,
            MessageParameterType.self, Suggestion.self, Snippet.self, StepDefinition.self,
            StepDefinitionPattern.self, UndefinedParameterType.self, TestCase.self, TestStep.self,
            StepMatchArgumentsList.self, StepMatchArgument.self, StepMatchArgument.Group.self,
            TestCaseStarted.self, TestCaseFinished.self, TestRunStarted.self, TestRunFinished.self,
            TestRunHookStarted.self, TestRunHookFinished.self, TestStepStarted.self, TestStepFinished.self,
            TestStepResult.self, MessageException.self, Timestamp.self, MessageDuration.self,
        ]
    }

    /// The stored property names of every message struct reachable from `values`, by type name.
    private func storedProperties(reachableFrom values: [Any]) -> [String: (type: Any.Type, labels: [String])] {
        var seen: [String: (Any.Type, [String])] = [:]
        func visit(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .struct, String(reflecting: mirror.subjectType).hasPrefix("CucumberMessages.") {
                seen[String(reflecting: mirror.subjectType)] = (mirror.subjectType, mirror.children.compactMap(\.label))
            }
            for child in mirror.children { visit(child.value) }
        }
        values.forEach(visit)
        return seen
    }

    @Test("each direct writer names every stored property of its type, in declaration order")
    func keysCoverEveryProperty() throws {
        let seen = storedProperties(
            reachableFrom: try allEnvelopes().map(\.envelope) + [
                SourceReference(
                    javaMethod: JavaMethod(className: "C", methodName: "m", methodParameterTypes: []),
                    javaStackTraceElement: JavaStackTraceElement(className: "C", fileName: "F", methodName: "m"))
            ])
        for type in directTypes() {
            let name = String(reflecting: type)
            let properties = try #require(seen[name], "no \(name) found to inspect")
            #expect(type.directJSONKeys == properties.labels, "\(name)")
        }
    }

    @Test("every message struct reachable from an envelope has a direct writer")
    func everyReachableTypeIsDirectlyWritable() throws {
        let seen = storedProperties(reachableFrom: try allEnvelopes().map(\.envelope))
        let listed = Set(directTypes().map { String(reflecting: $0) })
        for (name, entry) in seen.sorted(by: { $0.key < $1.key }) {
            #expect(entry.type is any DirectJSONWritable.Type, "\(name) has no direct writer")
            #expect(listed.contains(name), "\(name) is missing from DirectJSONTests.directTypes()")
        }
        #expect(seen.count == directTypes().count)
    }

    @Test(
        "the fully populated samples leave no optional nil, so every field is written",
        arguments: 0..<FullyPopulatedMessages.envelopes.count)
    func samplesSetEveryOptional(index: Int) {
        var nilPaths: [String] = []
        func visit(_ value: Any, path: String, isEnvelope: Bool) {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional, mirror.children.isEmpty, !isEnvelope {
                nilPaths.append(path)
            }
            for child in mirror.children {
                // The envelope itself sets one kind; only the message inside must be full.
                let isEnvelopeMember = mirror.subjectType == Envelope.self
                visit(child.value, path: path + "." + (child.label ?? "?"), isEnvelope: isEnvelopeMember)
            }
        }
        visit(FullyPopulatedMessages.envelopes[index], path: "envelope", isEnvelope: false)
        #expect(nilPaths.isEmpty, "nil optionals: \(nilPaths)")
    }
}

/// The envelopes of message `lines`, each with its file and line number.
func envelopes(_ lines: [(file: String, line: Substring)]) throws -> [(location: String, envelope: Envelope)] {
    var result: [(String, Envelope)] = []
    var previousFile = ""
    var number = 0
    for (file, line) in lines {
        number = file == previousFile ? number + 1 : 1
        previousFile = file
        result.append(("\(file) line \(number)", try JSONDecoder().decode(Envelope.self, from: Data(line.utf8))))
    }
    return result
}

/// Checks that the direct writers write exactly the bytes of the generic `Encodable` path.
func expectDirectWritersMatchEncodable(_ envelopes: [(location: String, envelope: Envelope)]) throws {
    for (location, envelope) in envelopes {
        let direct = try NDJSONEncoder().encode(envelope)
        var generic: [UInt8] = []
        try NDJSONEncoder().appendGenerically(envelope, to: &generic)
        #expect(String(decoding: direct, as: UTF8.self) == String(decoding: generic, as: UTF8.self), "\(location)")
        var line: [UInt8] = []
        try NDJSONEncoder().appendLine(envelope, to: &line)
        #expect(line == generic + [UInt8(ascii: "\n")], "appendLine(Envelope): \(location)")
    }
}
