/// Why a run option's text cannot be used, without the option's names: a ``RunOption`` adds
/// them when it turns this into a ``RunOptionError``.
package struct InvalidRunOptionValue: Error {
    /// What is wrong, e.g. `must be 1 or 0, not 'maybe'`.
    package let reason: String

    package init(_ reason: String) { self.reason = reason }
}
