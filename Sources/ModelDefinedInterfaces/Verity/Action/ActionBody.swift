/// What an `Action` runs: a closure that takes the input, or, for an action without input made
/// from a closure without parameters, that closure itself.
///
/// NB: a closure written without parameters, `{ submit() }`, has the type `() -> Void`, which
/// is not `(Void) -> Void`: storing it as the latter wraps it in a thunk whose context is
/// allocated, once for every action of every model. Keeping it as it was written costs a
/// case check per invocation instead.
@usableFromInline
enum ActionBody<Input: Sendable>: Sendable {
    case takingInput(@Sendable (Input) -> Void)
    /// Made only by `ActionFactory.action(_:perform:)` for `Action<Void>`.
    case takingNothing(@Sendable () -> Void)

    @inlinable
    func callAsFunction(_ input: Input) {
        switch self {
        case .takingInput(let body): body(input)
        case .takingNothing(let body): body()
        }
    }
}
