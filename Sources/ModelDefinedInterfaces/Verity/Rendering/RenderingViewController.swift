#if canImport(UIKit)
import UIKit

/// A view controller that renders a Source: override `render(_:)`; rendering starts in
/// `viewDidLoad` and stops when the controller is released.
///
/// ```swift
/// final class LoginViewController: RenderingViewController<Authentication> {
///     override func render(_ model: Authentication) { /* update the views */ }
/// }
/// ```
open class RenderingViewController<Model: Sendable>: UIViewController, MainActorRenderer {
    /// The source being rendered.
    public let model: Source<Model>
    private var rendering: Task<Void, Never>?

    /// Creates a controller that renders `model` once its view is loaded.
    public init(model: Source<Model>) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: a rendering controller needs its source.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        nil
    }

    /// Starts rendering.
    override open func viewDidLoad() {
        super.viewDidLoad()
        rendering = startRendering()
    }

    /// Shows `model`; override it. The default does nothing.
    open func render(_ model: Model) {}
}
#endif
