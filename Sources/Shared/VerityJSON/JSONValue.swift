import Foundation

/// Any JSON value, for the few places that must handle every message kind, or JSON of no
/// fixed shape, without a type per shape: the language server's protocol, the Cucumber JSON
/// report, the CLI's merge (which rewrites ids in any message through it), and the tests that
/// compare NDJSON lines.
///
/// Two values are equal when they are equal as JSON: object key order does not matter; keys,
/// values and array order do. An integer and a floating-point number are equal when their
/// values are (`1` and `1.0`), since JSON itself does not tell them apart.
///
/// ```swift
/// let line = try JSONValue(parsing: #"{"pickle":{"id":"1","tags":[]}}"#)
/// line == .object(["pickle": .object(["id": .string("1"), "tags": .array([])])])  // true
/// ```
package indirect enum JSONValue: Codable, Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    /// A number written without a fraction or exponent that fits `Int`, kept exact so that
    /// ids, lines and timestamps survive a round trip through this type unchanged.
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses UTF-8 JSON bytes, e.g. one NDJSON line.
    package init(parsing bytes: some Collection<UInt8>) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// Parses JSON text, e.g. one NDJSON line.
    package init(parsing text: some StringProtocol) throws {
        try self.init(parsing: Array(text.utf8))
    }

    /// The JSON value `value` encodes to, e.g. an `Envelope` as a tree whose ids can be
    /// rewritten whatever its message kind.
    package init(encoding value: some Encodable) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
    }

    /// Decodes the value as `type`, e.g. a rewritten tree back into an `Envelope`.
    package func decode<Value: Decodable>(as type: Value.Type) throws -> Value {
        try JSONDecoder().decode(type, from: JSONEncoder().encode(self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    package static func == (left: JSONValue, right: JSONValue) -> Bool {
        switch (left, right) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        // NB: JSON has one number type; `1` and `1.0` are the same value written two ways.
        case (.integer(let a), .number(let b)), (.number(let b), .integer(let a)): Double(a) == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }

    /// Compact JSON with sorted keys, for failure messages.
    package var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .integer(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\(value.debugDescription)"
        case .array(let values): "[" + values.map(\.description).joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription):\($0.value.description)" }
                .joined(separator: ",") + "}"
        }
    }
}
