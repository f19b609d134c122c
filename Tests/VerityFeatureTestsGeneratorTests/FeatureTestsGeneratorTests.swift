import Foundation
import Testing
import VerityFeatureTestsGeneration

/// The source the `VerityFeatureTests` plugin generates, for names that could break it.
struct FeatureTestsGeneratorTests {
    let tricky = """
        Feature: Quotes "and" back\\slashes \\(not) 🛒

          Scenario: Add "two" items \\ 🍎
            Given a step

          Scenario: Add "two" items \\ 🍎
            Given a step

          Rule: Members save

            Scenario Outline: Pay <amount> with "<card>"
              Given a step

              Examples: Small
                | amount | card |
                | 1      | a"b  |
                | 2      | c\\\\d |

              Examples:
                | amount | card |
                | 1      | a"b  |
        """

    var source: String {
        FeatureTestsGenerator().source(for: [.init(relativePath: "Features/shop.feature", text: tricky)])
    }

    @Test func displayNamesAreEscapedLiterals() {
        #expect(source.contains(#"@Suite("Quotes \"and\" back\\slashes \\(not) 🛒")"#))
        #expect(source.contains(#"@Test("Add \"two\" items \\ 🍎", "#))
        #expect(source.contains(#"@Suite("Members save")"#))
    }

    @Test("the target's suite is named once, so that a target without it gets one error")
    func theSuiteIsNamedOnce() {
        let uses = source.components(separatedBy: "= features\n").count - 1
        #expect(uses == 1)
        #expect(!source.contains("features.run(") && !source.contains("features.selects("))
    }

    @Test("no comment sits above a suite or test, where Swift Testing would show it with every failure")
    func noCommentAboveASuiteOrTest() {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated()
        where line.trimmingCharacters(in: .whitespaces).hasPrefix("@Suite")
            || line.trimmingCharacters(in: .whitespaces).hasPrefix("@Test")
        {
            let above = number > 0 ? lines[number - 1].trimmingCharacters(in: .whitespaces) : ""
            #expect(!above.hasPrefix("//"), "line \(number + 1) follows the comment '\(above)'")
        }
    }

    @Test func duplicateScenariosGetDistinctFunctions() {
        #expect(source.contains("func Add_two_items_L3() async"))
        #expect(source.contains("func Add_two_items_L6() async"))
        #expect(source.contains("await verityFeatureSuite.run(scenarioAt: \"Features/shop.feature\", line: 3)"))
    }

    @Test func outlineRowsNameTheirExamplesAndValues() {
        #expect(source.contains(#"@Test("Pay 1 with \"a\"b\" [Small: amount = 1, card = a\"b]", "#))
        // NB: `\\` in a table cell is one backslash, escaped again in the literal.
        #expect(source.contains(#"@Test("Pay 2 with \"c\\d\" [Small: amount = 2, card = c\\d]", "#))
        #expect(source.contains(#"@Test("Pay 1 with \"a\"b\" [Examples: amount = 1, card = a\"b]", "#))
        #expect(source.contains("func Pay_1_with_a_b_Small_L16() async"))
        #expect(source.contains("func Pay_1_with_a_b_Examples_L21() async"))
        #expect(source.contains("struct Rule_Members_save {"))
    }

    @Test func unparsableFileIsOneFailingTest() {
        let source = FeatureTestsGenerator().source(for: [
            .init(relativePath: "Features/bad.feature", text: "Given no feature\n")
        ])
        #expect(source.contains(#"@Test("Features/bad.feature: cannot be parsed")"#))
        #expect(source.contains("await verityFeatureSuite.run(scenarioAt: \"Features/bad.feature\", line: 0)"))
    }

    @Test func identifiersAreSafe() {
        #expect(FeatureTestsGenerator.identifier("") == "_")
        #expect(FeatureTestsGenerator.identifier("42 cukes") == "_42_cukes")
        #expect(FeatureTestsGenerator.identifier("🛒 café `x`") == "caf_x")
        #expect(FeatureTestsGenerator.literal("a\u{0}\u{2028}\n") == #""a\u{0}\u{2028}\n""#)
    }

    @Test("each feature's tests are a file of their own, an extension of the one root suite")
    func oneFilePerFeature() {
        let output = FeatureTestsGenerator().files(for: [
            .init(relativePath: "a.feature", text: "Feature: A\n  Scenario: x\n    Given y\n"),
            .init(relativePath: "b.feature", text: "# nothing yet\n"),
            .init(relativePath: "c.feature", text: "Feature: C\n  Scenario: z\n    Given y\n"),
        ])
        #expect(output.suite.contains("struct VerityFeatureTests {}"))
        #expect(output.features.count == 3)
        #expect(output.features[0].contains("extension VerityFeatureTests {\n    @Suite(\"A\")"))
        #expect(!output.features[1].contains("extension"))
        #expect(output.features[2].contains("await verityFeatureSuite.run(scenarioAt: \"c.feature\", line: 2)"))
    }

    @Test("renaming a scenario changes the file of its feature alone, so only its tests recompile")
    func renamingAScenarioChangesOneFile() {
        func files(renamed: String) -> [String] {
            FeatureTestsGenerator().files(for: [
                .init(relativePath: "a.feature", text: "Feature: A\n  Scenario: x\n    Given y\n"),
                .init(relativePath: "b.feature", text: "Feature: B\n  Scenario: \(renamed)\n    Given y\n"),
                .init(relativePath: "c.feature", text: "Feature: C\n  Scenario: z\n    Given y\n"),
            ]).features
        }
        let before = files(renamed: "old name")
        let after = files(renamed: "new name")
        #expect(before[0] == after[0])
        #expect(before[1] != after[1])
        #expect(before[2] == after[2])
    }

    @Test func repeatedFeatureNamesGetDistinctSuites() {
        let source = FeatureTestsGenerator().source(for: [
            .init(relativePath: "a.feature", text: "Feature: Same\n  Scenario: x\n    Given y\n"),
            .init(relativePath: "b.feature", text: "Feature: Same\n  Scenario: x\n    Given y\n"),
        ])
        #expect(source.contains("struct Feature_Same {"))
        #expect(source.contains("struct Feature_Same_2 {"))
    }
}

/// The XCTest shape the `VerityFeatureXCTests` plugin generates.
struct XCTestShapeGeneratorTests {
    let files = FeatureTestsGenerator(shape: .xcTest).files(for: [
        .init(
            relativePath: "Features/shop.feature",
            text: """
                Feature: Shop "quotes" \\ 🛒
                  Scenario: Add "two" items
                    Given a step
                  Scenario: Add "two" items
                    Given a step
                  Rule: Members save
                    Scenario Outline: Pay <amount>
                      Given a step
                      Examples: Small
                        | amount |
                        | 1      |
                """),
        .init(relativePath: "Features/empty.feature", text: "# nothing yet\n"),
        .init(relativePath: "Features/bad.feature", text: "Given no feature\n"),
    ])

    @Test("each feature is one XCTestCase subclass, in a file of its own")
    func oneClassPerFeature() {
        #expect(files.features.count == 3)
        #expect(files.features[0].components(separatedBy: ": FeatureTestCase, GeneratedFeatureTests {").count == 2)
        #expect(files.features[0].contains("final class Feature_Shop_quotes: FeatureTestCase, GeneratedFeatureTests {"))
        // NB: the run reads the path when XCTest starts the class, to start its scenarios together.
        #expect(files.features[0].contains(#"    static let featurePath = "Features/shop.feature""#))
        #expect(!files.features[1].contains("class"))
    }

    @Test("each scenario and outline row is a synchronous method that runs it, with no macro")
    func oneSynchronousMethodPerScenario() {
        let shop = files.features[0]
        #expect(
            shop.contains(
                #"func test_Add_two_items_L2() throws { try verityFeatureTest(self, "Features/shop.feature", 2) }"#
            ))
        #expect(shop.contains("func test_Add_two_items_L4() throws"))
        #expect(shop.contains("func test_Pay_1_Small_L11() throws"))
        #expect(shop.contains("/// Members save › Pay 1 [Small: amount = 1]"))
        #expect(!shop.contains("async") && !shop.contains("@Test") && !shop.contains("import Testing"))
    }

    @Test("the target's suite is named once, in the root file, which declares no test")
    func theSuiteIsNamedOnce() {
        #expect(files.suite.contains("let verityFeatureSuite = features\n"))
        #expect(
            files.suite.contains(
                """
                func verityFeatureTest(_ test: XCTestCase, _ path: String, _ line: Int) throws {
                    try verityFeatureSuite.run(test, scenarioAt: path, line: line)
                }
                """))
        #expect(!files.suite.contains("class ") && !files.suite.contains("@Suite"))
        #expect(files.features.allSatisfy { !$0.contains("= features") })
    }

    @Test("features that share a file: the header and imports once, then each feature's class")
    func featuresShareAFile() {
        let shared = files.file(joining: [0, 1, 2])
        #expect(shared.components(separatedBy: "import XCTest\n").count == 2)
        #expect(shared.components(separatedBy: "// Generated by").count == 2)
        #expect(shared.contains("final class Feature_Shop_quotes: FeatureTestCase, GeneratedFeatureTests {"))
        #expect(shared.contains("final class Unparsable_Features_bad_feature: FeatureTestCase {"))
        #expect(files.file(joining: [0]) == files.features[0])
        // NB: a file given only features without scenarios still exists, so that the build finds it.
        #expect(files.file(joining: [1]) == files.features[1] && !files.features[1].contains("import"))
    }

    @Test func unparsableFileIsOneFailingTest() {
        #expect(files.features[2].contains("final class Unparsable_Features_bad_feature: FeatureTestCase {"))
        #expect(files.features[2].contains(#"verityFeatureTest(self, "Features/bad.feature", 0)"#))
    }
}
