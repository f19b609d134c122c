/// A `Renderer` for types bound to the main actor, such as view controllers: models are
/// rendered on the main actor, in the order the source emitted them.
///
/// ```swift
/// @MainActor final class LoginScreen: MainActorRenderer {
///     let model: Source<Authentication>
///     private var rendering: Task<Void, Never>?
///     init(model: Source<Authentication>) { self.model = model; rendering = startRendering() }
///     func render(_ model: Authentication) { /* update the views */ }
/// }
/// ```
@MainActor
public protocol MainActorRenderer: AnyObject {
    /// The model type this renderer shows.
    associatedtype Model: Sendable

    /// The source of the models to render.
    var model: Source<Model> { get }

    /// Shows `model`, replacing whatever was shown before.
    func render(_ model: Model)
}

extension MainActorRenderer {
    /// Renders the current model immediately, then every model the source emits from now on,
    /// on the main actor. Rendering stops when the returned task is cancelled, or at the first
    /// model emitted after the renderer is gone (the task holds it weakly).
    ///
    /// Because `render(_:)` always draws the whole model, the current model may be rendered a
    /// second time when the task starts; that is harmless by design.
    @discardableResult
    public func startRendering() -> Task<Void, Never> {
        let values = model.values
        render(model.model)
        return Task { [weak self] in
            for await value in values {
                guard let self, !Task.isCancelled else { return }
                self.render(value)
            }
        }
    }
}
