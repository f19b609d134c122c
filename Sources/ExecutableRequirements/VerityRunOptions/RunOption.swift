/// One setting of a run, declared once: the `verity run` flag that gives it, the `VERITY_*`
/// variable the runner reads it from, its help, and how its text is read into a value.
///
/// `verity run` checks each value it is given with ``read(_:)`` before `swift test` builds
/// anything, and the runner reads the same text with the same function, so a bad value gets the
/// same message whichever way it came.
///
/// ```swift
/// let order = try RunOptions.order.read("random:42")   // .random(seed: 42)
/// try RunOptions.order.read("shuffle")
/// // VERITY_ORDER (--order): must be defined, reverse, random or random:SEED, not 'shuffle'
/// ```
package struct RunOption<Value: Sendable>: Sendable {
    /// The `verity run` flag, e.g. `--order`.
    package let flag: String
    /// The variable the runner reads, e.g. `VERITY_ORDER`.
    package let variable: String
    /// One sentence for `verity run --help`.
    package let help: String
    /// The name `verity run --help` shows for the value (`<order>`); `nil` for a flag that takes
    /// no value.
    package let valueName: String?
    /// What a flag that takes no value writes into the variable (`--no-strict` writes `0` into
    /// `VERITY_STRICT`); `nil` for an option that takes a value.
    package let flagText: String?
    /// Whether `verity run` takes the flag more than once, joining the values with commas.
    package let isRepeatable: Bool
    private let parse: @Sendable (String) throws(InvalidRunOptionValue) -> Value

    /// An option that takes a value (`--order VALUE`).
    package init(
        flag: String, variable: String, valueName: String, repeatable: Bool = false, help: String,
        parse: @escaping @Sendable (String) throws(InvalidRunOptionValue) -> Value
    ) {
        self.flag = flag
        self.variable = variable
        self.help = help
        self.valueName = valueName
        self.flagText = nil
        self.isRepeatable = repeatable
        self.parse = parse
    }

    /// A flag that takes no value and writes `flagText` into the variable (`--dry-run` writes `1`).
    package init(
        flag: String, variable: String, writes flagText: String, help: String,
        parse: @escaping @Sendable (String) throws(InvalidRunOptionValue) -> Value
    ) {
        self.flag = flag
        self.variable = variable
        self.help = help
        self.valueName = nil
        self.flagText = flagText
        self.isRepeatable = false
        self.parse = parse
    }

    /// The value `text` gives.
    ///
    /// - Throws: ``RunOptionError`` naming the variable and the flag, with the reason.
    package func read(_ text: String) throws(RunOptionError) -> Value {
        do {
            return try parse(text)
        } catch {
            throw self.error(error)
        }
    }

    /// The flag's name without its dashes, as ArgumentParser's `.customLong` takes it.
    package var longName: String { String(flag.drop { $0 == "-" }) }

    /// `invalid`, named by this option's variable and flag.
    package func error(_ invalid: InvalidRunOptionValue) -> RunOptionError {
        RunOptionError(variable: variable, flag: flag, reason: invalid.reason)
    }

    /// The value `variables` give this option; `nil` when its variable is unset or blank, so
    /// that the runner's default applies.
    ///
    /// - Throws: ``RunOptionError`` when the variable holds a value that cannot be used.
    package func read(from variables: [String: String]) throws(RunOptionError) -> Value? {
        guard let text = variables[variable], !text.allSatisfy(\.isWhitespace) else { return nil }
        return try read(text)
    }

    /// The option without its value's type, for lists of every option.
    package var described: RunOptionDescription {
        RunOptionDescription(
            flag: flag, variable: variable, help: help, valueName: valueName, flagText: flagText,
            isRepeatable: isRepeatable
        ) { text throws(RunOptionError) in _ = try read(text) }
    }
}
