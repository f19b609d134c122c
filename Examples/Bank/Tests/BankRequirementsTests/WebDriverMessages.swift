/// The WebDriver commands' bodies and answers the client uses, as typed values: each command
/// sends one of these and decodes the `value` of its answer as the type it expects, so a
/// malformed answer is reported where it is read rather than carried around as loose JSON.

/// Every answer is `{"value": …}`.
struct WebDriverAnswer<Value: Decodable>: Decodable {
    var value: Value
}

/// A failed command's `value`: `{"error": "no such element", "message": "…"}`.
struct WebDriverFailure: Decodable {
    var error: String
    var message: String?
}

/// The `value` of a command whose answer says nothing the client needs (usually `null`).
struct NoAnswer: Decodable {
    init(from decoder: any Decoder) throws {}
}

/// `GET /status`.
struct DriverStatus: Decodable {
    var ready: Bool?
}

/// `POST /session`: `{"capabilities": {"alwaysMatch": …}}`.
struct NewSessionCommand: Encodable {
    struct Capabilities: Encodable {
        var alwaysMatch: BrowserCapabilities
    }

    var capabilities: Capabilities
}

/// The W3C capabilities of a Chromium session.
struct BrowserCapabilities: Encodable, Sendable {
    /// `goog:chromeOptions`: the command line, and the executable when not the default.
    struct ChromeOptions: Encodable, Sendable {
        var args: [String]
        var binary: String?
    }

    var browserName = "chrome"
    var chromeOptions: ChromeOptions

    enum CodingKeys: String, CodingKey {
        case browserName
        case chromeOptions = "goog:chromeOptions"
    }
}

/// The answer to `POST /session`.
struct NewSessionAnswer: Decodable {
    var sessionId: String
}

/// `POST …/url`.
struct NavigateCommand: Encodable {
    var url: String
}

/// `POST …/element(s)`: how to find elements; the client only ever uses CSS selectors.
struct Locator: Encodable {
    var using = "css selector"
    var value: String

    /// `[id="…"]`: by id only, and safe for ids that are not CSS identifiers.
    static func id(_ id: String) -> Locator {
        Locator(value: "[id=\"\(cssQuoted(id))\"]")
    }

    /// `text` escaped for a double-quoted CSS string.
    static func cssQuoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}

/// An element reference as WebDriver answers it, under the W3C's fixed member name.
struct ElementReference: Decodable {
    var reference: String

    enum CodingKeys: String, CodingKey {
        case reference = "element-6066-11e4-a52e-4f735466cecf"
    }
}

/// `POST …/execute/sync`: a function body and its string arguments.
struct ExecuteCommand: Encodable {
    var script: String
    var args: [String]
}

/// `POST …/element/{id}/value`: keystrokes.
struct TypeCommand: Encodable {
    var text: String
}
