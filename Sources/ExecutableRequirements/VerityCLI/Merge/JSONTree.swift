/// A JSON value, for rewriting the ids of any message kind without a rewriter per type.
enum JSONTree: Codable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONTree])
    case object([String: JSONTree])

    init(from decoder: any Decoder) throws {
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
        } else if let value = try? container.decode([JSONTree].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONTree].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
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

    /// The tree with every string under `key` (directly or in an array) passed through
    /// `transform(key, value)`, depth first, keys in sorted order so results are repeatable.
    func mappingStrings(_ transform: (String, String) -> String) -> JSONTree {
        switch self {
        case .array(let items):
            return .array(items.map { $0.mappingStrings(transform) })
        case .object(let members):
            var result: [String: JSONTree] = [:]
            for key in members.keys.sorted() {
                guard let value = members[key] else { continue }
                switch value {
                case .string(let text): result[key] = .string(transform(key, text))
                case .array(let items) where items.allSatisfy({ if case .string = $0 { true } else { false } }):
                    result[key] = .array(items.map { item in
                        if case .string(let text) = item { .string(transform(key, text)) } else { item }
                    })
                default: result[key] = value.mappingStrings(transform)
                }
            }
            return .object(result)
        default:
            return self
        }
    }
}
