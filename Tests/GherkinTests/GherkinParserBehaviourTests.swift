import CucumberMessages
import Testing

@testable import Gherkin

@Suite("Gherkin parser behaviour")
struct GherkinParserBehaviourTests {
    private let plain = "Feature: F\n  Scenario: S\n    Given x\n"

    @Test("a leading UTF-8 byte-order mark is ignored")
    func byteOrderMarkIgnored() throws {
        let withMark = GherkinParser().parse("\u{FEFF}" + plain)
        let without = GherkinParser().parse(plain)
        #expect(withMark == without)
        #expect(withMark.document?.feature?.location == Location(line: 1, column: 1))
    }

    @Test("invalid UTF-8 is an error with line and column, not a trap")
    func invalidUTF8() throws {
        var ids = IdGenerator.predictable()
        let bytes = Array("Feature: F\n  Scenario: caf".utf8) + [0xE9] + Array("\n".utf8)
        let errors = GherkinParser().parse(bytes: bytes, uri: "latin1.feature", ids: &ids).errors
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.kind == .invalidUTF8)
        #expect(error.uri == "latin1.feature")
        #expect(error.line == 2 && error.column == 16)
        #expect(error.message.hasPrefix("(2:16): "))
    }

    @Test("an unknown language gives the official message and parsing continues in English")
    func unknownLanguage() {
        let errors = GherkinParser().parse("# language: de-DE\n" + plain).errors
        #expect(errors.map(\.message) == ["(1:1): Language not supported: de-DE"])
    }

    @Test("an odd-spaced language header switches the dialect")
    func oddlySpacedLanguageHeader() {
        let document = GherkinParser().parse("  #  language  :   fr  \nFonctionnalité: F\n").document
        #expect(document?.feature?.language == "fr")
        #expect(document?.feature?.keyword == "Fonctionnalité")
    }

    @Test("a tag containing whitespace is an error at the tag's column")
    func tagWithWhitespace() {
        let errors = GherkinParser().parse("Feature: F\n\n  @ok @not ok\n  Scenario: S\n").errors
        #expect(errors.map(\.message) == ["(3:7): A tag may not contain whitespace"])
    }

    @Test("tabs indent like spaces, CRLF leaves no carriage return, a missing final newline is fine")
    func whitespaceVariants() throws {
        let crlf = "Feature: F\r\n\tScenario: S\r\n\t\tGiven x\r\n\t\t\"\"\"\r\n\t\tline\r\n\t\t\"\"\""
        let document = try #require(GherkinParser().parse(crlf).document)
        let step = try #require(document.feature?.children.first?.scenario?.steps.first)
        #expect(step.location == Location(line: 3, column: 3))
        #expect(step.text == "x")
        #expect(step.docString?.content == "line")
    }

    @Test("every error in a file is reported, up to the reference limit of eleven")
    func errorsAreCollected() {
        let source =
            "Feature: F\n"
            + (1...20).map { "  Scenario: S\(String($0))\n    Given x\n    | a |\n    | b | c |\n" }.joined()
        let errors = GherkinParser().parse(source).errors
        #expect(errors.count == 11)
        #expect(errors.allSatisfy { $0.kind == .inconsistentCellCount })
    }

    @Test("a Markdown description line rewritten by an open doc string is read from the rewritten text (fuzz finding)")
    func markdownDescriptionFromRewrittenText() throws {
        // The indented separator opens a doc string while the line is tried as an empty line
        // (as upstream), so the next description line has its escaped separator unescaped,
        // and its text is no longer a range of the source. The open doc string's indentation is
        // removed from both lines, as upstream.
        let source = "# Feature: F\n    \"\"\"\n    \\\"\\\"\\\"\n"
        let result = GherkinParser().parse(source, mediaType: .gherkinMarkdown)
        let feature = try #require(result.document?.feature)
        #expect(feature.description == "\"\"\"\n\"\"\"")
    }

    @Test("arbitrary bytes never trap or hang the parser", arguments: 0..<8)
    func arbitraryBytes(_ seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let alphabet =
            Array(
                "Feature:Scenario Outline:Examples:Rule:Background:Given And * | \\ \"\"\" ``` @ # language: \n\r\t<a>"
                    .utf8)
            + [0xC3, 0xA9, 0xE2, 0x80, 0xA8, 0xFF, 0xEF, 0xBB, 0xBF]
        for _ in 0..<300 {
            let length = Int(generator.next() % 400)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            var ids = IdGenerator.predictable()
            let result = GherkinParser().parse(bytes: bytes, ids: &ids)
            if let document = result.document {
                _ = PickleCompiler().compile(document, uri: "x.feature", ids: &ids)
            } else {
                #expect(!result.errors.isEmpty)
            }
            _ = GherkinParser().parse(bytes: bytes, mediaType: .gherkinMarkdown, ids: &ids)
        }
    }
}

/// A small deterministic random number generator for the robustness test.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
