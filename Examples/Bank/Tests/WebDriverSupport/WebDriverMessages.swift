/// The WebDriver commands' bodies and answers the client uses, as typed values: each command
/// sends one of these and decodes the `value` of its answer as the type it expects, so a
/// malformed answer is reported where it is read rather than carried around as loose JSON.

/// Every answer is `{"value": …}`.
package struct WebDriverAnswer<Value: Decodable>: Decodable {
    package var value: Value
}

/// A failed command's `value`: `{"error": "no such element", "message": "…"}`.
package struct WebDriverFailure: Decodable {
    package var error: String
    package var message: String?
}

/// The `value` of a command whose answer says nothing the client needs (usually `null`).
package struct NoAnswer: Decodable {
    package init(from decoder: any Decoder) throws {}
}

/// `GET /status`.
package struct DriverStatus: Decodable {
    package var ready: Bool?
}

/// `POST /session`: `{"capabilities": {"alwaysMatch": …}}`.
package struct NewSessionCommand: Encodable {
    package struct Capabilities: Encodable {
        package var alwaysMatch: BrowserCapabilities
    }

    package var capabilities: Capabilities
}

/// The W3C capabilities of a Chromium session.
package struct BrowserCapabilities: Encodable, Sendable {
    /// `goog:chromeOptions`: the command line, and the executable when not the default.
    package struct ChromeOptions: Encodable, Sendable {
        package var args: [String]
        package var binary: String?
    }

    package var browserName = "chrome"
    package var chromeOptions: ChromeOptions

    package enum CodingKeys: String, CodingKey {
        case browserName
        case chromeOptions = "goog:chromeOptions"
    }
}

/// The answer to `POST /session`.
package struct NewSessionAnswer: Decodable {
    package var sessionId: String
}

/// `POST …/url`.
package struct NavigateCommand: Encodable {
    package var url: String
}

/// `POST …/element(s)`: how to find elements; the client only ever uses CSS selectors.
package struct Locator: Encodable {
    package var using = "css selector"
    package var value: String

    /// `[id="…"]`: by id only, and safe for ids that are not CSS identifiers.
    package static func id(_ id: String) -> Locator {
        Locator(value: "[id=\"\(cssQuoted(id))\"]")
    }

    /// `text` escaped for a double-quoted CSS string.
    package static func cssQuoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}

/// An element reference as WebDriver answers it, under the W3C's fixed member name.
package struct ElementReference: Decodable {
    package var reference: String

    package enum CodingKeys: String, CodingKey {
        case reference = "element-6066-11e4-a52e-4f735466cecf"
    }
}

/// `POST …/execute/sync`: a function body and its string arguments.
package struct ExecuteCommand: Encodable {
    package var script: String
    package var args: [String]
}

/// `POST …/element/{id}/value`: keystrokes.
package struct TypeCommand: Encodable {
    package var text: String
}
