import Foundation
import Testing
import VerityJSON

/// The shared JSON writer (the language server's and `verity mcp`'s answers): every string is
/// written so that a standard JSON reader reads back the same text.
@Suite("JSONValue writes strings a JSON reader reads back unchanged")
struct JSONValueWritingTests {
    @Test(
        "quotes, backslashes and control characters are escaped wherever they fall; other text is kept",
        arguments: [
            "", "plain", "\"", "\\", "\"quoted\" at the start and end\"", "a\\b\\", "line\nbreak\r\n\ttab",
            "\u{0}\u{1}\u{1F}\u{7F}", "café ☕️ 𝄞 and \"ünïcode\"", "ends with a control\u{8}",
            String(repeating: "long run without escapes ", count: 200) + "\"",
        ])
    func stringsRoundTrip(_ text: String) throws {
        let bytes = JSONValue.array([.string(text), .object([text: .string(text)])]).jsonBytes
        let read = try JSONSerialization.jsonObject(with: Data(bytes)) as? [Any]
        #expect(read?.first as? String == text)
        #expect((read?.last as? [String: String])?[text] == text)
    }

    @Test("control characters without a short escape are written as \\u00XX")
    func controlCharactersUseUnicodeEscapes() {
        #expect(String(decoding: JSONValue.string("a\u{1}\u{1F}b").jsonBytes, as: UTF8.self) == #""a\u0001\u001fb""#)
    }
}
