/// A run setting whose value cannot be used, named by its variable and its flag.
///
/// ```swift
/// // VERITY_SHARD (--shard): must be I/N with 1 <= I <= N (e.g. 2/4), not '5/4'
/// ```
package struct RunOptionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The variable the runner reads, e.g. `VERITY_SHARD`.
    package let variable: String
    /// The `verity run` flag, e.g. `--shard`.
    package let flag: String
    /// What is wrong with the value.
    package let reason: String

    package init(variable: String, flag: String, reason: String) {
        self.variable = variable
        self.flag = flag
        self.reason = reason
    }

    /// `VARIABLE (--flag): reason`, the same from `verity run` and from the runner.
    package var description: String { "\(variable) (\(flag)): \(reason)" }
}
