import CucumberMessages
import VerityJSON

/// The id of a JSON-RPC request: a number or a string, echoed in its response.
///
/// ```swift
/// RequestID(json: .integer(7))?.json  // .integer(7)
/// ```
package enum RequestID: Sendable, Hashable, CustomStringConvertible {
    case number(Int)
    case string(String)

    /// The id `json` holds, or `nil` when it is neither a whole number nor a string.
    package init?(json: JSONValue) {
        if let number = json.integerValue {
            self = .number(number)
        } else if let string = json.stringValue {
            self = .string(string)
        } else {
            return nil
        }
    }

    /// The id as JSON.
    package var json: JSONValue {
        switch self {
        case .number(let value): .integer(value)
        case .string(let value): .string(value)
        }
    }

    /// The id as the client wrote it, for logs.
    package var description: String {
        switch self {
        case .number(let value): "\(value)"
        case .string(let value): value.debugDescription
        }
    }
}
