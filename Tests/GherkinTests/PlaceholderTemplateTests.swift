import CucumberMessages
import Testing

@testable import Gherkin

@Suite("Placeholder templates")
struct PlaceholderTemplateTests {
    /// A text, an examples header and a row of values.
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let header: [String]
        let values: [String]
        var testDescription: String { "\(text) with \(header) = \(values)" }
    }

    static let cases: [Case] = [
        Case(text: "pay <amount> to <who>", header: ["amount", "who"], values: ["$1\\", "a\\b"]),
        Case(text: "no placeholder here", header: ["a"], values: ["1"]),
        Case(text: "<unknown> stays", header: ["a"], values: ["1"]),
        Case(text: "<a><a><b>", header: ["a", "b"], values: ["1", "2"]),
        Case(text: "first column wins: <a>", header: ["a", "a"], values: ["1", "2"]),
        Case(text: "a value naming <a>", header: ["a", "b"], values: ["<b>", "z"]),
        Case(text: "a value closing <a>", header: ["a", "b"], values: ["x>", "z"]),
        Case(text: "nested <<a>>", header: ["a", "x"], values: ["x", "y"]),
        Case(text: "arrow -> <a> > end", header: ["a"], values: ["v"]),
        Case(text: "dangling <a> <", header: ["a"], values: ["v"]),
        Case(text: "less < than <a> more", header: ["a", " than <a"], values: ["v", "w"]),
        Case(text: "bracketed name <a<b>", header: ["a<b", "b"], values: ["1", "2"]),
        Case(text: "empty name <> and <a>", header: ["", "a"], values: ["e", "f"]),
        Case(text: "Grüße, <name>! <name>?", header: ["name"], values: ["Łukasz"]),
        Case(text: "<a>", header: ["a"], values: [""]),
        Case(text: "short row <a> <b>", header: ["a", "b"], values: ["1"]),
        Case(text: "multi\nline <a>\n<b>", header: ["a", "b"], values: ["x\ny", "z"]),
    ]

    @Test("one-pass replacement gives exactly the text of the reference algorithm", arguments: cases)
    func onePassMatchesReference(_ example: Case) {
        let interpolation = Interpolation(header: example.header.map(Self.cell))
        let values = example.values.map(Self.cell)
        let template = PlaceholderTemplate(example.text, interpolation)
        let rendered = template.render(values, onePass: interpolation.allowsOnePass(values), interpolation)
        #expect(rendered == interpolation.apply(example.text, values: values))
    }

    @Test("a text the header cannot change is verbatim")
    func verbatim() {
        let interpolation = Interpolation(header: [Self.cell("a")])
        #expect(PlaceholderTemplate("plain text", interpolation).isVerbatim)
        #expect(PlaceholderTemplate("<b> only", interpolation).isVerbatim)
        #expect(!PlaceholderTemplate("<a> here", interpolation).isVerbatim)
        #expect(!PlaceholderTemplate("<<a>>", interpolation).isVerbatim)
    }

    private static func cell(_ value: String) -> TableCell {
        TableCell(location: Location(line: 1, column: 1), value: value)
    }
}
