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
    /// The option's names and help, and its reading without the value's type.
    package let described: RunOptionDescription
    private let parse: @Sendable (String) throws(InvalidRunOptionValue) -> Value

    /// An option that takes a value (`--order VALUE`).
    package init(
        flag: String, variable: String, valueName: String, repeatable: Bool = false, help: String,
        parse: @escaping @Sendable (String) throws(InvalidRunOptionValue) -> Value
    ) {
        self.init(
            flag: flag, variable: variable, help: help, valueName: valueName, flagText: nil, repeatable: repeatable,
            parse: parse)
    }

    /// A flag that takes no value and writes `flagText` into the variable (`--dry-run` writes `1`).
    package init(
        flag: String, variable: String, writes flagText: String, help: String,
        parse: @escaping @Sendable (String) throws(InvalidRunOptionValue) -> Value
    ) {
        self.init(
            flag: flag, variable: variable, help: help, valueName: nil, flagText: flagText, repeatable: false,
            parse: parse)
    }

    private init(
        flag: String, variable: String, help: String, valueName: String?, flagText: String?, repeatable: Bool,
        parse: @escaping @Sendable (String) throws(InvalidRunOptionValue) -> Value
    ) {
        described = RunOptionDescription(
            flag: flag, variable: variable, help: help, valueName: valueName, flagText: flagText,
            isRepeatable: repeatable
        ) { text throws(RunOptionError) in
            do throws(InvalidRunOptionValue) {
                _ = try parse(text)
            } catch {
                throw RunOptionError(variable: variable, flag: flag, reason: error.reason)
            }
        }
        self.parse = parse
    }

    /// The `verity run` flag, e.g. `--order`.
    package var flag: String { described.flag }
    /// The variable the runner reads, e.g. `VERITY_ORDER`.
    package var variable: String { described.variable }
    /// The flag's name without its dashes, as ArgumentParser's `.customLong` takes it.
    package var longName: String { String(flag.drop { $0 == "-" }) }

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
}
