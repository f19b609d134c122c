import CucumberMessages
import Foundation
import Testing

@Suite("NDJSONDecoder")
struct NDJSONDecoderTests {
    private let started = #"{"testRunStarted":{"timestamp":{"seconds":1,"nanos":2},"id":"0"}}"#
    private let finished = #"{"testRunFinished":{"success":true,"timestamp":{"seconds":3,"nanos":0}}}"#

    @Test("reads one envelope per line, skipping blank lines and accepting CRLF line ends")
    func readsEnvelopes() throws {
        let envelopes = try NDJSONDecoder().decode("\(started)\r\n\n  \n\(finished)\n")
        #expect(
            envelopes == [
                .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 1, nanos: 2), id: "0")),
                .testRunFinished(TestRunFinished(success: true, timestamp: Timestamp(seconds: 3, nanos: 0))),
            ])
    }

    @Test("an empty stream decodes to no envelopes")
    func emptyStream() throws {
        #expect(try NDJSONDecoder().decode(Data()).isEmpty)
    }

    @Test("a line that is not JSON is reported with its line number")
    func badJSONNamesLine() {
        #expect(throws: NDJSONDecodingError.self) { try NDJSONDecoder().decode("\(started)\n\nnot json\n") }
        do {
            _ = try NDJSONDecoder().decode("\(started)\n\nnot json\n")
        } catch let error as NDJSONDecodingError {
            #expect(error.line == 3)
            #expect(error.description.hasPrefix("line 3: "))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("a missing required field is reported with its line number and name")
    func missingFieldNamesLineAndField() {
        do {
            let noTimestamp = #"{"testCaseFinished":{"testCaseStartedId":"1","willBeRetried":false}}"#
            _ = try NDJSONDecoder().decode("\(started)\n\(noTimestamp)")
            Issue.record("decoded a testCaseFinished without timestamp")
        } catch let error as NDJSONDecodingError {
            #expect(error.line == 2)
            #expect(error.reason.contains("\"timestamp\""), "\(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("an unknown enum value is an error, not a silent default")
    func unknownStatusIsAnError() {
        let line =
            #"{"testStepFinished":{"testCaseStartedId":"1","testStepId":"2","testStepResult":{"duration":{"seconds":0,"nanos":0},"status":"GREEN"},"timestamp":{"seconds":0,"nanos":0}}}"#
        #expect(throws: NDJSONDecodingError.self) { try NDJSONDecoder().decode(line) }
    }

    @Test("what NDJSONEncoder writes, NDJSONDecoder reads back")
    func encoderOutputDecodes() throws {
        let envelopes: [Envelope] = [
            .attachment(
                Attachment(
                    body: "aGk=", contentEncoding: .base64, fileName: "hi.txt", mediaType: "text/plain")),
            .hook(
                Hook(
                    id: "1", name: "setup",
                    sourceReference: SourceReference(uri: "Steps.swift", location: Location(line: 3)),
                    type: .beforeTestCase)),
            .suggestion(
                Suggestion(
                    id: "2", pickleStepId: "3", snippets: [Snippet(language: "swift", code: "given(\"x\") {}")])),
        ]
        var buffer: [UInt8] = []
        for envelope in envelopes { try NDJSONEncoder().appendLine(envelope, to: &buffer) }
        #expect(try NDJSONDecoder().decode(Data(buffer)) == envelopes)
    }
}
