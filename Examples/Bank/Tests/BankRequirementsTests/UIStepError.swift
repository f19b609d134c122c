/// A browser step that cannot do what it says, or saw something else than it expected.
struct UIStepError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
