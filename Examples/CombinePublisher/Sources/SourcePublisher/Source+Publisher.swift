#if canImport(Combine)
@preconcurrency import Combine
#else
// NB: OpenCombine's subjects, like Combine's, may be sent to from any thread, but neither
// module marks them `Sendable`; the source's subscriber is `@Sendable`.
@preconcurrency import OpenCombine
#endif
import Verity

extension Source {
    /// The source's models as a publisher: each subscriber gets the current model when it
    /// subscribes, then every later one, delivered as `subscribe(_:)` delivers them (on the
    /// thread that emitted, before the emitting call returns). It never fails and never
    /// finishes; cancelling the subscription ends the source's subscription.
    ///
    /// ```swift
    /// let cancellable = counter.publisher
    ///     .map(\.value)
    ///     .sink { label.text = "\($0)" }
    /// ```
    ///
    /// A subscriber whose demand is used up gets, when it asks for more, the latest model
    /// (a `CurrentValueSubject` stands between the source and the subscriber), not every
    /// model it missed: a model-defined interface needs the current state, not its history.
    /// Subscribed while the source is delivering (from another thread, or from a subscriber of
    /// the same source), it may get the current model twice; and the publisher keeps the
    /// source alive while it is kept.
    public var publisher: AnyPublisher<Model, Never> {
        let source = self
        return Deferred {
            let subject = CurrentValueSubject<Model, Never>(source.model)
            let subscription = source.subscribe { subject.send($0) }
            return subject.handleEvents(receiveCancel: { subscription.cancel() })
        }
        .eraseToAnyPublisher()
    }
}
