/// One message of the Cucumber Messages protocol, as written on one line of an NDJSON stream.
///
/// The protocol wraps every message in an envelope object with exactly one field set, named
/// after the message kind (`{"source":{...}}`, `{"pickle":{...}}`). This struct mirrors that
/// layout: one optional property per message kind, of which a well-formed envelope sets one.
/// Kinds are added here as the modules that produce them land.
///
/// ```swift
/// let envelope = Envelope(source: Source(uri: "a.feature", data: "Feature: A\n", mediaType: .gherkinPlain))
/// let json = try JSONEncoder().encode(envelope) // {"source":{...}}
/// ```
public struct Envelope: Codable, Equatable, Hashable, Sendable {
    /// The text of a Gherkin document, as read.
    public var source: Source?
    /// The parsed syntax tree of a Gherkin document.
    public var gherkinDocument: GherkinDocument?
    /// One executable scenario compiled from a Gherkin document.
    public var pickle: Pickle?
    /// An error found while parsing a Gherkin document.
    public var parseError: ParseError?

    /// Creates an envelope; set exactly one of the parameters.
    public init(
        source: Source? = nil,
        gherkinDocument: GherkinDocument? = nil,
        pickle: Pickle? = nil,
        parseError: ParseError? = nil
    ) {
        self.source = source
        self.gherkinDocument = gherkinDocument
        self.pickle = pickle
        self.parseError = parseError
    }
}
