import Testing
import VerityJSON
import VerityLanguageServer

/// Find all references, rename and workspace symbols: a step phrase followed across every
/// feature file of the workspace (open or not) and into its Swift definition.
@Suite struct ReferencesAndRenameTests {
    /// A second feature file, on disk and never opened: one plain use of the belly definition
    /// and one in an outline.
    static let more = """
        Feature: More
          Scenario: Full
            Given I have 7 cukes in my belly
          Scenario Outline: Many
            Given I have <n> cukes in my belly
            Examples:
              | n |
              | 1 |

        """

    static func started() async throws -> (ServerHarness, String) {
        try await ServerHarness.opened(Fixtures.belly, files: ["Features/more.feature": more])
    }

    /// `params` with one more member.
    static func adding(_ key: String, _ value: JSONValue, to params: JSONValue) -> JSONValue {
        guard case .object(var members) = params else { return params }
        members[key] = value
        return .object(members)
    }

    /// `uri` and the 0-based line each location starts on.
    static func places(_ locations: JSONValue, _ server: ServerHarness) -> [String] {
        (locations.arrayValue ?? []).map { location in
            let uri = location["uri"]?.stringValue ?? ""
            let name = uri.split(separator: "/").last.map(String.init) ?? uri
            return "\(name):\(location["range"]?["start"]?["line"]?.integerValue ?? -1)"
        }
    }

    // NB: feature files come in URI order: `Features/more.feature` before `belly.feature`.
    @Test func referencesFromAStepListTheDefinitionAndEveryStepBoundToItInEveryFeatureFile() async throws {
        let (server, uri) = try await Self.started()
        let locations = try await server.result(
            "textDocument/references", ServerHarness.at(uri, line: 3, character: 12))
        #expect(
            Self.places(locations, server) == [
                "BellySteps.swift:6", "more.feature:2", "more.feature:4", "belly.feature:3",
            ])
        #expect(
            locations.arrayValue?[3]["range"]
                == .object([
                    "start": .object(["line": .integer(3), "character": .integer(10)]),
                    "end": .object(["line": .integer(3), "character": .integer(36)]),
                ]),
            "a step's reference is its text, without the keyword")
    }

    @Test func referencesLeaveTheDefinitionOutWhenTheClientAsks() async throws {
        let (server, uri) = try await Self.started()
        let params = Self.adding(
            "context", .object(["includeDeclaration": .bool(false)]), to: ServerHarness.at(uri, line: 3, character: 12))
        let locations = try await server.result("textDocument/references", params)
        #expect(Self.places(locations, server) == ["more.feature:2", "more.feature:4", "belly.feature:3"])
    }

    @Test func referencesFromAPatternInTheSwiftFileListTheStepsItRuns() async throws {
        let (server, _) = try await Self.started()
        let swift = server.workspace.uri("Tests/BellySteps.swift")
        let locations = try await server.result(
            "textDocument/references", ServerHarness.at(swift, line: 6, character: 30))
        #expect(
            Self.places(locations, server) == [
                "BellySteps.swift:6", "more.feature:2", "more.feature:4", "belly.feature:3",
            ])
        let elsewhere = try await server.result(
            "textDocument/references", ServerHarness.at(swift, line: 3, character: 4))
        #expect(elsewhere == .array([]), "not on a pattern: nothing")
    }

    @Test func anUndefinedStepHasNoReferences() async throws {
        let (server, uri) = try await Self.started()
        #expect(
            try await server.result("textDocument/references", ServerHarness.at(uri, line: 6, character: 8))
                == .array([]))
    }

    @Test func prepareRenameOffersThePatternToEditOverTheStepsText() async throws {
        let (server, uri) = try await Self.started()
        let prepared = try await server.result(
            "textDocument/prepareRename", ServerHarness.at(uri, line: 3, character: 12))
        #expect(prepared["placeholder"] == .string("I have {int} cukes in my belly"))
        #expect(prepared["range"]?["start"] == .object(["line": .integer(3), "character": .integer(10)]))
    }

    @Test func renameRewritesThePatternAndEveryBoundStepKeepingArgumentsAndPlaceholders() async throws {
        let (server, uri) = try await Self.started()
        let params = Self.adding(
            "newName", .string("I own {int} \"cukes\" in my tummy"), to: ServerHarness.at(uri, line: 3, character: 12))
        let edit = try await server.result("textDocument/rename", params)
        let changes = try #require(edit["changes"])
        func texts(_ file: String) -> [String] {
            (changes[server.workspace.uri(file)]?.arrayValue ?? []).compactMap { $0["newText"]?.stringValue }
        }
        #expect(texts("belly.feature") == ["I own 5 \"cukes\" in my tummy"])
        #expect(texts("Features/more.feature") == ["I own 7 \"cukes\" in my tummy", "I own <n> \"cukes\" in my tummy"])
        #expect(texts("Tests/BellySteps.swift") == [#""I own {int} \"cukes\" in my tummy""#])
        let literal = changes[server.workspace.uri("Tests/BellySteps.swift")]?.arrayValue?.first?["range"]
        #expect(
            literal
                == .object([
                    "start": .object(["line": .integer(6), "character": .integer(20)]),
                    "end": .object(["line": .integer(6), "character": .integer(52)]),
                ]))
    }

    @Test func renameChangesEveryDefinitionOfTheSamePhraseAsInABankWithAnAPIAndABrowserSuite() async throws {
        let browserSteps = """
            import Requirements
            enum BrowserSteps {
                static func define(_ steps: inout Steps<Page>) {
                    steps.given("I have {int} cukes in my belly") { (page, count: Int) in }
                }
            }

            """
        let (server, uri) = try await ServerHarness.opened(
            Fixtures.belly, files: ["Tests/BrowserSteps.swift": browserSteps])
        let prepared = try await server.result(
            "textDocument/prepareRename", ServerHarness.at(uri, line: 3, character: 12))
        #expect(prepared["placeholder"] == .string("I have {int} cukes in my belly"), "one phrase, not ambiguous")
        let edit = try await server.result(
            "textDocument/rename",
            Self.adding("newName", .string("I own {int} cukes"), to: ServerHarness.at(uri, line: 3, character: 12)))
        for file in ["Tests/BellySteps.swift", "Tests/BrowserSteps.swift"] {
            #expect(
                edit["changes"]?[server.workspace.uri(file)]?.arrayValue?.first?["newText"]
                    == .string(#""I own {int} cukes""#), "\(file)")
        }
    }

    @Test func renameIsRefusedWithAReasonWhereItCannotBeSafe() async throws {
        let regexSteps = """
            import Requirements
            enum RegexSteps {
                static func define(_ steps: inout Steps<Belly>) {
                    steps.then(.regex("^my belly (?:growls|rumbles)$")) { _ in }
                    steps.then("I sing a song(s)") { _ in }
                }
            }

            """
        let (server, uri) = try await ServerHarness.opened(
            Fixtures.belly + "    Then my belly growls\n    Then I sing a songs\n",
            files: ["Tests/RegexSteps.swift": regexSteps])
        func refusal(_ method: String, line: Int, newName: String? = nil) async throws -> String? {
            var params = ServerHarness.at(uri, line: line, character: 10)
            if let newName { params = Self.adding("newName", .string(newName), to: params) }
            let response = try await server.request(method, params)
            #expect(response["error"]?["code"] == .integer(-32803), "\(method) at line \(line): \(response)")
            return response["error"]?["message"]?.stringValue
        }
        #expect(try await refusal("textDocument/prepareRename", line: 7)?.contains("regular expression") == true)
        #expect(try await refusal("textDocument/prepareRename", line: 8)?.contains("optional or alternative") == true)
        #expect(try await refusal("textDocument/prepareRename", line: 4)?.contains("ambiguous") == true)
        #expect(try await refusal("textDocument/prepareRename", line: 6)?.contains("No step definition") == true)
        #expect(
            try await refusal("textDocument/rename", line: 3, newName: "I have {word} in my belly")?
                .contains("keep the parameters of the old one, in order: {int}") == true)
        #expect(
            try await refusal("textDocument/rename", line: 3, newName: "I have {int} cuke(s)")?
                .contains("optional or alternative") == true)
    }

    @Test func workspaceSymbolsFindScenariosAndStepDefinitionsByName() async throws {
        let (server, _) = try await Self.started()
        let symbols = try await server.result("workspace/symbol", .object(["query": .string("EAT")]))
        let names = (symbols.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
        #expect(names == ["Eating", "I eat {int} cukes", "I eat {int} {word}"])
        let all = try await server.result("workspace/symbol", .object(["query": .string("")]))
        let allNames = (all.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
        #expect(allNames.starts(with: ["More", "Full", "Many", "Belly", "Eating", "I have {int} cukes in my belly"]))
    }
}
