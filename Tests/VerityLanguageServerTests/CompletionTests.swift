import CucumberMessages
import Testing
import VerityJSON
import VerityLanguageServer

/// `textDocument/completion`: step texts from the definitions, keywords of the file's language.
@Suite struct CompletionTests {
    private static func items(_ result: JSONValue) -> [JSONValue] {
        result["items"]?.arrayValue ?? []
    }

    @Test func stepsAreProposedWithTheirParametersAsTabStops() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "Feature: New\n  Scenario: S\n    Given \n", as: "new.feature")
        let result = try await server.result("textDocument/completion", ServerHarness.at(uri, line: 2, character: 10))
        let items = Self.items(result)
        let have = try #require(items.first { $0["label"] == .string("I have {int} cukes in my belly") })
        #expect(have["insertText"] == .string("I have ${1:int} cukes in my belly"))
        #expect(have["insertTextFormat"] == .integer(2), "a snippet")
        #expect(have["textEdit"]?["range"]?["start"] == .object(["line": .integer(2), "character": .integer(10)]))
        #expect(have["detail"] == .string("Tests/BellySteps.swift:7"))
        #expect(
            have["documentation"]?["value"]?.stringValue?.contains("The belly starts with this many cukes.") == true)
        let colour = try #require(items.first { $0["label"] == .string("my belly is {colour}") })
        #expect(colour["insertText"] == .string("my belly is ${1:colour}"))
        #expect(items.count == 4, "every usable definition: \(items.map { $0["label"]?.stringValue ?? "" })")
    }

    @Test func whatIsTypedAfterTheKeywordFiltersTheStepsParametersIncluded() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "Feature: New\n  Scenario: S\n    When I eat 2 c\n", as: "new.feature")
        let items = Self.items(
            try await server.result("textDocument/completion", ServerHarness.at(uri, line: 2, character: 18)))
        #expect(items.compactMap { $0["label"]?.stringValue } == ["I eat {int} cukes", "I eat {int} {word}"])
        #expect(items.first?["textEdit"]?["range"]?["start"]?["character"] == .integer(9))
    }

    @Test func eachStepsFilterTextIsWhatIsTypedContinuedByItsPatternSoTheClientKeepsItAsTheUserTypesOn() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "Feature: New\n  Scenario: S\n    When I eat 2 c\n", as: "new.feature")
        let items = Self.items(
            try await server.result("textDocument/completion", ServerHarness.at(uri, line: 2, character: 18)))
        #expect(
            items.compactMap { $0["filterText"]?.stringValue } == ["I eat 2 cukes", "I eat 2 c"],
            "`c` is the {word} being typed")
        for typedOn in ["I eat 2 c", "I eat 2 cu", "I eat 2 cukes"] {
            #expect(items.first?["filterText"]?.stringValue?.hasPrefix(typedOn) == true, "\(typedOn)")
        }
    }

    @Test func aStepFoundByAWordFromItsMiddleKeepsTheTypedTextAsItsFilterText() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "Feature: New\n  Scenario: S\n    Then belly\n", as: "new.feature")
        let items = Self.items(
            try await server.result("textDocument/completion", ServerHarness.at(uri, line: 2, character: 14)))
        #expect(
            items.compactMap { $0["label"]?.stringValue } == ["I have {int} cukes in my belly", "my belly is {colour}"])
        #expect(items.allSatisfy { $0["filterText"] == .string("belly") })
    }

    @Test func aClientWithoutSnippetsGetsPlainTextWithTheParametersVisibleToReplace() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "Feature: New\n  Scenario: S\n    Given I have\n", as: "new.feature", snippetSupport: false)
        let items = Self.items(
            try await server.result("textDocument/completion", ServerHarness.at(uri, line: 2, character: 16)))
        let have = try #require(items.first { $0["label"] == .string("I have {int} cukes in my belly") })
        #expect(have["insertText"] == .string("I have {int} cukes in my belly"))
        #expect(have["textEdit"]?["newText"] == .string("I have {int} cukes in my belly"))
        #expect(have["insertTextFormat"] == .integer(1), "plain text")
    }

    /// The labels in the order the client shows them: by `sortText`.
    private static func labelsInOrder(_ result: JSONValue) -> [String] {
        items(result).sorted { ($0["sortText"]?.stringValue ?? "") < ($1["sortText"]?.stringValue ?? "") }
            .compactMap { $0["label"]?.stringValue }
    }

    @Test func onABlankLineAfterAScenariosStepsStepKeywordsComeFirstThenScenariosAndNeverASecondFeature() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "Feature: Belly\n\n  Scenario: Eating\n    Given I have 5 cukes in my belly\n\n    \n", as: "new.feature")
        let labels = Self.labelsInOrder(
            try await server.result("textDocument/completion", ServerHarness.at(uri, line: 5, character: 4)))
        #expect(Array(labels.prefix(6)) == ["Given", "When", "Then", "And", "But", "*"])
        #expect(
            Array(labels.dropFirst(6).prefix(7)) == [
                "Example", "Scenario", "Scenario Outline", "Scenario Template", "Examples", "Scenarios", "Rule",
            ])
        #expect(
            !labels.contains("Feature") && !labels.contains("Business Need") && !labels.contains("Ability"), "\(labels)"
        )
        #expect(labels.last == "Background")
    }

    @Test func beforeAnyFeatureTheFeatureKeywordsAndTheLanguageHeaderAreOffered() async throws {
        let (server, uri) = try await ServerHarness.opened("\n", as: "new.feature")
        let labels = Self.labelsInOrder(
            try await server.result("textDocument/completion", ServerHarness.at(uri, line: 0, character: 0)))
        #expect(labels == ["# language:", "Feature", "Business Need", "Ability"])
        let withHeader = "# language: fr\n\n"
        server.notify(
            "textDocument/didChange",
            .object([
                "textDocument": .object(["uri": .string(uri), "version": .integer(2)]),
                "contentChanges": .array([.object(["text": .string(withHeader)])]),
            ]))
        let french = Self.labelsInOrder(
            try await server.result("textDocument/completion", ServerHarness.at(uri, line: 1, character: 0)))
        #expect(french == ["Fonctionnalité"], "in the header's language, and no second header")
    }

    @Test func inAFeatureBeforeItsScenariosTheScenarioKeywordsOfTheLanguageComeFirst() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "# language: fr\nFonctionnalité: Ventre\n\n  \n", as: "fr.feature")
        let labels = Self.labelsInOrder(
            try await server.result("textDocument/completion", ServerHarness.at(uri, line: 3, character: 2)))
        #expect(labels.first == "Contexte", "\(labels)")
        #expect(labels.prefix(8).contains("Scénario") && labels.prefix(8).contains("Règle"), "\(labels)")
        #expect(!labels.contains("Fonctionnalité") && !labels.contains("# language:"), "\(labels)")
    }

    @Test func keywordsFollowTheFilesLanguageHeader() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "# language: fr\nFonctionnalité: Ventre\n\n  Scénario: Manger\n    \n", as: "fr.feature")
        let items = Self.items(
            try await server.result("textDocument/completion", ServerHarness.at(uri, line: 4, character: 4)))
        let inserts = items.compactMap { $0["insertText"]?.stringValue }
        #expect(inserts.contains("Soit "))
        #expect(inserts.contains("Quand "))
        #expect(inserts.contains("Scénario: "))
        #expect(!inserts.contains("Given "))
        #expect(items.allSatisfy { $0["kind"] == .integer(14) }, "keywords")
    }

    @Test func keywordsAreFilteredByWhatIsTypedAndStepsFollowAKeywordOfTheLanguage() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "# language: fr\nFonctionnalité: Ventre\n\n  Scénario: Manger\n    Sc\n    Soit I have\n", as: "fr.feature")
        let keywords = Self.items(
            try await server.result("textDocument/completion", ServerHarness.at(uri, line: 4, character: 6)))
        #expect(keywords.compactMap { $0["label"]?.stringValue } == ["Scénario"])
        #expect(keywords.first?["textEdit"]?["range"]?["start"]?["character"] == .integer(4))
        let steps = Self.items(
            try await server.result("textDocument/completion", ServerHarness.at(uri, line: 5, character: 15)))
        #expect(steps.compactMap { $0["label"]?.stringValue } == ["I have {int} cukes in my belly"])
    }
}
