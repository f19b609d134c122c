/// What an invocation of an action runs (see `Action`, "When an action runs").
@usableFromInline
enum Verdict {
    /// This body: the action's own, when its model is current or several actions of the
    /// current model share its name (one per row, say, so that only its own body knows which
    /// one it is); otherwise the current model's body of its name, so that it acts on what the
    /// latest model captured.
    case run(any Sendable)
    /// Nothing, for this reason.
    case refused(ActionRejection.Reason)
}
