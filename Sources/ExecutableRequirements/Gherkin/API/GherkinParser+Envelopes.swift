import CucumberMessages

extension GherkinParser {
    /// The media type the reference tools give a file: Markdown for names ending in `.md`,
    /// plain Gherkin otherwise.
    public static func mediaType(forURI uri: String) -> SourceMediaType {
        uri.hasSuffix(".md") ? .gherkinMarkdown : .gherkinPlain
    }

    /// The messages the reference `gherkin` command-line tools print for one file, in order:
    /// the source, then the document, then the pickles; a file with errors gives its source
    /// (if asked for) and one `parseError` per error instead of document and pickles.
    ///
    /// `data` is the file's raw bytes; `uri` is used as given (and decides the media type).
    ///
    /// ```swift
    /// let options = GherkinOptions(includeSource: false, predictableIds: true)
    /// let envelopes = GherkinParser().envelopes(for: bytes, uri: "features/a.feature", options: options)
    /// ```
    public func envelopes(for data: [UInt8], uri: String, options: GherkinOptions) -> [Envelope] {
        var result: [Envelope] = []
        let mediaType = Self.mediaType(forURI: uri)
        if options.includeSource {
            result.append(
                Envelope(
                    source: MessageSource(
                        uri: uri, data: String(decoding: data, as: UTF8.self), mediaType: mediaType)))
        }
        guard options.includeGherkinDocument || options.includePickles else { return result }
        var ids = options.predictableIds ? IdGenerator.predictable() : IdGenerator.uuid()
        var parser = self
        parser.defaultDialect = options.defaultDialect
        let compiled = parser.compile(bytes: data, uri: uri, mediaType: mediaType, ids: &ids)
        if !compiled.errors.isEmpty {
            result += compiled.errors.map { Envelope(parseError: $0.parseError) }
            return result
        }
        if options.includeGherkinDocument, let document = compiled.document {
            result.append(Envelope(gherkinDocument: document))
        }
        if options.includePickles {
            for pickle in compiled.pickles { result.append(Envelope(pickle: pickle)) }
        }
        return result
    }
}
