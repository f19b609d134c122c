import Foundation
import VerityJSON

/// Which quality rules run, at what severity and with what options: the rules' defaults, changed
/// by a configuration file.
///
/// Verity's file, `.verity-lint.json`, holds an object `rules` that maps rule ids to a severity,
/// or to a severity and the rule's options:
///
/// ```json
/// {"rules": {
///     "scenario-size": ["warning", {"steps": 10}],
///     "no-restricted-patterns": ["error", {"patterns": {"Step": ["click", "button"]}}],
///     "keywords-in-logical-order": "off"
/// }}
/// ```
///
/// A gherkin-lint file, `.gherkin-lintrc`, is the same map at the top level (`"on"` meaning
/// `error`); the gherkin-lint rules Verity does not have are skipped and listed in
/// ``skippedRuleIDs``. Any other unknown rule id, severity or option is an error.
package struct LintConfiguration: Sendable {
    /// A rule that runs, with its severity.
    package struct ConfiguredRule: Sendable {
        /// The rule's id, as findings end with it.
        package let id: String
        /// The severity its findings get.
        package let severity: LintSeverity
        /// The rule, made with its options.
        package let rule: any LintRule
    }

    /// The rules that run (those not `off`), in the catalog's order.
    package let rules: [ConfiguredRule]
    /// The gherkin-lint rules a `.gherkin-lintrc` names that Verity does not have.
    package let skippedRuleIDs: [String]

    /// The file names looked for in a package's root, first found first: Verity's, then
    /// gherkin-lint's.
    package static let fileNames = [".verity-lint.json", ".gherkin-lintrc"]

    /// Every rule at its default severity with its default options.
    package static let standard = LintConfiguration(settings: [:])

    private init(settings: [String: (LintSeverity, LintRuleOptions)], skipped: [String] = []) {
        // NB: a rule that is on by default takes no required options, so making it cannot fail.
        rules = LintRuleCatalog.all.compactMap { definition in
            let (severity, options) = settings[definition.id] ?? (definition.defaultSeverity, .none)
            guard severity != .off, let rule = try? definition.rule(options: options) else { return nil }
            return ConfiguredRule(id: definition.id, severity: severity, rule: rule)
        }
        skippedRuleIDs = skipped
    }

    /// The configuration in `bytes`, the contents of `file`; read as gherkin-lint's when the
    /// file is named `.gherkin-lintrc`.
    package init(parsing bytes: [UInt8], file: String) throws {
        let gherkinLint = file.split(separator: "/").last == ".gherkin-lintrc"
        let top: JSONValue
        do {
            top = try JSONValue(parsing: bytes)
        } catch {
            throw LintConfigurationError(file: file, key: "(file)", reason: "not valid JSON")
        }
        guard case .object(let members) = top else {
            throw LintConfigurationError(file: file, key: "(file)", reason: "expected an object")
        }
        let prefix = gherkinLint ? "" : "rules."
        var rulesObject = members
        if !gherkinLint {
            for key in members.keys.sorted() where key != "rules" {
                throw LintConfigurationError(file: file, key: key, reason: "unknown key; expected \"rules\"")
            }
            switch members["rules"] {
            case nil: rulesObject = [:]
            case .object(let ruleMembers)?: rulesObject = ruleMembers
            default: throw LintConfigurationError(file: file, key: "rules", reason: "expected an object of rule ids")
            }
        }
        var settings: [String: (LintSeverity, LintRuleOptions)] = [:]
        var skipped: [String] = []
        for id in rulesObject.keys.sorted() {
            let key = prefix + id
            guard let definition = LintRuleCatalog.definition(id) else {
                if gherkinLint && LintRuleCatalog.gherkinLintIDs.contains(id) {
                    skipped.append(id)
                    continue
                }
                throw LintConfigurationError(
                    file: file, key: key,
                    reason: "unknown rule; the rules are \(LintRuleCatalog.all.map(\.id).joined(separator: ", "))")
            }
            let (word, options) = try Self.setting(rulesObject[id] ?? .null, file: file, key: key)
            guard let severity = LintSeverity(configured: word) else {
                throw LintConfigurationError(
                    file: file, key: key, reason: "unknown severity \"\(word)\"; expected error, warning, off or on")
            }
            let ruleOptions = LintRuleOptions(options, file: file, key: key)
            // NB: options given are checked even for a rule turned off, so a mistake is found when
            // written; a rule turned off without options may lack the options it needs.
            if severity != .off || options != nil { _ = try definition.rule(options: ruleOptions) }
            settings[id] = (severity, ruleOptions)
        }
        self.init(settings: settings, skipped: skipped)
    }

    /// The severity word and the options of one rule's setting: `"warning"` or `["warning", {...}]`.
    private static func setting(_ value: JSONValue, file: String, key: String) throws -> (String, JSONValue?) {
        if let word = value.stringValue { return (word, nil) }
        if let array = value.arrayValue, (1...2).contains(array.count), let word = array[0].stringValue {
            return (word, array.count == 2 ? array[1] : nil)
        }
        throw LintConfigurationError(
            file: file, key: key, reason: "expected a severity, or [severity, options], got \(value)")
    }

    /// The configuration of the package at `folder`: its first file of ``fileNames``, or
    /// ``standard`` when it has none. Returns the file read, if any.
    package static func load(inPackageAt folder: String) throws -> (configuration: LintConfiguration, file: String?) {
        for name in fileNames {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            guard FileManager.default.fileExists(atPath: path) else { continue }
            return (try load(file: path), path)
        }
        return (standard, nil)
    }

    /// The configuration in the file at `path`.
    package static func load(file path: String) throws -> LintConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LintConfigurationError(file: path, key: "(file)", reason: "cannot be read")
        }
        return try LintConfiguration(parsing: Array(data), file: path)
    }
}
