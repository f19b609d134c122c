import Foundation
import GherkinLint
import Testing

@Suite("Lint configuration")
struct ConfigurationTests {
    static let noThen = "Feature: Refunds\n  Scenario: a refund\n    Given a sale\n"

    func parse(_ json: String, file: String = ".verity-lint.json") throws -> LintConfiguration {
        try LintConfiguration(parsing: Array(json.utf8), file: file)
    }

    func error(_ json: String, file: String = ".verity-lint.json") -> LintConfigurationError? {
        do {
            _ = try parse(json, file: file)
            return nil
        } catch {
            return error as? LintConfigurationError
        }
    }

    @Test("every rule has a distinct id, and the standard configuration runs those not off by default")
    func catalog() {
        let ids = LintRuleCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(
            LintConfiguration.standard.rules.map(\.id)
                == LintRuleCatalog.all.filter { $0.defaultSeverity != .off }.map(\.id))
        #expect(
            Set(ids).subtracting(LintRuleCatalog.gherkinLintIDs) == [
                "no-rule-without-examples", "no-scenario-without-then", "no-unknown-variables",
            ])
    }

    @Test("a severity overrides the default; off turns a rule off")
    func severity() throws {
        #expect(
            try lint(Self.noThen, configuration: parse(#"{"rules": {"no-scenario-without-then": "error"}}"#)) == [
                "a.feature:2:3: error: Scenario \"a refund\" has no Then step [no-scenario-without-then]"
            ])
        #expect(try lint(Self.noThen, configuration: parse(#"{"rules": {"no-scenario-without-then": ["off"]}}"#)) == [])
        #expect(
            try lint(Self.noThen, configuration: parse(#"{"rules": {"no-scenario-without-then": "warn"}}"#)).count == 1)
    }

    @Test("an empty configuration is the standard one")
    func empty() throws {
        #expect(try parse("{}").rules.map(\.id) == LintConfiguration.standard.rules.map(\.id))
    }

    @Test("an unknown rule is an error naming the file and the key")
    func unknownRule() {
        let found = error(#"{"rules": {"no-such-rule": "error"}}"#)
        #expect(found?.file == ".verity-lint.json")
        #expect(found?.key == "rules.no-such-rule")
        #expect(
            found?.description.hasPrefix(".verity-lint.json: rules.no-such-rule: unknown rule; the rules are") == true)
    }

    @Test(
        "a bad severity, option or value is an error naming the key",
        arguments: [
            (#"{"rules": {"scenario-size": "loud"}}"#, "rules.scenario-size"),
            (#"{"rules": {"scenario-size": ["warning", {"steps": "many"}]}}"#, "rules.scenario-size.steps"),
            (#"{"rules": {"scenario-size": ["warning", {"steps": 0}]}}"#, "rules.scenario-size.steps"),
            (#"{"rules": {"scenario-size": ["warning", {"max": 3}]}}"#, "rules.scenario-size.max"),
            (#"{"rules": {"no-empty-file": ["warning", {"x": 1}]}}"#, "rules.no-empty-file.x"),
            (#"{"rules": {"required-tags": "error"}}"#, "rules.required-tags.tags"),
            (#"{"rules": {"required-tags": ["off", {"tags": "@a"}]}}"#, "rules.required-tags.tags"),
            (
                #"{"rules": {"no-restricted-patterns": ["error", {"patterns": {"Step": ["("]}}]}}"#,
                "rules.no-restricted-patterns.patterns.Step"
            ),
            (
                #"{"rules": {"no-restricted-patterns": ["error", {"patterns": {"Steps": ["a"]}}]}}"#,
                "rules.no-restricted-patterns.patterns.Steps"
            ),
            (#"{"rules": {"no-dupe-scenario-names": ["error", "everywhere"]}}"#, "rules.no-dupe-scenario-names.scope"),
            (#"{"rule": {}}"#, "rule"),
            (#"{"rules": []}"#, "rules"),
            ("not json", "(file)"),
        ])
    func badValue(json: String, key: String) {
        #expect(error(json)?.key == key, "\(json)")
    }

    @Test("options change what a rule reports")
    func options() throws {
        let configuration = try parse(#"{"rules": {"scenario-size": ["error", {"steps": 1}]}}"#)
        let text = "Feature: F\n  Scenario: S\n    Given a\n    Then b\n"
        #expect(
            try lint(text, configuration: configuration) == [
                "a.feature:2:3: error: Scenario \"S\" has 2 steps, more than 1 [scenario-size]"
            ])
    }

    @Test("a .gherkin-lintrc is read: on means error, gherkin-lint's options, its other rules skipped")
    func gherkinLintrc() throws {
        let json = """
            {"scenario-size": ["on", {"steps-length": {"Scenario": 1, "Background": 5}}],
             "no-trailing-spaces": "on", "keywords-in-logical-order": "off"}
            """
        let configuration = try parse(json, file: "project/.gherkin-lintrc")
        #expect(configuration.skippedRuleIDs == ["no-trailing-spaces"])
        #expect(!configuration.rules.map(\.id).contains("keywords-in-logical-order"))
        let text = "Feature: F\n  Scenario: S\n    Then b\n    Given a\n"
        #expect(
            try lint(text, configuration: configuration) == [
                "a.feature:2:3: error: Scenario \"S\" has 2 steps, more than 1 [scenario-size]"
            ])
        #expect(error(#"{"no-such-rule": "on"}"#, file: ".gherkin-lintrc")?.key == "no-such-rule")
        #expect(
            error(#"{"rules": {"no-trailing-spaces": "on"}}"#)?.key == "rules.no-trailing-spaces",
            "only a .gherkin-lintrc skips")
    }

    @Test("a package's .verity-lint.json is read before its .gherkin-lintrc, and neither means the defaults")
    func packageFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try LintConfiguration.load(inPackageAt: folder.path).file == nil)
        try Data(#"{"no-empty-file": "off"}"#.utf8).write(to: folder.appendingPathComponent(".gherkin-lintrc"))
        let gherkinLint = try LintConfiguration.load(inPackageAt: folder.path)
        #expect(gherkinLint.file == folder.path + "/.gherkin-lintrc")
        #expect(!gherkinLint.configuration.rules.map(\.id).contains("no-empty-file"))
        try Data(#"{"rules": {}}"#.utf8).write(to: folder.appendingPathComponent(".verity-lint.json"))
        let verity = try LintConfiguration.load(inPackageAt: folder.path)
        #expect(verity.file == folder.path + "/.verity-lint.json")
        #expect(verity.configuration.rules.map(\.id).contains("no-empty-file"))
    }
}
