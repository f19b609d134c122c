/// The owner's capability to change a Source's model. Only the code that created the source
/// receives it, so consumers can read and subscribe but never set.
///
/// It holds its source weakly: actions stored inside the model capture it without creating a
/// retain cycle, and work that finishes after the source is gone changes nothing.
///
/// ```swift
/// let counter = Source<Counter> { state, actions in
///     Counter(value: 0, increment: actions.action("increment") {
///         state.update { counter, actions in counter.incremented(actions) }
///     })
/// }
/// ```
public struct SourceState<Model: Sendable>: Sendable {
    let link: SourceLink<Model>

    /// The source's current model, or `nil` once the source is gone (or, inside the source's
    /// initializer, while its initial model is still being built).
    public var model: Model? {
        link.source?.model
    }

    /// Whether the source still exists. Long-running work can stop early when it does not.
    public var isAlive: Bool {
        link.source != nil
    }

    /// Emits `model`. Actions taken from earlier models stop working.
    ///
    /// Use this for models without actions (or with placeholders); use `set(_:)` with a builder
    /// to give the new model its own actions.
    public func set(_ model: Model) {
        link.source?.emit(model)
    }

    /// Builds and emits a model whose actions are made with the factory `build` receives.
    public func set(_ build: (ActionFactory) -> Model) {
        link.source?.emit(build)
    }

    /// Replaces the current model with one computed from it, atomically: if another thread
    /// emits in between, `transform` runs again on the newer model, so no update is lost.
    /// `transform` must therefore only compute the model, never perform side effects.
    public func update(_ transform: (Model, ActionFactory) -> Model) {
        link.source?.emitUpdate(transform)
    }
}

/// Lets a SourceState exist before its Source does, so the initial model's actions can capture
/// it; the source attaches itself once the initial model is built.
final class SourceLink<Model: Sendable>: Sendable {
    private struct Target {
        weak var source: Source<Model>?
        var isAttached = false
        /// The thread running the source's initializer.
        let builder = currentThreadIdentity()
    }

    private let target = Locked(Target())

    /// The source, or `nil` once it is gone. Before the source is attached, a call from the
    /// initializer's own thread gets `nil` (the initial model is still being built), and calls
    /// from work the initializer started elsewhere wait the moment it takes to attach, so that
    /// none of their sets is lost.
    var source: Source<Model>? {
        while true {
            let (source, isAttached, builder) = target.withLock { ($0.source, $0.isAttached, $0.builder) }
            if isAttached || builder == currentThreadIdentity() {
                return source
            }
            yieldThread()
        }
    }

    func attach(_ source: Source<Model>) {
        target.withLock { target in
            target.source = source
            target.isAttached = true
        }
    }
}
