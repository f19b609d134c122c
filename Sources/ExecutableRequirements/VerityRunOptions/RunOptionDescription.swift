/// A ``RunOption`` without its value's type: what `verity run` needs to list, check and pass on
/// every option alike.
package struct RunOptionDescription: Sendable {
    /// The `verity run` flag, e.g. `--order`.
    package let flag: String
    /// The variable the runner reads, e.g. `VERITY_ORDER`.
    package let variable: String
    /// One sentence for `verity run --help`.
    package let help: String
    /// The value's name in help; `nil` for a flag that takes no value.
    package let valueName: String?
    /// What a flag that takes no value writes into the variable.
    package let flagText: String?
    /// Whether `verity run` takes the flag more than once, joining the values with commas.
    package let isRepeatable: Bool
    /// Reads `text` as the runner would, throwing its error.
    package let check: @Sendable (String) throws(RunOptionError) -> Void
}
