import CucumberMessages
import Foundation
import Testing
import VerityJSON

/// Checks that every line of `file` re-encodes, as a JSON value, to the same JSON value.
func expectJSONRoundTrips(_ file: String, _ lines: [Substring]) throws {
    for (number, line) in lines.enumerated() {
        let value = try JSONValue(parsing: Array(line.utf8))
        let ours = try NDJSONEncoder().encode(value)
        #expect(try JSONValue(parsing: ours) == value, "\(file) line \(number + 1)")
        #expect(!ours.contains(UInt8(ascii: "\n")), "\(file) line \(number + 1): raw newline")
    }
}

/// Checks that every line of `file` decodes to an `Envelope` that round-trips, and encodes
/// JSON-equal to what `JSONEncoder` writes and to the line itself.
func expectEnvelopesRoundTrip(_ file: String, _ lines: [Substring]) throws {
    for (number, line) in lines.enumerated() {
        let envelope = try JSONDecoder().decode(Envelope.self, from: Data(line.utf8))
        let ours = try NDJSONEncoder().encode(envelope)
        #expect(try JSONDecoder().decode(Envelope.self, from: Data(ours)) == envelope, "\(file) line \(number + 1)")
        let foundation = try JSONEncoder().encode(envelope)
        #expect(try JSONValue(parsing: ours) == JSONValue(parsing: foundation), "\(file) line \(number + 1)")
    }
}

@Suite("NDJSONEncoder")
struct NDJSONEncoderTests {
    static let files = (try? MessageLines.byFile(MessageLines.fixtures()).map(\.file)) ?? []

    private static func lines(_ file: String) throws -> [Substring] {
        try MessageLines.byFile(MessageLines.fixtures()).first { $0.file == file }?.lines ?? []
    }

    @Test("the fixtures hold message files to round-trip: runner streams and hand-written Gherkin messages")
    func fixturesArePresent() {
        #expect(
            Self.files.contains("Streams/retry/retry.ndjson")
                && Self.files.contains("Features/good/minimal.feature.ast.ndjson"), "\(Self.files)")
    }

    @Test("every message line of the fixtures re-encodes to the same JSON value", arguments: files)
    func jsonRoundTrips(file: String) throws {
        try expectJSONRoundTrips(file, Self.lines(file))
    }

    @Test("the fixtures' envelopes round-trip and encode JSON-equal to JSONEncoder", arguments: files)
    func envelopesRoundTrip(file: String) throws {
        try expectEnvelopesRoundTrip(file, Self.lines(file))
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
        let bytes = try NDJSONEncoder().encode(
            Envelope(source: MessageSource(uri: "a", data: "", mediaType: .gherkinPlain)))
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"{"source":{"uri":"a","data":"","mediaType":"text/x.cucumber.gherkin+plain"}}"#
        )
    }
}
