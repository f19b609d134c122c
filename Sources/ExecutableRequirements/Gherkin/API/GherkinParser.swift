import CucumberMessages

/// Parses Gherkin documents (plain `.feature` or Markdown `.feature.md`) into
/// `GherkinDocument` syntax trees, exactly as the official Cucumber parsers do.
///
/// The parser accepts what Cucumber accepts and rejects what it rejects, with the same
/// messages; it reports every error in a file (up to the reference limit of eleven), never
/// traps, and treats a leading UTF-8 byte-order mark as absent. Input that is not UTF-8 gives an
/// `invalidUTF8` error. Where the reference implementations disagree among themselves (blank
/// edge cases outside the official test data), it follows the Python one, `gherkin-official`.
///
/// ```swift
/// let parser = GherkinParser()
/// var ids = IdGenerator.predictable()
/// let result = parser.parse("Feature: Greeting\n  Scenario: Hi\n    Given hello\n", uri: "greet.feature", ids: &ids)
/// if let document = result.document {
///     let pickles = PickleCompiler().compile(document, uri: "greet.feature", ids: &ids)
///     print(pickles.map(\.name)) // ["Hi"]
/// }
/// ```
public struct GherkinParser: Sendable {
    /// The dialect used when a document has no `# language:` header.
    public var defaultDialect: String

    /// Creates a parser; `defaultDialect` applies to documents without a `# language:` header.
    public init(defaultDialect: String = "en") {
        self.defaultDialect = defaultDialect
    }

    /// Parses `source`, taking ids from `ids`.
    ///
    /// - Parameters:
    ///   - source: The document's text.
    ///   - uri: Where it came from; copied into the document and the errors.
    ///   - mediaType: Plain Gherkin or Markdown with Gherkin.
    ///   - ids: The id generator, shared with the pickle compiler afterwards.
    public func parse(
        _ source: String, uri: String? = nil, mediaType: SourceMediaType = .gherkinPlain,
        ids: inout IdGenerator
    ) -> GherkinParseResult {
        var text = source
        return text.withUTF8 { parse(utf8: $0, uri: uri, mediaType: mediaType, ids: &ids) }
    }

    /// Parses `source` with predictable ids (`"0"`, `"1"`, …).
    public func parse(
        _ source: String, uri: String? = nil, mediaType: SourceMediaType = .gherkinPlain
    ) -> GherkinParseResult {
        var ids = IdGenerator.predictable()
        return parse(source, uri: uri, mediaType: mediaType, ids: &ids)
    }

    /// Parses raw bytes, which should be UTF-8; any other bytes give an `invalidUTF8` error
    /// with the line and column of the first bad byte.
    public func parse(
        bytes: [UInt8], uri: String? = nil, mediaType: SourceMediaType = .gherkinPlain,
        ids: inout IdGenerator
    ) -> GherkinParseResult {
        bytes.withUnsafeBufferPointer { parse(utf8: $0, uri: uri, mediaType: mediaType, ids: &ids) }
    }

    /// Parses raw bytes with predictable ids (`"0"`, `"1"`, …).
    ///
    /// ```swift
    /// let bytes = Array(try Data(contentsOf: url))
    /// for error in GherkinParser().parse(bytes: bytes, uri: url.path).errors { print(error) }
    /// ```
    public func parse(
        bytes: [UInt8], uri: String? = nil, mediaType: SourceMediaType = .gherkinPlain
    ) -> GherkinParseResult {
        var ids = IdGenerator.predictable()
        return parse(bytes: bytes, uri: uri, mediaType: mediaType, ids: &ids)
    }

    /// Parses a buffer of UTF-8 bytes; the buffer is only read during the call.
    public func parse(
        utf8 bytes: UnsafeBufferPointer<UInt8>, uri: String? = nil,
        mediaType: SourceMediaType = .gherkinPlain, ids: inout IdGenerator
    ) -> GherkinParseResult {
        let source = ByteView(unsafeBuffer: bytes)
        switch syntaxTree(utf8: source, uri: uri, mediaType: mediaType) {
        case .failure(let errors):
            return .failure(errors)
        case .success(let tree, let derived):
            let document = ByteView.withView(of: derived) { derived in
                let text = TextReader(source: source, derived: derived)
                return tree.document(uri: uri, text: text, ids: IdNames(generator: ids))
            }
            ids.skip(Int(tree.idCount))
            return .success(document)
        }
    }

    /// Parses and compiles `bytes` (which should be UTF-8) in one pass, keeping the result in
    /// compact form; see ``CompiledGherkin``. Ids for the document and its pickles are taken
    /// from `ids` now, in the order `parse` and ``PickleCompiler`` would take them.
    ///
    /// ```swift
    /// var ids = IdGenerator.uuid()
    /// let compiled = GherkinParser().compile(bytes: bytes, uri: "features/a.feature", ids: &ids)
    /// for error in compiled.errors { print(error) }
    /// ```
    public func compile(
        bytes: [UInt8], uri: String? = nil, mediaType: SourceMediaType = .gherkinPlain, ids: inout IdGenerator
    ) -> CompiledGherkin {
        let start = ids
        return ByteView.withView(of: bytes) { source in
            switch syntaxTree(utf8: source, uri: uri, mediaType: mediaType) {
            case .failure(let errors):
                return CompiledGherkin(
                    uri: uri, errors: errors, source: [], derived: [], tree: nil, pickleList: PickleList(), ids: start)
            case .success(let tree, let derived):
                let pickles = ByteView.withView(of: derived) { derived in
                    PickleBuilder.compile(tree, text: TextReader(source: source, derived: derived))
                }
                ids.skip(Int(tree.idCount) + Int(pickles.idCount))
                return CompiledGherkin(
                    uri: uri, errors: [], source: bytes, derived: derived, tree: tree, pickleList: pickles, ids: start)
            }
        }
    }

    /// Parses and compiles `source` in one pass; see ``compile(bytes:uri:mediaType:ids:)``.
    public func compile(
        _ source: String, uri: String? = nil, mediaType: SourceMediaType = .gherkinPlain, ids: inout IdGenerator
    ) -> CompiledGherkin {
        compile(bytes: Array(source.utf8), uri: uri, mediaType: mediaType, ids: &ids)
    }

    /// A parse's outcome in compact form.
    enum TreeResult {
        /// The tree, and the text the matchers rewrote (addressed after the source).
        case success(SyntaxTree, derived: [UInt8])
        case failure([GherkinError])
    }

    /// The compact syntax tree of `bytes` and the text the matchers rewrote, or every error.
    func syntaxTree(
        utf8 bytes: ByteView, uri: String?, mediaType: SourceMediaType
    ) -> TreeResult {
        guard bytes.count <= DocumentText.maximumSourceSize else {
            return .failure([
                GherkinError(
                    kind: .documentTooLarge, uri: uri, line: 1, column: 1,
                    reason:
                        "the document is \(bytes.count) bytes long; the parser reads at most \(DocumentText.maximumSourceSize)"
                )
            ])
        }
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            let position = UTF8Validation.position(of: offset, in: bytes)
            return .failure([
                GherkinError(
                    kind: .invalidUTF8, uri: uri, line: position.line, column: position.column,
                    reason: "invalid UTF-8 byte sequence; the file must be encoded in UTF-8")
            ])
        }
        guard let dialect = DialectRegistry.shared.keywordTable(defaultDialect) else {
            return .failure([
                GherkinError(
                    kind: .unsupportedLanguage, uri: uri, line: 1, column: 1,
                    reason: "Language not supported: \(defaultDialect)")
            ])
        }
        let text = DocumentText(source: bytes)
        var builder = SyntaxBuilder(document: text)
        let errors: [GherkinError]
        switch mediaType {
        case .gherkinPlain:
            var parser = StateMachineParser(
                bytes: bytes, matcher: ClassicTokenMatcher(document: text, dialect: dialect), sink: builder)
            parser.parse()
            errors = parser.errors
            builder = parser.sink
        case .gherkinMarkdown:
            var parser = StateMachineParser(
                bytes: bytes, matcher: MarkdownTokenMatcher(document: text, dialect: dialect), sink: builder)
            parser.parse()
            errors = parser.errors
            builder = parser.sink
        }
        if !errors.isEmpty {
            return .failure(
                errors.map { error in
                    var located = error
                    located.uri = uri
                    return located
                })
        }
        let tree = builder.finish()
        return .success(tree, derived: text.derived)
    }
}
