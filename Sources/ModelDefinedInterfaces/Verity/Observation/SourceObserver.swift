/// Told of every `Source` created while it is bound as ``SourceObservation/current``: the seam
/// through which a tool outside the core (such as the model-coverage recording of the
/// requirements runner) watches what a run visits, without the core knowing the tool.
///
/// `sourceCreated(_:)` runs once per source, on the creating thread, after the source's initial
/// model is set and before its initializer returns. Subscribe there (`subscribe(_:)`,
/// `observeActions(_:)`) and keep the tokens; do not keep the source itself, which would keep
/// it alive.
///
/// ```swift
/// struct Counting: SourceObserver {
///     let names: Locked<[String]>
///     func sourceCreated<Model: Sendable>(_ source: Source<Model>) {
///         names.withLock { $0.append(source.name) }
///     }
/// }
/// ```
public protocol SourceObserver: Sendable {
    /// Called with each source created while this observer is bound.
    func sourceCreated<Model: Sendable>(_ source: Source<Model>)
}
