import CucumberMessages

/// Records the tokens the parser builds, for the `.tokens` text format of the conformance data.
struct TokenDumpSink: ParseEventSink {
    let document: DocumentText
    private(set) var output = ""

    mutating func startRule(_ rule: RuleType) {}

    mutating func endRule() throws(GherkinError) {}

    mutating func build(_ token: borrowing Token) throws(GherkinError) {
        if token.isEOF {
            output += "EOF\n"
            return
        }
        output += "(\(token.lineNumber):\(token.column ?? 0))\(token.matchedType.name):"
        if !token.keyword.isEmpty {
            output += "(\(token.keywordType?.rawValue ?? ""))\(document.string(token.keyword))"
        }
        output += "/\(document.string(token.text))/"
        output += token.items.map { "\(document.items[$0].column):\(document.string(document.items[$0].text))" }
            .joined(separator: ",")
        output += "\n"
    }
}

extension GherkinParser {
    /// The tokens of `source` in the `.tokens` format of the official test data:
    /// `(line:column)Type:(keywordType)keyword/text/items`, one per line, then `EOF`.
    package func tokenDump(_ source: String, mediaType: SourceMediaType = .gherkinPlain) -> String {
        ByteView.withView(of: Array(source.utf8)) { bytes in
            guard let dialect = DialectRegistry.shared.keywordTable(defaultDialect) else { return "" }
            let document = DocumentText(source: bytes)
            switch mediaType {
            case .gherkinPlain:
                var parser = StateMachineParser(
                    bytes: bytes, matcher: ClassicTokenMatcher(document: document, dialect: dialect),
                    sink: TokenDumpSink(document: document))
                parser.parse()
                return parser.sink.output
            case .gherkinMarkdown:
                var parser = StateMachineParser(
                    bytes: bytes, matcher: MarkdownTokenMatcher(document: document, dialect: dialect),
                    sink: TokenDumpSink(document: document))
                parser.parse()
                return parser.sink.output
            }
        }
    }
}
