/// One token of a Swift file as ``SwiftLexer`` sees it: just enough kinds to recognise a call
/// with literal arguments, positions as byte offsets into the file's UTF-8.
///
/// Keywords are ``Kind/identifier`` tokens and operators are single-byte
/// ``Kind/punctuation`` tokens (`+=` is two), because the recogniser only asks "is this `.`,
/// `(`, `,`, `:` or `{`" and "is this word `given`".
struct SwiftToken: Sendable {
    /// What the token is.
    enum Kind: UInt8, Sendable {
        /// A word: a name or a keyword.
        case identifier
        /// One byte of punctuation or operator, in ``byte``.
        case punctuation
        /// A string literal; ``literal`` indexes ``SwiftLexer/Output/literals``.
        case string
        /// A number or anything else the recogniser never looks inside.
        case other
    }

    var kind: Kind
    /// The punctuation byte, or 0.
    var byte: UInt8
    /// The byte offset of the first byte.
    var start: Int
    /// The byte offset just past the last byte.
    var end: Int
    /// The 0-based line of ``start``.
    var line: Int
    /// For a string, the index of its ``SwiftStringLiteral``; otherwise -1.
    var literal: Int
    /// The index of the doc comment written just above this token's line (see
    /// ``SwiftLexer``), or -1.
    var documentation: Int

    /// Whether this is the punctuation `byte`.
    func `is`(_ punctuation: UInt8) -> Bool {
        kind == .punctuation && byte == punctuation
    }
}
