/// Snippets proposed for a step that no step definition matches.
public struct Suggestion: Codable, Equatable, Hashable, Sendable {
    /// The suggestion's unique id.
    public var id: String
    /// The undefined ``PickleStep``.
    public var pickleStepId: String
    /// The proposed definitions (at least one).
    public var snippets: [Snippet]

    /// Creates the message.
    public init(id: String, pickleStepId: String, snippets: [Snippet]) {
        self.id = id
        self.pickleStepId = pickleStepId
        self.snippets = snippets
    }
}
