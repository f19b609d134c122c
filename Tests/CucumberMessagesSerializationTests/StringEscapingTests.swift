import CucumberMessages
import Foundation
import Testing

@Suite("NDJSONEncoder string escaping")
struct StringEscapingTests {
    private func encoded(_ string: String) throws -> String {
        String(decoding: try NDJSONEncoder().encode(string), as: UTF8.self)
    }

    static let nastyStrings: [String] = [
        "",
        "plain",
        "quote \" and backslash \\ and slash /",
        String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) }),
        "line\u{2028}separator\u{2029}paragraph",
        "\u{7F} delete and \u{80} C1 and \u{FEFF} BOM",
        "emoji 🥒👩‍👩‍👧 and combining e\u{301}",
        "\u{E2}\u{80} lookalike of a separator prefix",
        "ends with backslash \\",
        "tab\tcr\rlf\ncrlf\r\n",
        "\\u2028 written out",
        String(repeating: "long text with \"quotes\" ", count: 500),
    ]

    @Test("nasty strings decode back to themselves", arguments: nastyStrings)
    func roundTrip(string: String) throws {
        let bytes = try NDJSONEncoder().encode(string)
        #expect(try JSONDecoder().decode(String.self, from: Data(bytes)) == string)
        #expect(!bytes.contains(UInt8(ascii: "\n")) && !bytes.contains(UInt8(ascii: "\r")))
    }

    @Test("control characters use the short escapes where JSON has them, \\u00XX otherwise")
    func controlCharacters() throws {
        #expect(try encoded("\u{8}\u{C}\n\r\t") == #""\b\f\n\r\t""#)
        #expect(try encoded("\u{0}\u{1}\u{1F}") == #""\u0000\u0001\u001f""#)
    }

    @Test("quotes and backslashes are escaped, other ASCII is not")
    func quotesAndBackslashes() throws {
        #expect(try encoded(#"a"b\c/d"#) == #""a\"b\\c/d""#)
    }

    @Test("U+2028 and U+2029 are escaped so the output is also valid JavaScript")
    func lineAndParagraphSeparators() throws {
        #expect(try encoded("a\u{2028}b\u{2029}c") == #""a\u2028b\u2029c""#)
    }

    @Test("other non-ASCII text is written as raw UTF-8")
    func nonASCIIIsRaw() throws {
        #expect(try encoded("Égalité 🥒 \u{2027}\u{202A}") == "\"Égalité 🥒 \u{2027}\u{202A}\"")
    }
}
