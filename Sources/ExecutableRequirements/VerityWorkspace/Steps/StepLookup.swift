/// What the definitions make of one step text: the definitions that match it (none: undefined,
/// several: ambiguous), or the error matching raised.
///
/// ```swift
/// let lookup = compiled.lookup("I have 3 cukes")
/// if lookup.error == nil, lookup.matches.isEmpty { print("undefined") }
/// ```
package struct StepLookup: Sendable, Hashable {
    /// Positions in ``CompiledStepCatalog/definitions``, in definition order.
    package var matches: [Int]
    /// The official message when matching failed, e.g. a regular expression whose group stands
    /// for several parameter types.
    package var error: String?

    /// Creates a lookup result.
    package init(matches: [Int], error: String? = nil) {
        self.matches = matches
        self.error = error
    }
}
