/// A model as its source keeps it: inline, or in a box shared by the source and the thread
/// delivering it.
///
/// NB: a large model that holds references is boxed, so that an update moves it into its box
/// once and the source and the deliverer share the box: kept inline, every update copied it
/// for the source (a retain per reference) and released the deliverer's copy afterwards, a
/// large share of an update for a screen with several actions. A small or trivial model (an `Int`,
/// a `String`) stays inline, where it costs no allocation.
@usableFromInline
enum StoredModel<Model: Sendable>: Sendable {
    case inline(Model)
    case boxed(ModelBox<Model>)

    /// Whether models of this type are boxed: larger than eight words and not trivially
    /// copyable. A constant once specialised.
    @inlinable static var isBoxed: Bool {
        !_isPOD(Model.self) && MemoryLayout<Model>.size > 8 * MemoryLayout<Int>.size
    }

    @inlinable
    init(_ model: consuming Model) {
        if Self.isBoxed {
            self = .boxed(ModelBox(consume model))
        } else {
            self = .inline(consume model)
        }
    }

    /// A copy of the model.
    @inlinable var model: Model {
        switch self {
        case .inline(let model): model
        case .boxed(let box): box.model
        }
    }
}

/// The box of a boxed `StoredModel`.
@usableFromInline
final class ModelBox<Model: Sendable>: Sendable {
    @usableFromInline let model: Model

    @inlinable
    init(_ model: consuming Model) {
        self.model = consume model
    }
}
