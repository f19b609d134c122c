import ConformanceSupport
import CucumberMessages
import Foundation
import Testing
import VerityJSON

@testable import CucumberMessages

@Suite("Runner messages of the Compatibility Kit", .conformanceData, .serialized)
struct CCKMessagesTests {
    // NB: `.serialized`: its cases are many, synchronous and CPU-bound; run in parallel they
    // fill the shared thread pool's queue for tens of seconds, starving the tests that wait in
    // real time.
    @Test("the conformance data holds at least the 37 shared CCK samples")
    func samplesArePresent() {
        expectConformanceData()
        // NB: upstream's kit, as Scripts/conformance-data.sh fetches it, has a few more.
        #expect(CCKSample.names().count >= 37, "looked in \(CCKSample.samplesFolder.path)")
    }

    @Test(
        "every CCK message decodes into an Envelope and re-encodes to the same JSON value",
        arguments: CCKSample.names()
    )
    func cckMessagesRoundTrip(sample: String) throws {
        let file = "\(sample)/\(sample).ndjson"
        let url = CCKSample.samplesFolder.appendingPathComponent(file)
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(!lines.isEmpty, "\(file) is empty")
        for (number, line) in lines.enumerated() {
            let location = "\(file) line \(number + 1)"
            let envelopes: [Envelope]
            do {
                envelopes = try NDJSONDecoder().decode(String(line))
            } catch {
                Issue.record("\(location): \(error)")
                continue
            }
            guard envelopes.count == 1, let envelope = envelopes.first else {
                Issue.record("\(location): decoded \(envelopes.count) envelopes")
                continue
            }
            let encoded = try NDJSONEncoder().encode(envelope)
            let original = try JSONValue(parsing: line)
            let reencoded = try JSONValue(parsing: encoded)
            #expect(reencoded == original, "\(location):\n  got      \(reencoded)\n  expected \(original)")
        }
    }

    @Test(
        "NDJSONEncoder writes every CCK envelope exactly as the generic Encodable path does",
        arguments: CCKSample.names()
    )
    func cckEnvelopesMatchGenericEncoding(sample: String) throws {
        let url = CCKSample.samplesFolder.appendingPathComponent("\(sample)/\(sample).ndjson")
        let envelopes = try NDJSONDecoder().decode(Data(contentsOf: url))
        for (index, envelope) in envelopes.enumerated() {
            var generic: [UInt8] = []
            try NDJSONEncoder().appendGenerically(envelope, to: &generic)
            let direct = try NDJSONEncoder().encode(envelope)
            #expect(
                String(decoding: direct, as: UTF8.self) == String(decoding: generic, as: UTF8.self),
                "\(sample).ndjson line \(index + 1)")
        }
    }

    @Test("the CCK samples exercise every runner message kind")
    func everyRunnerKindIsExercised() throws {
        var kinds: Set<String> = []
        for sample in try CCKSample.all() {
            for case .object(let members) in sample.expected { kinds.formUnion(members.keys) }
        }
        // NB: externalAttachment, parseError and undefinedParameterType occur in no sample;
        // MessageKindsTests covers them.
        for kind in [
            "attachment", "gherkinDocument", "hook", "meta", "parameterType", "pickle", "suggestion",
            "source", "stepDefinition", "testCase", "testCaseFinished", "testCaseStarted",
            "testRunFinished", "testRunStarted", "testStepFinished", "testStepStarted",
            "testRunHookStarted", "testRunHookFinished",
        ] {
            #expect(kinds.contains(kind), "no \(kind) message in the CCK samples")
        }
    }
}
