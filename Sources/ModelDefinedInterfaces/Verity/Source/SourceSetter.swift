/// The owner's capability to change a Source's model. Only the code that created the source
/// receives it, so consumers can read and subscribe but never set.
///
/// Actions stored inside the model capture it without keeping the source alive: once the
/// source is released, setting through it changes nothing.
///
/// ```swift
/// let counter = Source<Counter> { setter, actions in
///     Counter(value: 0, increment: actions.action("increment") {
///         setter.update { counter, actions in counter.incremented(actions) }
///     })
/// }
/// ```
public struct SourceSetter<Model: Sendable>: Sendable {
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
        !core.isReleased
    }

    /// The state the source is in now, to pass to `update(ifStillIn:_:)` later.
    public var currentState: StateMark {
        mark(core.currentEpoch)
    }

    /// Emits `model`, which starts a new state: every action taken from earlier models stops
    /// working.
    ///
    /// Use this for models without actions (or with placeholders); use `set(_:)` with a builder
    /// to give the new model its own actions.
    @inlinable
    public func set(_ model: Model) {
        core.set(model)
    }

    /// Builds and emits a model whose actions are made with the factory `build` receives, and
    /// returns the state it is in. If the factory makes the same set of action names as the
    /// current model's, the source stays in the current state (see `Action`).
    @inlinable @discardableResult
    public func set(_ build: (ActionFactory) -> Model) -> StateMark {
        mark(core.set(build))
    }

    /// Replaces the current model with one computed from it, atomically: if another thread
    /// emits in between, `transform` runs again on the newer model, so no update is lost.
    /// `transform` must therefore only compute the model, never perform side effects.
    ///
    /// Returns the state the new model is in.
    @inlinable @discardableResult
    public func update(_ transform: (Model, ActionFactory) -> Model) -> StateMark {
        mark(core.update { model, actions in transform(model, actions) })
    }

    /// Like `update(_:)`, but `transform` may decline by returning `nil` ("nothing changed"):
    /// then nothing is emitted, subscribers hear nothing, and every action stays current.
    /// Returns whether a model was emitted.
    ///
    /// ```swift
    /// setter.updateIfChanged { model, actions in
    ///     model.quote == fetched ? nil : model.with(quote: fetched, actions)
    /// }
    /// ```
    @inlinable @discardableResult
    public func updateIfChanged(_ transform: (Model, ActionFactory) -> Model?) -> Bool {
        core.update(transform) != nil
    }

    /// Moves on only if the source is still in the state `mark` names, in one atomic step:
    /// if it has left that state (say, the user cancelled while a request was in flight),
    /// `transform` does not run and nothing is emitted. `transform` may also decline with
    /// `nil`. Returns whether a model was emitted.
    ///
    /// ```swift
    /// let loggingIn = setter.set { actions in .loggingIn(cancel: actions.action("cancel") { … }) }
    /// Task {
    ///     let token = await server.logIn(credentials)
    ///     setter.update(ifStillIn: loggingIn) { _, actions in .authenticated(token, actions) }
    /// }
    /// ```
    @inlinable @discardableResult
    public func update(ifStillIn mark: StateMark, _ transform: (Model, ActionFactory) -> Model?) -> Bool {
        // NB: a mark of another source never names an epoch of this one, and the mark of a
        // released source none at all.
        guard mark.source == core.id, let epoch = mark.epoch else { return false }
        return core.update(requiringEpoch: epoch, transform) != nil
    }

    @usableFromInline
    func mark(_ epoch: UInt64?) -> StateMark {
        StateMark(source: core.id, epoch: epoch)
    }
}

/// Names one stay of a source in one state: from the emission that moved the source into the
/// state until the emission that moves it out. Emissions that stay in the state (same actions
/// offered, see `Action`) keep the mark; `SourceSetter.update(ifStillIn:_:)` checks it.
public struct StateMark: Hashable, Sendable, CustomStringConvertible {
    /// The source's id, so that a mark never matches another source's state.
    @usableFromInline let source: UInt64
    /// The epoch (see `Documentation/Architecture.md#inside-the-core`), or `nil` for the mark of
    /// a source that was released.
    @usableFromInline let epoch: UInt64?

    @usableFromInline
    init(source: UInt64, epoch: UInt64?) {
        self.source = source
        self.epoch = epoch
    }

    /// `state #epoch`, for logs and failure messages.
    public var description: String {
        guard let epoch else { return "no state (source released)" }
        return "state #\(epoch)"
    }
}

/// ``SourceSetter`` under the name that tells code using it to say `SourceSetter`: a "state" in
/// Verity is one of a model's cases, and the owner's capability to set the model is a setter.
@available(*, deprecated, renamed: "SourceSetter")
public typealias SourceState = SourceSetter
