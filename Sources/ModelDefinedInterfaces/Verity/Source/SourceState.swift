/// The owner's capability to change a Source's model. Only the code that created the source
/// receives it, so consumers can read and subscribe but never set.
///
/// Actions stored inside the model capture it without keeping the source alive: once the
/// source is released, setting through its state changes nothing.
///
/// ```swift
/// let counter = Source<Counter> { state, actions in
///     Counter(value: 0, increment: actions.action("increment") {
///         state.update { counter, actions in counter.incremented(actions) }
///     })
/// }
/// ```
public struct SourceState<Model: Sendable>: Sendable {
    @usableFromInline let core: SourceCore<Model>

    init(core: SourceCore<Model>) {
        self.core = core
    }

    /// The source's current model, or `nil` once the source is gone (or, inside the source's
    /// initializer, while its initial model is still being built).
    @inlinable
    public var model: Model? {
        core.modelIfAlive
    }

    /// Whether the source still exists. Long-running work can stop early when it does not.
    public var isAlive: Bool {
        core.header.currentGeneration.value != SourceHeader.released
    }

    /// Emits `model`. Actions taken from earlier models stop working.
    ///
    /// Use this for models without actions (or with placeholders); use `set(_:)` with a builder
    /// to give the new model its own actions.
    @inlinable
    public func set(_ model: Model) {
        core.emit(model)
    }

    /// Builds and emits a model whose actions are made with the factory `build` receives.
    public func set(_ build: (ActionFactory) -> Model) {
        core.emit(build)
    }

    /// Replaces the current model with one computed from it, atomically: if another thread
    /// emits in between, `transform` runs again on the newer model, so no update is lost.
    /// `transform` must therefore only compute the model, never perform side effects.
    public func update(_ transform: (Model, ActionFactory) -> Model) {
        core.emitUpdate(transform)
    }
}
