/// What an action needs of the source that made it, without knowing the source's model type:
/// `SourceCore` is the one owner. Every call takes the source's lock once.
@usableFromInline
protocol ActionOwner: AnyObject, Sendable {
    /// Distinguishes sources with the same name.
    var id: UInt64 { get }
    /// How the source's actions describe themselves.
    var name: String { get }

    /// Records, under the lock, an action made with the factory of `table` on another thread
    /// than the building one, under a name that thread did not expect, or after the commit
    /// (then it is not offered), and returns its slot.
    func registerUnderLock(_ action: OfferedAction, in table: ActionTable) -> Int

    /// The name of an action of `table` that was made under the lock (see `ActionTable.name(at:)`).
    func name(at slot: Int, of table: ActionTable) -> String

    /// The verdict on an invocation of the action in `slot` of `table`, and the action
    /// observers to tell (none when nobody observes).
    func judge(slot: Int, of table: ActionTable) -> (Verdict, [ActionObserver])

    /// Whether the source is gone.
    var isReleased: Bool { get }
}

/// Called with every invocation of a source's actions (`Source.observeActions`).
@usableFromInline
typealias ActionObserver = @Sendable (ActionEvent) -> Void
