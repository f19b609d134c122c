import Verity

/// Which models the requirements record, and how: the states each model declares (so that a
/// state no scenario reaches shows as never reached) and how to draw a state for the gallery.
///
/// Recording is switched on by one line where the steps are defined,
/// `steps.recordModels(coverage)`. Every `Source` created while a scenario runs (by its world,
/// hooks, steps, or any task they start) whose model is an enum is then recorded: the states
/// it emits by case name, the actions invoked and refused in each state, and the transitions
/// between consecutive states with the action that caused each. At the end of each scenario
/// the record is attached to it with the media type ``mediaType``; `verity docs` draws the
/// "Models" page and the gallery from it. The JSON schema is in
/// `Documentation/ModelCoverage.md`.
///
/// Models need not be declared to be recorded; a declaration adds the states no scenario
/// reached and the drawings.
///
/// ```swift
/// let coverage = ModelCoverage()
///     .declaring(Banking.self, states: ["signedOut", "signedIn", "confirmingSignOut", "syncingBeforeSignOut"]) {
///         .html(BankPage(model: $0).render())
///     }
/// let steps = Steps<World>(world: World.init) { steps in
///     steps.recordModels(coverage)
///     ...
/// }
/// ```
public struct ModelCoverage: Sendable {
    /// The media type of the attachment each scenario gets.
    public static let mediaType = "application/vnd.verity.model-coverage+json"

    /// The version of the attachment's JSON schema, written as its `schema` field.
    public static let schemaVersion = 1

    var declarations: [ModelDeclaration] = []
    var examples: [ModelExample] = []

    /// Records every enum model, declaring none.
    public init() {}

    /// Declares `model`'s states by case name, in the order the documentation lists them, and,
    /// optionally, how to draw a model value for the gallery (`nil` from `draw` draws nothing
    /// for that value).
    ///
    /// The names are the enum's case names as written. The record compares them with the cases
    /// a run reaches: a reached case missing from `states` is flagged as undeclared, so a list
    /// that falls behind the enum shows.
    public func declaring<Model: Sendable>(
        _ model: Model.Type, states: [String], draw: (@Sendable (Model) -> StateDrawing?)? = nil
    ) -> ModelCoverage {
        var erased: (@Sendable (Any) -> StateDrawing?)?
        if let draw {
            erased = { value in
                guard let model = value as? Model else { return nil }
                return draw(model)
            }
        }
        var copy = self
        copy.declarations.removeAll { $0.type == ObjectIdentifier(model) }
        copy.declarations.append(ModelDeclaration(type: ObjectIdentifier(model), states: states, draw: erased))
        return copy
    }

    /// Adds a hand-made `model` value, under `name`, to the gallery: drawn with the drawing
    /// ``declaring(_:states:draw:)`` gives its type, beside the states the runs reached, and
    /// marked as an example no run reached. So a screen can be designed and reviewed from mock
    /// data before any scenario reaches it.
    ///
    /// `Steps.recordModels(_:)` draws the examples once per run, in a before-all hook named
    /// "record model examples", and attaches them to the run (not to a scenario) with the media
    /// type ``mediaType``. An example of a type with no drawing is listed by name only.
    ///
    /// ```swift
    /// let coverage = ModelCoverage()
    ///     .declaring(Door.self, states: ["closed", "open", "locked"]) { .text("[ \($0) ]") }
    ///     .example("locked by the caretaker", Door.locked)
    /// ```
    public func example<Model: Sendable>(_ name: String, _ model: Model) -> ModelCoverage {
        var copy = self
        copy.examples.append(
            ModelExample(
                name: name, type: ObjectIdentifier(Model.self), typeName: String(reflecting: Model.self),
                displayName: String(describing: Model.self), value: model))
        return copy
    }

    /// The declaration of `model`, if there is one.
    func declaration<Model>(of model: Model.Type) -> ModelDeclaration? {
        declarations.first { $0.type == ObjectIdentifier(model) }
    }
}

/// A hand-made model value that ``ModelCoverage/example(_:_:)`` adds to the gallery.
struct ModelExample: Sendable {
    let name: String
    let type: ObjectIdentifier
    let typeName: String
    let displayName: String
    let value: any Sendable
}

/// What ``ModelCoverage/declaring(_:states:draw:)`` said of one model type.
struct ModelDeclaration: Sendable {
    let type: ObjectIdentifier
    let states: [String]
    /// Draws a model value of the type; `nil` for a value of another type or no drawing.
    let draw: (@Sendable (Any) -> StateDrawing?)?
}
