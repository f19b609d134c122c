import ConformanceSupport
import Testing

/// The official message files (the expected NDJSON of the Gherkin test data and the CCK
/// streams) through the same round trips as the fixtures: decoded, re-encoded and written by
/// the direct writers, they stay JSON-equal to what upstream wrote.
@Suite("NDJSONEncoder on the official message files", .conformanceData, .serialized)
struct OfficialMessageFilesTests {
    // NB: `.serialized`: its cases are many, synchronous and CPU-bound; run in parallel they
    // fill the shared thread pool's queue for tens of seconds, starving the tests that wait in
    // real time.
    static let files = (try? MessageLines.byFile(MessageLines.official()).map(\.file)) ?? []

    private static func lines(_ file: String) throws -> [Substring] {
        try MessageLines.byFile(MessageLines.official()).first { $0.file == file }?.lines ?? []
    }

    @Test("the conformance data holds message files to round-trip")
    func conformanceDataIsPresent() {
        expectConformanceData()
        #expect(Self.files.count > 40, "looked in \(ConformanceDirectory.root.path)")
    }

    @Test("every official message line re-encodes to the same JSON value", arguments: files)
    func jsonRoundTrips(file: String) throws {
        try expectJSONRoundTrips(file, Self.lines(file))
    }

    @Test("official envelopes round-trip and encode JSON-equal to JSONEncoder", arguments: files)
    func envelopesRoundTrip(file: String) throws {
        try expectEnvelopesRoundTrip(file, Self.lines(file))
    }

    @Test("the direct writers write exactly the bytes of the generic Encodable path for every official message")
    func directWriters() throws {
        try expectDirectWritersMatchEncodable(envelopes(MessageLines.official()))
    }
}
