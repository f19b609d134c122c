import ConformanceSupport
import CucumberMessages
import Foundation
import Testing

@Suite("NDJSONEncoder")
struct NDJSONEncoderTests {
    @Test("the conformance data holds message files to round-trip")
    func conformanceDataIsPresent() {
        #expect(ConformanceData.goodNDJSONFiles().count > 40, "looked in \(ConformanceData.directory.path)")
    }

    @Test(
        "every official message line re-encodes to the same JSON value",
        arguments: ConformanceData.goodNDJSONFiles()
    )
    func officialJSONRoundTrips(file: String) throws {
        let text = String(decoding: try ConformanceData.goodFile(file), as: UTF8.self)
        for (number, line) in text.split(separator: "\n").enumerated() {
            let value = try JSONValue(parsing: Array(line.utf8))
            let ours = try NDJSONEncoder().encode(value)
            #expect(try JSONValue(parsing: ours) == value, "\(file) line \(number + 1)")
            #expect(!ours.contains(UInt8(ascii: "\n")), "\(file) line \(number + 1): raw newline")
        }
    }

    @Test(
        "official envelopes round-trip and encode JSON-equal to JSONEncoder",
        arguments: ConformanceData.goodNDJSONFiles()
    )
    func officialEnvelopesRoundTrip(file: String) throws {
        let text = String(decoding: try ConformanceData.goodFile(file), as: UTF8.self)
        for (number, line) in text.split(separator: "\n").enumerated() {
            let envelope = try JSONDecoder().decode(Envelope.self, from: Data(line.utf8))
            let ours = try NDJSONEncoder().encode(envelope)
            #expect(try JSONDecoder().decode(Envelope.self, from: Data(ours)) == envelope, "\(file) line \(number + 1)")
            let foundation = try JSONEncoder().encode(envelope)
            #expect(try JSONValue(parsing: ours) == JSONValue(parsing: foundation), "\(file) line \(number + 1)")
        }
    }

    @Test("appendLine writes one record per line into a reused buffer")
    func appendLineTerminatesEachRecord() throws {
        var buffer: [UInt8] = []
        let encoder = NDJSONEncoder()
        try encoder.appendLine(Location(line: 1, column: 2), to: &buffer)
        try encoder.appendLine(Location(line: 3), to: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == "{\"line\":1,\"column\":2}\n{\"line\":3}\n")
    }

    @Test("nil optionals are left out rather than written as null")
    func nilFieldsAreOmitted() throws {
        let bytes = try NDJSONEncoder().encode(Envelope(source: Source(uri: "a", data: "", mediaType: .gherkinPlain)))
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"{"source":{"uri":"a","data":"","mediaType":"text/x.cucumber.gherkin+plain"}}"#
        )
    }
}
