import CucumberMessages
import Gherkin
import Testing
import VerityLanguageServer

/// What `publishDiagnostics` says of feature files and of the Swift files defining their steps.
@Suite struct DiagnosticsTests {
    @Test func aSyntaxErrorHasTheParsersOfficialMessageAndPosition() async throws {
        let server = try await ServerHarness.started()
        let workspace = server.workspace
        let text = "Feature: Broken\n  Scenario: A\n    Given I have 5 cukes in my belly\n  oops here\n"
        let uri = workspace.uri("broken.feature")
        server.open(uri, text)
        let diagnostics = try await server.diagnostics(uri) { !$0.isEmpty }
        let official = GherkinParser().parse(text, uri: uri).errors
        #expect(Fixtures.messages(diagnostics) == official.map(\.message))
        #expect(Fixtures.messages(diagnostics).first?.hasPrefix("(4:3): expected:") == true)
        #expect(Fixtures.start(diagnostics[0]) == (3, 2))
        #expect(diagnostics[0]["severity"] == .integer(1))
        #expect(diagnostics[0]["code"] == .string("syntax-error"))
    }

    @Test func aMisspeltKeywordAddsAHintBelowTheOfficialMessage() async throws {
        let server = try await ServerHarness.started()
        let text = "Feature: Refunds\n  Scenario: A\n    Given a sale\n\n  Scenari: a refund\n"
        let uri = server.workspace.uri("typo.feature")
        server.open(uri, text)
        let diagnostics = try await server.diagnostics(uri) { !$0.isEmpty }
        let official = try #require(GherkinParser().parse(text, uri: uri).errors.first)
        #expect(Fixtures.messages(diagnostics).first == official.message + "\nhint: did you mean `Scenario:`?")
    }

    @Test func aHalfWrittenLineDoesNotHideTheUndefinedAndAmbiguousStepsElsewhere() async throws {
        let text = """
            Feature: Belly

              Scenario: Eating
                Given I have 5 cukes in my belly
                When I eat 3 cukes
                a line still being written
                Then my belly is green
                And I dance

            """
        let (server, uri) = try await ServerHarness.opened(text, as: "typing.feature")
        let diagnostics = try await server.diagnostics(uri) { Fixtures.withCode("undefined-step", $0).count == 1 }
        #expect(
            Fixtures.withCode("syntax-error", diagnostics).map { Fixtures.start($0).0 } == [5], "the half-written line")
        let undefined = Fixtures.withCode("undefined-step", diagnostics)
        #expect(Fixtures.messages(undefined) == [#"Undefined step: "I dance""#])
        #expect(
            undefined.first?["range"]
                == .object([
                    "start": .object(["line": .integer(7), "character": .integer(4)]),
                    "end": .object(["line": .integer(7), "character": .integer(15)]),
                ]))
        let ambiguous = Fixtures.withCode("ambiguous-step", diagnostics)
        #expect(ambiguous.map { Fixtures.start($0).0 } == [4])
        #expect(
            ambiguous.first?["message"]?.stringValue?.contains(#""I eat {int} cukes" at Tests/BellySteps.swift:10"#)
                == true)
        #expect(diagnostics.count == 3, "nothing on the defined steps: \(Fixtures.messages(diagnostics))")
    }

    @Test func inAFileWithSyntaxErrorsOutlinePlaceholdersAndDocStringsAreNotReportedAsSteps() async throws {
        let text = """
            Feature: Colours
              Scenario Outline: A belly of colour
                Given I have <count> cukes in my belly
                Then my belly is <colour>
                And I sing
                  \"\"\"
                  Given a line of the song
                  \"\"\"
                oops

                Examples:
                  | count | colour |
                  | 1     | purple |

            """
        let (server, uri) = try await ServerHarness.opened(text, as: "outline.feature")
        let diagnostics = try await server.diagnostics(uri) { Fixtures.withCode("undefined-step", $0).count == 1 }
        #expect(Fixtures.withCode("syntax-error", diagnostics).count == 1)
        #expect(
            Fixtures.messages(Fixtures.withCode("undefined-step", diagnostics)) == [#"Undefined step: "I sing""#],
            "the examples cannot be read, so the outline's steps are not checked; the doc string is no step")
        let hover = try await server.result("textDocument/hover", ServerHarness.at(uri, line: 4, character: 8))
        #expect(
            hover["contents"]?["value"]?.stringValue?.contains(
                #"steps.then("I sing") { (world, docString: DocString) in"#) == true,
            "the snippet takes the doc string: \(hover)")
    }

    @Test func anUndefinedStepIsAnErrorNamingItsText() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        let diagnostics = try await server.diagnostics(uri) { !$0.isEmpty }
        let undefined = Fixtures.withCode("undefined-step", diagnostics)
        #expect(Fixtures.messages(undefined) == [#"Undefined step: "I dance""#])
        #expect(undefined.first?["severity"] == .integer(1), "an undefined step fails the run")
        #expect(
            undefined.first?["range"]
                == .object([
                    "start": .object(["line": .integer(6), "character": .integer(4)]),
                    "end": .object(["line": .integer(6), "character": .integer(15)]),
                ]))
        #expect(
            diagnostics.count == 2, "the ambiguous step is the only other problem: \(Fixtures.messages(diagnostics))")
    }

    @Test func aStepsRangeCountsUTF16UnitsAsEditorsDo() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "# language: fr\nFonctionnalité: Café\n  Scénario: 🥒\n\tÉtant donné que je mange 🥒🥒 ici\n", as: "fr.feature"
        )
        let diagnostics = try await server.diagnostics(uri) { !$0.isEmpty }
        #expect(Fixtures.messages(diagnostics) == [#"Undefined step: "je mange 🥒🥒 ici""#])
        #expect(
            diagnostics.first?["range"]
                == .object([
                    "start": .object(["line": .integer(3), "character": .integer(1)]),
                    "end": .object(["line": .integer(3), "character": .integer(34)]),
                ]), "a tab, `Étant donné que ` (16), the text with two cucumbers of two units each (17)")
    }

    @Test func anAmbiguousStepNamesBothDefinitions() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        let workspace = server.workspace
        let diagnostics = try await server.diagnostics(uri) { !$0.isEmpty }
        let ambiguous = try #require(Fixtures.withCode("ambiguous-step", diagnostics).first)
        #expect(
            ambiguous["message"]?.stringValue == #"Ambiguous step: "I eat 3 cukes" matches 2 step definitions: "#
                + #""I eat {int} cukes" at Tests/BellySteps.swift:10, "I eat {int} {word}" at Tests/BellySteps.swift:13"#
        )
        #expect(Fixtures.start(ambiguous) == (4, 4))
        let related = ambiguous["relatedInformation"]?.arrayValue ?? []
        #expect(
            related.map { $0["location"]?["uri"] }
                == Array(repeating: .string(workspace.uri("Tests/BellySteps.swift")), count: 2))
        #expect(related.map { $0["location"]?["range"]?["start"]?["line"] } == [.integer(9), .integer(12)])
    }

    @Test func onePhraseDefinedForTwoStepSetsInTwoFilesIsNotAmbiguousButTwiceInOneFileIs() async throws {
        let browserSteps = """
            import Requirements
            enum BrowserSteps {
                static func define(_ steps: inout Steps<Page>) {
                    steps.given("I have {int} cukes in my belly") { (page, count: Int) in }
                    steps.then("I dance") { _ in }
                    steps.then("I dance") { _ in }
                }
            }

            """
        let (server, uri) = try await ServerHarness.opened(
            Fixtures.belly, files: ["Tests/BrowserSteps.swift": browserSteps])
        let diagnostics = try await server.diagnostics(uri) { diagnostics in
            Fixtures.withCode("ambiguous-step", diagnostics).count == 2
        }
        let ambiguous = Fixtures.withCode("ambiguous-step", diagnostics)
        #expect(
            ambiguous.map { Fixtures.start($0).0 } == [4, 6],
            "`I eat 3 cukes` (two patterns) and `I dance` (one pattern twice in one file); not line 3")
    }

    @Test func outlineStepsAreCheckedWithEachExamplesRowAndReportedOnTheOutline() async throws {
        let server = try await ServerHarness.started()
        let workspace = server.workspace
        let uri = workspace.uri("colours.feature")
        server.open(
            uri,
            """
            Feature: Colours
              Scenario Outline: A belly of colour
                Given I have 1 cukes in my belly
                Then my belly is <colour>

                Examples:
                  | colour |
                  | red    |
                  | purple |
                  | blue   |

            """)
        let diagnostics = try await server.diagnostics(uri) { !$0.isEmpty }
        #expect(Fixtures.messages(diagnostics) == [#"Undefined step: "my belly is purple" in the example at line 9"#])
        #expect(Fixtures.start(diagnostics[0]) == (3, 4), "on the outline's step")
        #expect(
            diagnostics[0]["relatedInformation"]?.arrayValue?.first?["location"]?["range"]?["start"]?["line"]
                == .integer(8))
    }

    @Test func anUnknownParameterTypeIsReportedInTheSwiftFileAndOnTheStepsItWouldMatch() async throws {
        let workspace = try TestWorkspace()
        let server = ServerHarness(workspace: workspace)
        let stepsURI = workspace.uri("Tests/BellySteps.swift")
        try await server.start()
        let inSwift = try await server.diagnostics(stepsURI) { !$0.isEmpty }
        #expect(Fixtures.withCode("unknown-parameter-type", inSwift).count == 1)
        #expect(
            inSwift.first?["message"]?.stringValue?.hasPrefix(
                #"Undefined parameter type {shirt} in "I wear a {shirt} shirt""#) == true)
        #expect(Fixtures.start(inSwift[0]) == (16, 19))
        let uri = workspace.uri("shirt.feature")
        server.open(uri, "Feature: Shirts\n  Scenario: Red\n    Given I wear a red shirt\n")
        let diagnostics = try await server.diagnostics(uri) { !$0.isEmpty }
        #expect(
            Fixtures.messages(diagnostics) == [
                #"Undefined step: "I wear a red shirt"; the definition "I wear a {shirt} shirt" at Tests/BellySteps.swift:17 "#
                    + "would match, but its parameter type {shirt} is not defined"
            ])
    }

    @Test func aDefinitionThatDoesNotCompileIsReportedInItsFileAndOnTheStepsItMatches() async throws {
        let workspace = try TestWorkspace(files: [
            "Tests/Broken.swift": #"steps.given("a broken (pattern") { _ in }"# + "\n"
        ])
        let server = ServerHarness(workspace: workspace)
        try await server.start()
        let inSwift = try await server.diagnostics(workspace.uri("Tests/Broken.swift")) { !$0.isEmpty }
        #expect(Fixtures.withCode("invalid-step-definition", inSwift).count == 1)
        #expect(
            inSwift.first?["message"]?.stringValue?.contains("This Cucumber Expression has a problem at column 10")
                == true)
        let uri = workspace.uri("broken.feature")
        server.open(uri, "Feature: B\n  Scenario: C\n    Given a broken (pattern\n")
        let diagnostics = try await server.diagnostics(uri) { !$0.isEmpty }
        #expect(
            Fixtures.withCode("invalid-step-definition", diagnostics).count == 1, "\(Fixtures.messages(diagnostics))")
    }

    @Test func markdownFeatureFilesAreCheckedToo() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "# Feature: Belly\n\n## Scenario: Eating\n\n* Given I have 5 cukes in my belly\n* Then I dance\n",
            as: "belly.feature.md", languageId: "markdown")
        let diagnostics = try await server.diagnostics(uri) { !$0.isEmpty }
        #expect(Fixtures.messages(diagnostics) == [#"Undefined step: "I dance""#])
        #expect(Fixtures.start(diagnostics[0]) == (5, 2))
    }

    @Test func closingAFeatureFileClearsItsDiagnostics() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        _ = try await server.diagnostics(uri) { !$0.isEmpty }
        server.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri)])]))
        _ = try await server.diagnostics(uri) { $0.isEmpty }
    }
}
