import CucumberMessages
import VerityJSON

/// One JSON-RPC 2.0 message: a request (expects a response), a notification (does not), or a
/// response to a request the server sent.
///
/// ```swift
/// let message = try JSONRPCMessage(json: JSONValue(parsing: #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#))
/// // .request(id: .number(1), method: "shutdown", params: nil)
/// ```
package enum JSONRPCMessage: Sendable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: RequestID?, result: Result<JSONValue, ResponseError>)

    /// Reads a message from its JSON.
    ///
    /// - Throws: ``ResponseError`` (invalid request, -32600) when `json` is not a message.
    package init(json: JSONValue) throws(ResponseError) {
        guard case .object = json else {
            throw .invalidRequest("A message must be a JSON object, not \(Self.kind(of: json))")
        }
        // NB: some clients write `"params": null` (and `"id": null`) for "none"; read as absent.
        let params = json["params"].flatMap { $0.isNull ? nil : $0 }
        if let method = json["method"] {
            guard let name = method.stringValue else { throw .invalidRequest("The member \"method\" must be a string") }
            if let params, !Self.isStructured(params) {
                throw .invalidRequest("The member \"params\" must be an object or an array")
            }
            guard let idValue = json["id"], !idValue.isNull else {
                self = .notification(method: name, params: params)
                return
            }
            guard let id = RequestID(json: idValue) else {
                throw .invalidRequest("The member \"id\" must be a number or a string")
            }
            self = .request(id: id, method: name, params: params)
            return
        }
        let id = json["id"].flatMap(RequestID.init(json:))
        if let error = json["error"] {
            guard let error = ResponseError(json: error) else {
                throw .invalidRequest("A response's \"error\" must hold a numeric \"code\"")
            }
            self = .response(id: id, result: .failure(error))
        } else if let result = json["result"] {
            self = .response(id: id, result: .success(result))
        } else {
            throw .invalidRequest(
                "A message needs a \"method\" (request or notification) or a \"result\" or \"error\" (response)")
        }
    }

    /// The message as JSON, `"jsonrpc":"2.0"` included.
    package var json: JSONValue {
        var members: [String: JSONValue] = ["jsonrpc": .string("2.0")]
        switch self {
        case .request(let id, let method, let params):
            members["id"] = id.json
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .notification(let method, let params):
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .response(let id, let result):
            members["id"] = id?.json ?? .null
            switch result {
            case .success(let value): members["result"] = value
            case .failure(let error): members["error"] = error.json
            }
        }
        return .object(members)
    }

    /// Whether `value` is an object or an array, as JSON-RPC requires of `params`.
    private static func isStructured(_ value: JSONValue) -> Bool {
        switch value {
        case .object, .array: true
        default: false
        }
    }

    /// What kind of JSON value `value` is, for an error message.
    private static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a Boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
