/// A subscriber of a source: the closure models are delivered to, and, for `values`, what to
/// do when the source goes away.
@usableFromInline
struct Subscriber<Model: Sendable>: Sendable {
    @usableFromInline let id: UInt64
    @usableFromInline let receive: @Sendable (Model) -> Void
    @usableFromInline let sourceReleased: (@Sendable () -> Void)?

    @inlinable
    init(id: UInt64, receive: @escaping @Sendable (Model) -> Void, sourceReleased: (@Sendable () -> Void)?) {
        self.id = id
        self.receive = receive
        self.sourceReleased = sourceReleased
    }
}
