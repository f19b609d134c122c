import Foundation

/// Any JSON value, so that documents and NDJSON lines compare for JSON equality: key order and
/// spacing ignored; key presence, values and array order significant.
package indirect enum JSONValue: Codable, Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses UTF-8 JSON bytes.
    package init(parsing bytes: some Collection<UInt8>) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// Parses JSON text, e.g. one NDJSON line.
    package init(parsing line: some StringProtocol) throws {
        try self.init(parsing: Array(line.utf8))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Compact JSON with sorted keys, for failure messages.
    package var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\(value.debugDescription)"
        case .array(let values): "[" + values.map(\.description).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription):\($0.value.description)" }
                .joined(separator: ",") + "}"
        }
    }
}

/// The first difference between two NDJSON texts compared line by line as JSON, or `nil`.
package func firstNDJSONDifference(actual: String, expected: String) throws -> String? {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: true)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: true)
    for index in 0..<max(actualLines.count, expectedLines.count) {
        guard index < actualLines.count else { return "line \(index + 1): missing, expected \(expectedLines[index])" }
        guard index < expectedLines.count else { return "line \(index + 1): unexpected \(actualLines[index])" }
        let got = try JSONValue(parsing: actualLines[index])
        let want = try JSONValue(parsing: expectedLines[index])
        if got != want { return "line \(index + 1):\n  got      \(got)\n  expected \(want)" }
    }
    return nil
}
