/// A line of an NDJSON message stream that is not a valid ``Envelope``.
///
/// ```swift
/// do { _ = try NDJSONDecoder().decode("{}\nnot json\n") }
/// catch let error as NDJSONDecodingError { print(error.line) } // 2
/// ```
public struct NDJSONDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based number of the offending line.
    public var line: Int
    /// What is wrong with it, including the JSON path of the bad field when known.
    public var reason: String

    /// Creates a decoding error.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line N: reason`.
    public var description: String { "line \(line): \(reason)" }
}
