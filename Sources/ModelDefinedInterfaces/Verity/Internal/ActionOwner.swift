/// What an action needs of the source that made it, without knowing the source's model type:
/// `SourceCore` is the one owner. Every call takes the source's lock once.
@usableFromInline
protocol ActionOwner: AnyObject, Sendable {
    /// Distinguishes sources with the same name.
    var id: UInt64 { get }
    /// How the source's actions describe themselves.
    var name: String { get }

    /// Records, under the lock, an action made with the factory of `emission` on another thread
    /// than the builder's, under a name the builder did not expect, or after the commit (then it
    /// is not offered), and returns its slot.
    func registerUnderLock(_ action: OfferedAction, in emission: Emission) -> Int

    /// The name of an action of `emission` that was made under the lock (see `Emission.name(at:)`).
    func name(at slot: Int, of emission: Emission) -> String

    /// What an invocation of the action in `slot` of `emission` runs, and the action observers
    /// to tell (none when nobody observes).
    func admission(slot: Int, of emission: Emission) -> (Admission, [ActionObserver])

    /// Whether the source is gone.
    var isReleased: Bool { get }
}

/// Called with every invocation of a source's actions (`Source.observeActions`).
@usableFromInline
typealias ActionObserver = @Sendable (ActionEvent) -> Void

/// What an invocation of an action runs (see `Action`, "When an action runs").
@usableFromInline
enum Admission {
    /// This body: the action's own, when its model is current or several actions of the
    /// current model share its name (one per row, say, so that only its own body knows which
    /// one it is); otherwise the current model's body of its name, so that it acts on what the
    /// latest model captured.
    case run(any Sendable)
    /// Nothing, for this reason.
    case refused(ActionRejection.Reason)
}
