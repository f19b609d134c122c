/// An error in a Gherkin document: where it is and the official message.
///
/// ``message`` is exactly what the reference implementations print, including the
/// `(line:column): ` prefix (`column` is 0 at end of file), so it can be compared with their
/// output. ``reason`` is the same text without the prefix, for `path:line:column: reason` lists.
///
/// ```swift
/// if case .failure(let errors) = GherkinParser().parse("oops", uri: "a.feature") {
///     print(errors[0].message) // (1:1): expected: #EOF, #Language, #TagLine, ... got 'oops'
/// }
/// ```
public struct GherkinError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in broad terms. Later versions may add kinds: compare with `==`, or
    /// give a `switch` a `default`.
    ///
    /// ```swift
    /// if error.kind == .unexpectedToken { print(error.reason) }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        enum Value: String {
            case unexpectedToken, unexpectedEndOfFile, inconsistentCellCount, invalidTag, unsupportedLanguage
            case invalidUTF8, documentTooLarge
        }

        let value: Value

        /// A line that the grammar does not allow where it appears.
        public static let unexpectedToken = Kind(value: .unexpectedToken)
        /// The file ended where the grammar expects more.
        public static let unexpectedEndOfFile = Kind(value: .unexpectedEndOfFile)
        /// A table row with a different number of cells than the table's first row.
        public static let inconsistentCellCount = Kind(value: .inconsistentCellCount)
        /// A tag containing whitespace.
        public static let invalidTag = Kind(value: .invalidTag)
        /// A `# language:` header naming a dialect the dictionary lacks.
        public static let unsupportedLanguage = Kind(value: .unsupportedLanguage)
        /// Bytes that are not well-formed UTF-8.
        public static let invalidUTF8 = Kind(value: .invalidUTF8)
        /// The document is larger than the parser addresses (2 GiB).
        public static let documentTooLarge = Kind(value: .documentTooLarge)

        /// The kind's name, as written above (`unexpectedToken`).
        public var description: String { value.rawValue }
    }

    /// The kind of error.
    public var kind: Kind
    /// The file the error is in, when known.
    public var uri: String?
    /// The 1-based line.
    public var line: Int
    /// The 1-based column in code points; `nil` at end of file.
    public var column: Int?
    /// The message without its location prefix.
    public var reason: String
    /// The official message, with its `(line:column): ` prefix.
    public var message: String

    /// `uri:line:column: reason`, the form compilers use.
    public var description: String {
        "\(uri ?? "<input>"):\(line):\(column ?? 0): \(reason)"
    }

    /// Creates an error; the message's prefix shows `messageColumn` when given, else `column`.
    public init(kind: Kind, uri: String? = nil, line: Int, column: Int?, messageColumn: Int? = nil, reason: String) {
        self.kind = kind
        self.uri = uri
        self.line = line
        self.column = column
        self.reason = reason
        message = "(\(line):\(messageColumn ?? column ?? 0)): \(reason)"
    }
}
