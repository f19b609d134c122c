import CucumberMessages
import Testing
import VerityJSON
import VerityLanguageServer

/// `textDocument/documentSymbol`: the feature's outline, nested.
@Suite struct DocumentSymbolTests {
    static let text = """
        @belly
        Feature: Belly

          Background:
            Given I have 5 cukes in my belly

          Scenario: Eating
            When I eat 3 cukes

          Rule: Colours

            @colour
            Scenario Outline: A belly of colour
              Then my belly is <colour>

              Examples: Primary
                | colour |
                | red    |

              Examples:
                | colour |
                | blue   |

        """

    @Test func theOutlineNestsRulesScenariosAndExamplesUnderTheFeature() async throws {
        let (server, uri) = try await ServerHarness.opened(Self.text)
        let symbols = try await server.result(
            "textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string(uri)])]))
        let feature = try #require(symbols.arrayValue?.first)
        #expect(symbols.arrayValue?.count == 1)
        #expect(feature["name"] == .string("Belly"))
        #expect(feature["kind"] == .integer(2))
        #expect(Self.lines(feature["range"]) == [0, 21], "from its tag to its last line")
        #expect(Self.lines(feature["selectionRange"]) == [1, 1])
        let children = feature["children"]?.arrayValue ?? []
        #expect(children.map { $0["name"] } == [.string("Background"), .string("Eating"), .string("Colours")])
        #expect(children.map { $0["detail"] } == [.string("Background"), .string("Scenario"), .string("Rule")])
        #expect(Self.lines(children[1]["range"]) == [6, 7], "up to its last step, not the blank line after it")
        let outline = try #require(children[2]["children"]?.arrayValue?.first)
        #expect(outline["name"] == .string("A belly of colour"))
        #expect(outline["detail"] == .string("Scenario Outline"))
        #expect(Self.lines(outline["range"]) == [11, 21])
        let examples = outline["children"]?.arrayValue ?? []
        #expect(examples.map { $0["name"] } == [.string("Primary"), .string("Examples")])
        #expect(examples.map { Self.lines($0["range"]) } == [[15, 17], [19, 21]])
    }

    @Test func aFileThatDoesNotParseKeepsTheOutlineItsHeadingsGive() async throws {
        let text = Self.text.replacing(
            "    When I eat 3 cukes\n", with: "    When I eat 3 cukes\n    a line being typed\n")
        let (server, uri) = try await ServerHarness.opened(text, as: "broken.feature")
        _ = try await server.diagnostics(uri) { !Fixtures.withCode("syntax-error", $0).isEmpty }
        let symbols = try await server.result(
            "textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string(uri)])]))
        let feature = try #require(symbols.arrayValue?.first)
        #expect(symbols.arrayValue?.count == 1)
        #expect(feature["name"] == .string("Belly"))
        #expect(Self.lines(feature["range"]) == [0, 22], "from its tag to its last line")
        let children = feature["children"]?.arrayValue ?? []
        #expect(children.map { $0["name"] } == [.string("Background"), .string("Eating"), .string("Colours")])
        #expect(Self.lines(children[1]["range"]) == [6, 8])
        let outline = try #require(children[2]["children"]?.arrayValue?.first)
        #expect(outline["detail"] == .string("Scenario Outline"))
        #expect(Self.lines(outline["range"]) == [12, 22], "from its tag")
        #expect(outline["children"]?.arrayValue?.map { $0["name"] } == [.string("Primary"), .string("Examples")])
    }

    private static func lines(_ range: JSONValue?) -> [Int?] {
        [range?["start"]?["line"]?.integerValue, range?["end"]?["line"]?.integerValue]
    }
}
