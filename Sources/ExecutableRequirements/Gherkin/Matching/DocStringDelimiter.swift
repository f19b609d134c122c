/// The two doc string delimiters of plain Gherkin.
enum DocStringDelimiter: Sendable {
    case quotes, backticks

    /// Both delimiters, in the order they are tried when a doc string opens.
    static let all: [DocStringDelimiter] = [.quotes, .backticks]

    static let quoteBytes: [UInt8] = Array(#"""""#.utf8)
    static let backtickBytes: [UInt8] = Array("```".utf8)

    var bytes: [UInt8] { self == .quotes ? Self.quoteBytes : Self.backtickBytes }
    var text: String { self == .quotes ? #"""""# : "```" }

    /// The escaped form that stands for the delimiter inside the doc string.
    var escapedBytes: [UInt8] { self == .quotes ? Self.escapedQuoteBytes : Self.escapedBacktickBytes }

    private static let escapedQuoteBytes: [UInt8] = Array(#"\"\"\""#.utf8)
    private static let escapedBacktickBytes: [UInt8] = Array(#"\`\`\`"#.utf8)
}
