import VerityJSON

/// The options a configuration gives one rule (the second element of `["warning", {...}]`),
/// read with errors that name the file and the key.
///
/// ```swift
/// let options = LintRuleOptions(.object(["steps": .integer(10)]), file: ".verity-lint.json", key: "rules.scenario-size")
/// let members = try options.members(allowing: ["steps"])
/// let steps = try options.positiveInteger("steps", in: members) ?? 15  // 10
/// ```
package struct LintRuleOptions: Sendable {
    /// The options as written; `nil` when the rule is given none.
    package let value: JSONValue?
    private let file: String
    private let key: String

    /// Options `value` read from `file`, where the rule's setting is at `key`
    /// (`rules.scenario-size`).
    package init(_ value: JSONValue?, file: String, key: String) {
        self.value = value
        self.file = file
        self.key = key
    }

    /// No options: what a rule gets when the configuration does not name it.
    package static let none = LintRuleOptions(nil, file: "", key: "")

    /// An error about the option `option`.
    package func invalid(_ option: String, _ reason: String) -> LintConfigurationError {
        LintConfigurationError(file: file, key: "\(key).\(option)", reason: reason)
    }

    /// An error about the rule's options as a whole.
    package func invalid(_ reason: String) -> LintConfigurationError {
        LintConfigurationError(file: file, key: key, reason: reason)
    }

    /// The options as an object whose keys are all among `allowed`; empty when there are none.
    package func members(allowing allowed: Set<String>) throws -> [String: JSONValue] {
        guard let value, !value.isNull else { return [:] }
        guard case .object(let members) = value else {
            throw invalid("expected an object of options (\(allowed.sorted().joined(separator: ", ")))")
        }
        for key in members.keys.sorted() where !allowed.contains(key) {
            let expected =
                allowed.isEmpty
                ? "the rule takes no options" : "expected one of \(allowed.sorted().joined(separator: ", "))"
            throw invalid(key, "unknown option; \(expected)")
        }
        return members
    }

    /// Fails unless the rule is given no options.
    package func expectNone() throws { _ = try members(allowing: []) }

    /// The whole number above zero at `key`; `nil` when absent.
    package func positiveInteger(_ key: String, in members: [String: JSONValue], path: String? = nil) throws -> Int? {
        guard let member = members[key] else { return nil }
        guard let number = member.integerValue, number > 0 else {
            throw invalid(path ?? key, "expected a whole number above zero, got \(member)")
        }
        return number
    }

    /// The list of strings at `key`; `nil` when absent.
    package func strings(_ key: String, in members: [String: JSONValue], path: String? = nil) throws -> [String]? {
        guard let member = members[key] else { return nil }
        guard let array = member.arrayValue, case let strings = array.compactMap(\.stringValue),
            strings.count == array.count
        else { throw invalid(path ?? key, "expected a list of strings, got \(member)") }
        return strings
    }

    /// The Boolean at `key`; `nil` when absent.
    package func bool(_ key: String, in members: [String: JSONValue]) throws -> Bool? {
        guard let member = members[key] else { return nil }
        guard let value = member.boolValue else { throw invalid(key, "expected true or false, got \(member)") }
        return value
    }

    /// Each of `patterns` compiled as a case-insensitive regular expression, as gherkin-lint
    /// reads them; an invalid one is an error at `key`.
    package func regexes(_ patterns: [String], key: String) throws -> [LintPattern] {
        try patterns.map { pattern in
            guard let compiled = LintPattern(pattern) else {
                throw invalid(key, "\"\(pattern)\" is not a valid regular expression")
            }
            return compiled
        }
    }
}
