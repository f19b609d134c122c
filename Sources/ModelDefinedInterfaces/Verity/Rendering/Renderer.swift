/// A type that shows a model: it holds a `model` Source and renders every value it emits,
/// always the whole model, so that what it shows is a pure function of the current value.
///
/// `render(_:)` runs on the thread that set the model (see `Source`'s threading contract);
/// types bound to the main actor adopt `MainActorRenderer` instead.
///
/// ```swift
/// final class StatusLine: Renderer {
///     let model: Source<Fetchable<Weather>>
///     init(model: Source<Fetchable<Weather>>) { self.model = model; startRendering() }
///     func render(_ model: Fetchable<Weather>) { print(model) }
/// }
/// ```
public protocol Renderer: AnyObject, Sendable {
    /// The model type this renderer shows.
    associatedtype Model: Sendable

    /// The source of the models to render.
    var model: Source<Model> { get }

    /// Shows `model`, replacing whatever was shown before.
    func render(_ model: Model)
}

extension Renderer {
    /// Renders the current model now and every later one for as long as the renderer exists.
    /// The source holds the renderer weakly. Call it once, typically at the end of `init`.
    public func startRendering() {
        model.subscribe(self) { renderer in { model in renderer.render(model) } }
    }
}
