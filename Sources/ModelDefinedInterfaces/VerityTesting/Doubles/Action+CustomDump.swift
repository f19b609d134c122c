import CustomDump
import Verity

// NB: same package, so these conformances are not retroactive. Without them, a diff of two models would print each action's private binding (source
// header, generation). An action's identity is all that `==` compares, so it is all a diff shows.

extension Action: CustomDumpStringConvertible {
    /// `Action(Source.method)`, the part of an action that `==` compares.
    public var customDumpDescription: String {
        "Action(\(identity))"
    }
}

extension ReturningAction: CustomDumpStringConvertible {
    /// `ReturningAction(Source.method)`, the part of an action that `==` compares.
    public var customDumpDescription: String {
        "ReturningAction(\(identity))"
    }
}

extension AsyncAction: CustomDumpStringConvertible {
    /// `AsyncAction(Source.method)`, the part of an action that `==` compares.
    public var customDumpDescription: String {
        "AsyncAction(\(identity))"
    }
}
