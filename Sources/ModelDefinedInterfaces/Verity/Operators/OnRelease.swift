/// Runs a closure when the last reference to it goes: what a derived source keeps (in its
/// `KeepAlive`) to end an upstream interest that a `Subscription` does not cover.
final class OnRelease: Sendable {
    private let action: @Sendable () -> Void

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    deinit {
        action()
    }
}
