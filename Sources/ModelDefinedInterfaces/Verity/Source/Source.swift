/// A read-only, always-current, shared stream of models: the single source of truth that every
/// consumer renders.
///
/// - It always has a current `model`.
/// - It is hot and shared: every subscriber receives the same models in the same order,
///   starting with the model that is current when it subscribes.
/// - It never completes.
/// - Consumers cannot set it. Only its owner, the code that created it, receives the
///   `SourceSetter` capability that can.
///
/// ## Threading contract
///
/// `Source` is `Sendable`, and its `Model` must be `Sendable`, so the compiler checks under
/// Swift 6 that models cross threads safely. Any thread or task may read, subscribe or (as the
/// owner) set at any time:
///
/// - Sets are serialised: each one becomes current in one total order and none is lost.
/// - Subscribers are called in that order, one model at a time per source (never concurrently
///   with each other for the same source), and never while any lock is held. A set that finds
///   no delivery in progress delivers on the setting thread; a set made while another thread is
///   delivering is queued, and that thread delivers it next. So a subscriber may set the source
///   it observes, or a source that feeds back into it, without deadlock or reentrancy.
/// - Subscriber closures are `@Sendable`: they run on whichever thread set the model. Code bound
///   to an actor (such as the main actor) hops there, e.g. by iterating `values` in a task
///   (see `MainActorRenderer`).
///
/// ```swift
/// let clock = Source<Int>(named: "Ticks") { state, _ in
///     Task { for tick in 1... { try await Task.sleep(for: .seconds(1)); state.set(tick) } }
///     return 0
/// }
/// let subscription = clock.subscribe { tick in print(tick) }
/// ```
public final class Source<Model: Sendable>: Sendable {
    // NB: the Source is a facade over its core. The owner's SourceSetter (captured by the
    // actions inside every model) holds the core strongly, and the core holds the model, so
    // the core references itself; the facade breaks that cycle when it is released, by
    // clearing the core. Keeping weak references away from the core keeps its reference
    // counting on the fast path, which every set and delivery touches.
    @usableFromInline let core: SourceCore<Model>
    /// Whatever this source needs kept alive, such as the upstream of a derived source.
    let retained: KeepAlive?

    /// Creates a source whose initial model is built by `initial`, which receives the owner's
    /// `SourceSetter` (keep it to set later models) and the factory for the initial model's
    /// actions.
    ///
    /// `initial` runs once, before the initializer returns. Sets it makes itself, synchronously,
    /// are ignored because the source does not exist yet: return the model instead. Work it
    /// starts elsewhere (a `Task`, say) may set at any time; such a set waits for the
    /// initializer to finish, so none is lost.
    ///
    /// - Parameters:
    ///   - name: How the source's actions describe themselves; defaults to the model's type name.
    ///   - initial: Builds the initial model from the owner's `SourceSetter` and the factory
    ///     for its actions.
    public convenience init(
        named name: String? = nil,
        initial: (SourceSetter<Model>, ActionFactory) -> Model
    ) {
        self.init(named: name, retaining: nil, initial: initial)
    }

    /// Creates a source that holds `model` forever: for previews, tests, and values that never
    /// change.
    ///
    /// ```swift
    /// LoginView(model: Source(constant: .notAuthenticated(.init(error: nil, logIn: .doNothing))))
    /// ```
    public convenience init(constant model: Model, named name: String? = nil) {
        self.init(named: name, retaining: nil) { _, _ in model }
    }

    init(
        named name: String?,
        retaining retained: KeepAlive?,
        initial: (SourceSetter<Model>, ActionFactory) -> Model
    ) {
        core = SourceCore<Model>(name: name ?? String(describing: Model.self), initial: initial)
        self.retained = retained
        // NB: read once per source created, never per update or action: with no observer
        // bound, recording costs nothing where sources do their work.
        if let observer = SourceObservation.current {
            observer.sourceCreated(self)
        }
    }

    deinit {
        core.release()
    }

    /// The model that is current now.
    @inlinable
    public var model: Model {
        core.currentModel
    }

    /// The name the source's actions use to describe themselves.
    public var name: String {
        core.name
    }

    /// The owner capability for this source, for the module's own source builders that start
    /// work once the source exists.
    var ownerState: SourceSetter<Model> {
        SourceSetter(core: core)
    }

    /// Calls `receive` with the current model and then with every later one, until the returned
    /// token is released or cancelled.
    ///
    /// The token is the only thing keeping the subscription alive, so ignoring it (which the
    /// compiler warns about) cancels it at once. `receive` must not capture the token's owner
    /// strongly, or the two keep each other alive; `subscribe(_:_:)` avoids that altogether.
    public func subscribe(_ receive: @escaping @Sendable (Model) -> Void) -> Subscription {
        let core = core
        let id = core.add { _ in receive }
        return Subscription { core.removeSubscriber(id) }
    }

    /// Calls `method` on `owner` with the current model and every later one, for as long as
    /// `owner` exists. The source holds `owner` weakly, so there is no token to keep and no way
    /// to create a retain cycle.
    ///
    /// ```swift
    /// final class Logger: Sendable {
    ///     init(source: Source<Authentication>) { source.subscribe(self, Logger.log) }
    ///     func log(_ model: Authentication) { print(model) }
    /// }
    /// ```
    public func subscribe<Owner: AnyObject & Sendable>(
        _ owner: Owner,
        _ method: @escaping @Sendable (Owner) -> (Model) -> Void
    ) {
        let core = core
        _ = core.add { id in
            { [weak owner] model in
                if let owner {
                    method(owner)(model)
                } else {
                    core.removeSubscriber(id)
                }
            }
        }
    }

    /// Every model, starting with the current one, as an asynchronous sequence. The sequence
    /// never finishes while the source exists; it finishes when the source is released.
    /// Iterating it does not keep the source alive.
    ///
    /// ```swift
    /// for await model in source.values { render(model) }
    /// ```
    public var values: AsyncStream<Model> {
        let core = core
        return AsyncStream(bufferingPolicy: .unbounded) { continuation in
            let id = core.add(sourceReleased: { continuation.finish() }) { _ in { continuation.yield($0) } }
            continuation.onTermination = { _ in core.removeSubscriber(id) }
        }
    }
}
