import CucumberMessages
import VerityJSON

/// The `error` of a JSON-RPC response: a code, a message for people, and optional data.
///
/// The codes are those of JSON-RPC 2.0 and of the Language Server Protocol.
///
/// ```swift
/// throw ResponseError.invalidParams("textDocument.uri is missing")
/// ```
package struct ResponseError: Error, Sendable, Equatable {
    /// The numeric code.
    package var code: Int
    /// What went wrong, for people.
    package var message: String
    /// More detail, when there is any.
    package var data: JSONValue?

    /// Creates an error.
    package init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The body was not JSON (-32700).
    package static let parseErrorCode = -32700
    /// The JSON was not a valid request object (-32600).
    package static let invalidRequestCode = -32600
    /// No such method (-32601).
    package static let methodNotFoundCode = -32601
    /// The params do not fit the method (-32602).
    package static let invalidParamsCode = -32602
    /// The server failed on its own (-32603).
    package static let internalErrorCode = -32603
    /// A request came before `initialize` (-32002).
    package static let serverNotInitializedCode = -32002
    /// The client cancelled the request (-32800).
    package static let requestCancelledCode = -32800
    /// The request was valid but could not be carried out (-32803), such as a rename refused.
    package static let requestFailedCode = -32803

    /// The body of a message was not JSON.
    package static func parseError(_ message: String) -> ResponseError {
        ResponseError(code: parseErrorCode, message: message)
    }

    /// The message is JSON but not a JSON-RPC request, notification or response.
    package static func invalidRequest(_ message: String) -> ResponseError {
        ResponseError(code: invalidRequestCode, message: message)
    }

    /// The server has no method of that name.
    package static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: methodNotFoundCode, message: "Unhandled method \(method)")
    }

    /// The params do not fit the method; `message` says which member and why.
    package static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: invalidParamsCode, message: message)
    }

    /// A valid request the server cannot carry out; `message` says why, for the user.
    package static func requestFailed(_ message: String) -> ResponseError {
        ResponseError(code: requestFailedCode, message: message)
    }

    /// The error as the `error` member of a response.
    package var json: JSONValue {
        var members: [String: JSONValue] = ["code": .integer(code), "message": .string(message)]
        if let data { members["data"] = data }
        return .object(members)
    }

    /// The error a response's `error` member holds, or `nil` when it is not one.
    package init?(json: JSONValue) {
        guard let code = json["code"]?.integerValue else { return nil }
        self.init(code: code, message: json["message"]?.stringValue ?? "", data: json["data"])
    }
}
