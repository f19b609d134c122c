import CucumberMessages
import Testing

@testable import VerityFormatters

@Suite("message report")
struct MessageReportTests {
    @Test(
        "the message report writes the stream back as NDJSON that decodes to the same envelopes",
        arguments: Streams.names)
    func roundTrips(sample: String) throws {
        let envelopes = try Streams.envelopes(sample)
        let text = try Streams.render(.message, envelopes)
        #expect(try NDJSONDecoder().decode(text) == envelopes, "\(sample)")
        #expect(text.split(separator: "\n").count == envelopes.count)
    }
}
