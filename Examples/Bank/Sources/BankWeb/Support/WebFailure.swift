import Hummingbird

/// Why a request could not do what it asked, with the status and the sentence the client sees.
///
/// The HTML routes show `message` on the page; the JSON API answers `{"error": message}`.
struct WebFailure: Error, Sendable, Equatable {
    var status: HTTPResponse.Status
    var message: String

    /// Bad input: nothing was changed.
    static func badRequest(_ message: String) -> WebFailure {
        WebFailure(status: .badRequest, message: message)
    }

    /// No session, or one this server does not know (expired, signed out, made up).
    static let unauthorized = WebFailure(
        status: .unauthorized,
        message: "Sign in first: this request has no valid session."
    )

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
        message: "The session was busy; nothing was changed. Try again."
    )

    /// The simulated bank could not be reached.
    static func unavailable(_ message: String) -> WebFailure {
        WebFailure(status: .serviceUnavailable, message: message)
    }
}
