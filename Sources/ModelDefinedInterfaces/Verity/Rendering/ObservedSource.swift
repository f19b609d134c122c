#if canImport(SwiftUI)
import SwiftUI

/// Publishes a Source's model to SwiftUI: hold it in `@StateObject` (or `@ObservedObject`) and
/// read `model` in `body`; the view updates whenever the source emits.
///
/// ```swift
/// struct LoginView: View {
///     @StateObject var authentication: ObservedSource<Authentication>
///     var body: some View { Text(String(describing: authentication.model)) }
/// }
/// ```
///
/// Deprecated: it hears of each model through an asynchronous stream, so a view can draw a
/// model older than the source's, and invoke actions of it. `ObservableSource` reads the
/// source's model itself and tells SwiftUI of a change made on the main actor before the set
/// returns.
@available(*, deprecated, message: "Use ObservableSource, which never shows a model older than the source's.")
@MainActor
public final class ObservedSource<Model: Sendable>: ObservableObject {
    /// The source's current model, updated on the main actor.
    @Published public private(set) var model: Model
    /// The observed source.
    public let source: Source<Model>
    private var updates: Task<Void, Never>?

    /// Starts observing `source`.
    public init(_ source: Source<Model>) {
        self.source = source
        model = source.model
        let values = source.values
        updates = Task { [weak self] in
            for await value in values {
                guard let self else { return }
                self.model = value
            }
        }
    }
}
#endif
