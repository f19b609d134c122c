import ArgumentParser

/// Whether `verity run` checks the feature files it runs with `verity lint`'s syntax check and
/// quality rules first (`--lint`, else `VERITY_LINT`).
///
/// ```sh
/// verity run --lint error      # a syntax error or an error-severity finding stops the run
/// VERITY_LINT=warn verity run  # findings are printed, and the run goes on
/// ```
enum LintMode: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// A syntax error or an error-severity finding stops the run before `swift test` starts.
    case error
    /// Findings are printed on standard error, and the run goes on.
    case warn

    /// The mode the option gives, else `VERITY_LINT` in `environment`, else none.
    ///
    /// - Throws: `ValidationError` for a `VERITY_LINT` that is neither `error` nor `warn`.
    static func resolve(option: LintMode?, environment: [String: String]) throws(ValidationError) -> LintMode? {
        if let option { return option }
        guard let value = environment["VERITY_LINT"], !value.isEmpty else { return nil }
        guard let mode = LintMode(rawValue: value) else {
            throw ValidationError("VERITY_LINT must be error or warn, not \(value)")
        }
        return mode
    }
}
