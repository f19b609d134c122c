import CucumberMessages

/// A step's doc string: its text and the media type written after the opening delimiter.
///
/// Declare it as the last parameter of a step body:
/// ```swift
/// steps.given("the request body is:") { (api, body: DocString) in
///     api.body = body.content          // body.mediaType == "json" for ```json
/// }
/// ```
/// A plain `String` last parameter receives the content too.
public struct DocString: Sendable, Hashable, CustomStringConvertible, StepPayload {
    /// The text between the delimiters, without the indentation.
    public let content: String
    /// The media type written right after the opening delimiter (`json`), if any.
    public let mediaType: String?

    /// Creates a doc string, e.g. to call a step's logic directly in a unit test.
    public init(_ content: String, mediaType: String? = nil) {
        self.content = content
        self.mediaType = mediaType
    }

    init?(_ argument: PickleStepArgument) {
        guard let docString = argument.docString else { return nil }
        self.init(docString.content, mediaType: docString.mediaType)
    }

    /// The content.
    public var description: String { content }
}
