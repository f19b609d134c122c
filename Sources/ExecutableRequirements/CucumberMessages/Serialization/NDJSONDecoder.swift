import Foundation

/// Reads a Cucumber Messages NDJSON stream back into envelopes: one JSON object per line.
///
/// Blank lines (including a trailing newline and `\r\n` line ends) are skipped. A line that
/// is not a valid envelope stops decoding with an ``NDJSONDecodingError`` naming its
/// 1-based line number.
///
/// ```swift
/// let envelopes = try NDJSONDecoder().decode(Data(contentsOf: url))
/// let results = envelopes.compactMap(\.testStepFinished)
/// ```
public struct NDJSONDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes every non-blank line of `data` (UTF-8) as an ``Envelope``.
    ///
    /// - Throws: ``NDJSONDecodingError`` for the first line that does not decode.
    public func decode(_ data: Data) throws -> [Envelope] {
        let decoder = JSONDecoder()
        var envelopes: [Envelope] = []
        var lineNumber = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.contains(where: { !Self.isWhitespace($0) }) else { continue }
            do {
                envelopes.append(try decoder.decode(Envelope.self, from: Data(line)))
            } catch {
                throw NDJSONDecodingError(line: lineNumber, reason: Self.describe(error))
            }
        }
        return envelopes
    }

    /// Decodes every non-blank line of `text` as an ``Envelope``.
    ///
    /// ```swift
    /// let envelopes = try NDJSONDecoder().decode(#"{"testRunStarted":{"timestamp":{"seconds":0,"nanos":0}}}"#)
    /// ```
    /// - Throws: ``NDJSONDecodingError`` for the first line that does not decode.
    public func decode(_ text: String) throws -> [Envelope] {
        try decode(Data(text.utf8))
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// A one-line account of a decoding error: what was wrong, and at which JSON path.
    private static func describe(_ error: any Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
            return keys.isEmpty ? "" : " at \(keys.joined())"
        }
        switch error {
        case DecodingError.dataCorrupted(let context):
            return "invalid JSON or value\(path(context)): \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, let context):
            return "missing required field \"\(key.stringValue)\"\(path(context))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type\(path(context)): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
