#if canImport(Observation)
import Foundation
import Observation

/// A Source's model for SwiftUI's `@Observable` world: hold it in `@State` (or pass it down)
/// and read `model` in `body`; the view updates whenever the source emits.
///
/// A view never holds a model older than the source's: `model` reads the source's current
/// model itself, so there is no copy to fall behind, and a change made on the main actor tells
/// observers synchronously, before the set that made it returns. A change made on another
/// thread is announced on the main actor as soon as it gets there; a view that reads `model`
/// meanwhile already sees it.
///
/// ```swift
/// struct LoginView: View {
///     @State var authentication: ObservableSource<Authentication>
///     var body: some View { Text(String(describing: authentication.model)) }
/// }
/// ```
@MainActor
public final class ObservableSource<Model: Sendable>: Observable {
    /// The observed source.
    public let source: Source<Model>
    private let registrar = ObservationRegistrar()
    private var subscription: Subscription?

    /// Starts observing `source`; observing ends when this object is released.
    public init(_ source: Source<Model>) {
        self.source = source
        subscription = source.subscribe { [weak self] _ in
            // NB: the source calls subscribers on the thread that set it. On the main thread
            // the observers hear of the change before the set returns; elsewhere they hear of
            // it on the main actor, and `model` reads the new value in the meantime.
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { self?.announceChange() }
            } else {
                Task { @MainActor in self?.announceChange() }
            }
        }
    }

    /// The source's current model; reading it in a view's `body` (or in
    /// `withObservationTracking`) registers interest in the next change.
    public var model: Model {
        registrar.access(self, keyPath: \.model)
        return source.model
    }

    private func announceChange() {
        registrar.withMutation(of: self, keyPath: \.model) {}
    }
}

/// Tells whether the calling code runs on the main queue, which is the main actor's executor.
///
/// NB: `Thread.isMainThread` is not the test: where the main queue is drained by another thread
/// (Swift Testing on Linux), main-actor code does not run on the main thread. A queue-specific
/// value set on the main queue is visible exactly to code the main queue is running.
enum MainQueue {
    private static let key = DispatchSpecificKey<UInt8>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return true
    }()

    static var isCurrent: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) == 1
    }
}
#endif
