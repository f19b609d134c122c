import Foundation

/// What a ``SessionRecorder`` holds: the sources it watched and the last events of the
/// session, oldest first. Its JSON form (``jsonData()``) is the trace file that
/// `verity draft` reads; `Documentation/SessionTraces.md` documents it field by field.
///
/// ```swift
/// let trace = recorder.trace()
/// try trace.jsonData().write(to: URL(fileURLWithPath: "session.trace.json"))
/// let read = try SessionTrace(json: Data(contentsOf: URL(fileURLWithPath: "session.trace.json")))
/// ```
public struct SessionTrace: Codable, Hashable, Sendable {
    /// One source the recorder watched.
    public struct Source: Codable, Hashable, Sendable {
        /// The number events name it by, from 1 in the order the recorder started watching.
        public var id: Int
        /// The model type's fully qualified name (`BankCore.Banking`), as model coverage keys it.
        public var type: String
        /// The model type's name as written (`Banking`).
        public var name: String

        /// Creates a source entry.
        public init(id: Int, type: String, name: String) {
            self.id = id
            self.type = type
            self.name = name
        }
    }

    /// The format's version; a reader refuses a trace of another.
    public static let schemaVersion = 1
    /// What the file is, so that a tool can tell a trace from other JSON.
    public static let formatName = "verity-session-trace"

    /// The format's version, ``schemaVersion``.
    public var schema: Int
    /// ``formatName``.
    public var format: String
    /// How many events the recorder keeps: older ones are dropped.
    public var capacity: Int
    /// How many events were dropped, oldest first, to keep within ``capacity``.
    public var dropped: Int
    /// The sources watched, in the order watching started.
    public var sources: [Source]
    /// The events kept, oldest first.
    public var events: [SessionEvent]

    /// Creates a trace; the recorder makes them, and a test may build one by hand.
    public init(capacity: Int, dropped: Int = 0, sources: [Source], events: [SessionEvent]) {
        schema = Self.schemaVersion
        format = Self.formatName
        self.capacity = capacity
        self.dropped = dropped
        self.sources = sources
        self.events = events
    }

    /// Reads a trace file; throws `DecodingError` for JSON that is not one, or one of another
    /// schema version.
    public init(json: Data) throws {
        let trace = try JSONDecoder().decode(SessionTrace.self, from: json)
        guard trace.format == Self.formatName, trace.schema == Self.schemaVersion else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription:
                        "not a \(Self.formatName) of schema \(Self.schemaVersion) (format '\(trace.format)', schema \(trace.schema))"
                ))
        }
        self = trace
    }

    /// The trace file's bytes: JSON with sorted keys, one trace per file.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
