import Testing
import VerityLanguageServer
@testable import VerityWorkspace

/// LSP positions count UTF-16 units; Gherkin columns count code points; the text is UTF-8.
@Suite struct DocumentLinesTests {
    static let text = "Feature: Café\r\n  Scenario: 🥒 x\nlast"

    @Test func gherkinColumnsBecomeUTF16Characters() {
        let lines = DocumentLines(Self.text)
        #expect(
            lines.position(gherkinLine: 2, column: 15) == TextPosition(line: 1, character: 15),
            "the cucumber is two units")
        #expect(lines.position(gherkinLine: 1, column: 14) == TextPosition(line: 0, character: 13))
    }

    @Test func everyCodePointColumnOfEveryLineGivesTheUTF16OffsetOfThatManyScalars() {
        let text = "Feature: Café\r\n  Scenario: 🥒 x\n\tÉtant donné 日本語 \u{1F1EB}\u{1F1F7} e\u{301}\nlast\n"
        let lines = DocumentLines(text)
        for line in 0..<lines.lineCount {
            let scalars = Array(lines.text(ofLine: line).unicodeScalars)
            for column in 0...(scalars.count + 2) {
                let expected = scalars.prefix(column).reduce(0) { $0 + $1.utf16.count }
                #expect(
                    lines.position(line: line, codePointColumn: column)
                        == TextPosition(line: line, character: expected),
                    "line \(line), column \(column)")
            }
        }
    }

    @Test func positionsAndOffsetsRoundTrip() {
        let lines = DocumentLines(Self.text)
        for offset in [0, 12, 14, 16, 28, 32, 33, 35, lines.bytes.count] {
            let position = lines.position(ofOffset: offset)
            #expect(lines.offset(of: position) == offset, "offset \(offset) at \(position)")
        }
    }

    @Test func positionsPastTheEndAreClampedAndCarriageReturnsBelongToTheLineEnd() {
        let lines = DocumentLines(Self.text)
        #expect(lines.offset(of: TextPosition(line: 0, character: 99)) == 14, "before the \\r")
        #expect(lines.offset(of: TextPosition(line: 9, character: 0)) == lines.bytes.count)
        #expect(
            lines.offset(of: TextPosition(line: 1, character: 13)) == 28,
            "inside the surrogate pair: the start of the cucumber")
        #expect(lines.text(ofLine: 0) == "Feature: Café")
        #expect(lines.end == TextPosition(line: 2, character: 4))
    }
}
