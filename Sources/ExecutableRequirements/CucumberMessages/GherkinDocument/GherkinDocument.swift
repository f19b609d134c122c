/// The syntax tree of one Gherkin document: its feature (if any) and all of its comments.
///
/// Produced by the Gherkin parser. An empty or comment-only document has no ``feature``.
public struct GherkinDocument: Codable, Equatable, Hashable, Sendable {
    /// Where the document came from, typically a file path relative to the project root.
    public var uri: String?
    /// The feature, absent when the document holds none.
    public var feature: Feature?
    /// Every comment in the document, in source order.
    public var comments: [Comment]

    /// Creates a document.
    public init(uri: String? = nil, feature: Feature? = nil, comments: [Comment] = []) {
        self.uri = uri
        self.feature = feature
        self.comments = comments
    }
}
