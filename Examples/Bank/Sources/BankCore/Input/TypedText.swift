/// A field a customer or a program types text into, named as the customer reads it.
public enum TextField: String, Sendable, Hashable, Codable {
    /// The user name at sign-in.
    case username
    /// The password at sign-in.
    case password
    /// The merchant of a charge.
    case merchant
    /// The amount of a charge.
    case amount
    /// The account a charge is made on.
    case account

    /// The field's name in a sentence: `merchant name`.
    public var label: String {
        switch self {
        case .username: "user name"
        case .password: "password"
        case .merchant: "merchant name"
        case .amount: "amount"
        case .account: "account"
        }
    }
}

/// Typed text refused because of what it hides: a control character (NUL, a line break, an
/// escape…) or a bidirectional override that makes text read differently from what it holds.
///
/// ```swift
/// try TypedText.check("NUL\u{0}after", as: .merchant)
/// // throws: The merchant name contains a control character (U+0000), which is not allowed.
/// ```
public struct TextRefusal: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of character was found.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Unicode's control characters, U+0000–U+001F and U+007F–U+009F.
        case controlCharacter
        /// The embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069.
        case directionOverride
    }

    /// The field the text was typed into.
    public var field: TextField
    /// What was found.
    public var kind: Kind
    /// The first such character, as a Unicode scalar value.
    public var scalar: UInt32

    /// Creates a refusal.
    public init(field: TextField, kind: Kind, scalar: UInt32) {
        self.field = field
        self.kind = kind
        self.scalar = scalar
    }

    /// The sentence to show: it names the field and the character.
    public var message: String {
        let what = kind == .controlCharacter ? "a control character" : "a direction override"
        return "The \(field.label) contains \(what) (\(TypedText.codePoint(scalar))), which is not allowed."
    }

    /// The message.
    public var description: String {
        message
    }
}

/// The one rule for text a customer types: no control characters and no bidirectional
/// overrides, anywhere in it.
///
/// NB: a NUL in a password ends it for bcrypt (so `lovelace\0junk` signed in) and a NUL in a
/// merchant name ended it for SQLite's C strings; a U+202E turns what a page shows around. Such
/// characters have no place in a name or a password, so they are refused, not stripped: what
/// is stored and compared is always exactly what was sent.
public enum TypedText {
    /// Throws when `text` holds a control character or a direction override.
    public static func check(_ text: String, as field: TextField) throws(TextRefusal) {
        for scalar in text.unicodeScalars {
            if let kind = kind(of: scalar) {
                throw TextRefusal(field: field, kind: kind, scalar: scalar.value)
            }
        }
    }

    /// What `scalar` is, when it is refused.
    static func kind(of scalar: Unicode.Scalar) -> TextRefusal.Kind? {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: .controlCharacter
        case 0x202A...0x202E, 0x2066...0x2069: .directionOverride
        default: nil
        }
    }

    /// `U+0000`: four hex digits at least, upper case, as Unicode writes code points.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension Credentials {
    /// Throws when the user name or the password holds a character `TypedText` refuses; the
    /// user name is checked first.
    public func check() throws(TextRefusal) {
        try TypedText.check(username, as: .username)
        try TypedText.check(password, as: .password)
    }
}
