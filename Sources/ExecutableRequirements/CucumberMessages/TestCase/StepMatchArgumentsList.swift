/// The arguments one step definition captured from a step's text.
public struct StepMatchArgumentsList: Codable, Equatable, Hashable, Sendable {
    /// The arguments, in order.
    public var stepMatchArguments: [StepMatchArgument]

    /// Creates an argument list.
    public init(stepMatchArguments: [StepMatchArgument]) {
        self.stepMatchArguments = stepMatchArguments
    }
}
