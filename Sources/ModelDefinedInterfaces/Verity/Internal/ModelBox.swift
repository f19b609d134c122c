/// A source's current model in a box, so that a delivery shares a reference instead of copying
/// the model (a retain per reference it holds).
@usableFromInline
final class ModelBox<Model: Sendable>: Sendable {
    @usableFromInline let model: Model

    @inlinable
    init(_ model: consuming Model) {
        self.model = model
    }
}
