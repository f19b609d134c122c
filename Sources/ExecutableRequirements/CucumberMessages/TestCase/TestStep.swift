/// One step of a ``TestCase``: either a hook (``hookId`` set) or a pickle step matched against
/// step definitions (``pickleStepId`` set).
public struct TestStep: Codable, Equatable, Hashable, Sendable {
    /// The ``Hook`` this step runs, for a hook step.
    public var hookId: String?
    /// The test step's unique id.
    public var id: String
    /// The ``PickleStep`` this step runs, for a pickle step.
    public var pickleStepId: String?
    /// Every step definition matching the pickle step: none when undefined, several when ambiguous.
    public var stepDefinitionIds: [String]?
    /// The captured arguments, one list per matching step definition.
    public var stepMatchArgumentsLists: [StepMatchArgumentsList]?

    /// Creates a test step.
    public init(
        hookId: String? = nil,
        id: String,
        pickleStepId: String? = nil,
        stepDefinitionIds: [String]? = nil,
        stepMatchArgumentsLists: [StepMatchArgumentsList]? = nil
    ) {
        self.hookId = hookId
        self.id = id
        self.pickleStepId = pickleStepId
        self.stepDefinitionIds = stepDefinitionIds
        self.stepMatchArgumentsLists = stepMatchArgumentsLists
    }
}
