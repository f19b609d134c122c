import Foundation

/// JSON-like data, so expected and actual structures compare by deep equality.
indirect enum PlainValue: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case list([PlainValue])
    case map([String: PlainValue])

    init(_ any: Any?) {
        switch any {
        case nil, is NSNull: self = .null
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .int(Int64(value))
        case let value as Int64: self = .int(value)
        case let value as Double: self = .double(value)
        case let value as String: self = .string(value)
        case let value as [Any?]: self = .list(value.map(PlainValue.init))
        case let value as [Any]: self = .list(value.map(PlainValue.init))
        case let value as [String: Any?]: self = .map(value.mapValues(PlainValue.init))
        case let value as [String: Any]: self = .map(value.mapValues(PlainValue.init))
        default: self = .string("<unsupported \(type(of: any))>")
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "\(value)"
        case .int(let value): return "\(value)"
        case .double(let value): return "\(value)"
        case .string(let value): return value.debugDescription
        case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .map(let values):
            return "{" + values.keys.sorted().map { "\($0): \(values[$0] ?? .null)" }.joined(separator: ", ") + "}"
        }
    }

    /// Where two values first differ, as a path and both sides; `nil` when equal.
    static func firstDifference(expected: PlainValue, actual: PlainValue, path: String = "$") -> String? {
        switch (expected, actual) {
        case (.list(let lhs), .list(let rhs)):
            for index in 0..<min(lhs.count, rhs.count) {
                if let difference = firstDifference(expected: lhs[index], actual: rhs[index], path: "\(path)[\(index)]")
                {
                    return difference
                }
            }
            if lhs.count != rhs.count {
                return "\(path): expected \(lhs.count) elements, got \(rhs.count)"
            }
            return nil
        case (.map(let lhs), .map(let rhs)):
            for key in Set(lhs.keys).union(rhs.keys).sorted() {
                if let difference = firstDifference(
                    expected: lhs[key] ?? .null, actual: rhs[key] ?? .null, path: "\(path).\(key)")
                {
                    return difference
                }
            }
            return nil
        default:
            return expected == actual ? nil : "\(path): expected \(expected), got \(actual)"
        }
    }
}
