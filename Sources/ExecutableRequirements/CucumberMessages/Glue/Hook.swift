/// A hook defined in code: a block run around test cases, steps or the whole run.
public struct Hook: Codable, Equatable, Hashable, Sendable {
    /// The hook's unique id, referenced by test steps and hook executions.
    public var id: String
    /// The name the user gave the hook.
    public var name: String?
    /// Where the hook is defined.
    public var sourceReference: SourceReference
    /// The tag expression limiting which test cases the hook runs for.
    public var tagExpression: String?
    /// When the hook runs.
    public var type: HookType?

    /// Creates the message.
    public init(
        id: String,
        name: String? = nil,
        sourceReference: SourceReference,
        tagExpression: String? = nil,
        type: HookType? = nil
    ) {
        self.id = id
        self.name = name
        self.sourceReference = sourceReference
        self.tagExpression = tagExpression
        self.type = type
    }
}
