import Hummingbird

/// Why a request could not do what it asked, with the status and the sentence the client sees.
///
/// The HTML routes show `message` on the page; the JSON API answers `{"error": message}`, with
/// `"field"` when one field of the input is at fault.
struct WebFailure: Error, Sendable, Equatable {
    var status: HTTPResponse.Status
    var message: String
    /// The input field at fault (`merchant`, `password`…), when there is one.
    var field: String? = nil
    /// Headers the answer must carry, such as `Allow` or `Retry-After`.
    var headers: HTTPFields = [:]

    /// Bad input: nothing was changed.
    static func badRequest(_ message: String, field: String? = nil) -> WebFailure {
        WebFailure(status: .badRequest, message: message, field: field)
    }

    /// No session, or one this server does not know (expired, signed out, made up).
    static let unauthorized = WebFailure(
        status: .unauthorized,
        message: "Sign in first: this request has no valid session."
    )

    /// A write that did not come from the bank's own pages: another site's form, or a form
    /// without the session's token.
    static let crossSite = WebFailure(
        status: .forbidden,
        message: "This request did not come from the bank's own pages, so nothing was changed."
    )

    /// An API call whose body is not declared as JSON.
    static let notJSON = WebFailure(
        status: .unsupportedMediaType,
        message: "Send the request body as JSON, with Content-Type: application/json."
    )

    /// A known address asked with a method it does not answer.
    static func methodNotAllowed(_ allowed: [HTTPRequest.Method]) -> WebFailure {
        let list = allowed.map(\.rawValue).joined(separator: ", ")
        return WebFailure(
            status: .methodNotAllowed, message: "This address answers \(list) only.", headers: [.allow: list])
    }

    /// The account is not one of the signed-in customer's.
    static let unknownAccount = WebFailure(status: .notFound, message: "There is no such account.")

    /// The body is over `RequestLimits.maximumBodySize`.
    static let bodyTooLarge = WebFailure(
        status: .contentTooLarge,
        message: "The request body is larger than \(RequestLimits.maximumBodySize / 1024) KiB."
    )

    /// The session is in a state where this action does not exist (say, charging while signing out).
    static func conflict(_ message: String) -> WebFailure {
        WebFailure(status: .conflict, message: message)
    }

    /// The session kept changing under the request, however often it was retried.
    static let busy = WebFailure(
        status: .serviceUnavailable,
        message: "The session was busy; nothing was changed. Try again.",
        headers: [.retryAfter: "1"]
    )

    /// The simulated bank could not be reached.
    static func unavailable(_ message: String) -> WebFailure {
        WebFailure(status: .serviceUnavailable, message: message)
    }
}
