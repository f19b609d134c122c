import CustomDump
import Verity

extension SourceTester {
    /// Invokes the action at `action` of the current model's payload in `state` (the enum's
    /// case written as a function), with `input`: an enum model driven with no accessor
    /// written for its states and no macro. Fails, naming the model, when the source is in
    /// another state, and fails at this call if the action is refused, naming the reason.
    ///
    /// ```swift
    /// tester.invoke(Door.closed, \.lock, "1234")
    /// tester.invoke(Door.locked, \.unlock, "1234")
    /// ```
    ///
    /// The state is found by reflection, as `Source.state(_:)` finds it.
    public func invoke<Payload, Input>(
        _ state: (Payload) -> Model,
        _ action: KeyPath<Payload, Action<Input>>,
        _ input: Input,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        reportUnasserted(when: "the next action was invoked", at: site)
        guard let payload = source.state(state) else {
            var dump = ""
            customDump(source.model, to: &dump)
            recordFailure(
                "The current model of \(source.name) is not in the state of \(Payload.self), so it has no action "
                    + "\(WrittenKeyPath.describe(action, at: site)):\n\(dump)",
                at: site)
            return
        }
        invokeReportingRejection(payload[keyPath: action], input, at: site)
    }

    /// Invokes the action at `action`, which takes no input, of the current model's payload
    /// in `state`.
    ///
    /// ```swift
    /// tester.invoke(Door.closed, \.open)
    /// ```
    public func invoke<Payload>(
        _ state: (Payload) -> Model,
        _ action: KeyPath<Payload, Action<Void>>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        invoke(state, action, (), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
