/// One step of a ``Pickle``, with placeholders substituted.
public struct PickleStep: Codable, Equatable, Hashable, Sendable {
    /// The step's doc string and/or data table, if any.
    public var argument: PickleStepArgument?
    /// The source step's id, then (for an outline) the examples row's id.
    public var astNodeIds: [String]
    /// The pickle step's unique id.
    public var id: String
    /// Context, action or outcome; `And`/`But` inherit the previous step's type.
    public var type: PickleStepType?
    /// The step text.
    public var text: String

    /// Creates a pickle step.
    public init(
        argument: PickleStepArgument? = nil, astNodeIds: [String], id: String,
        type: PickleStepType? = nil, text: String
    ) {
        self.argument = argument
        self.astNodeIds = astNodeIds
        self.id = id
        self.type = type
        self.text = text
    }
}
