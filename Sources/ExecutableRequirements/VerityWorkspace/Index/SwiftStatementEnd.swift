/// Finds where a step definition's statement ends in Swift source, so a new definition can be
/// written after it: from the start of the line holding the definition's pattern, past the
/// call's closing parenthesis and its trailing closure. Strings (raw, multi-line, interpolated)
/// and comments are the scanner's ``SwiftLexer``'s business, so brackets in them do not count.
/// A bracket closing one opened on an earlier line (the pattern on a line of its own) closes
/// the call.
///
/// ```swift
/// let source = Array("steps.given(\"a\") { _ in\n}\nnext()\n".utf8)
/// SwiftStatementEnd.lineAfter(statementOnLineAt: 0, in: source)  // 24: the start of "next()"
/// ```
package enum SwiftStatementEnd {
    /// The offset of the line after the statement on the line starting at `lineStart` (the end
    /// of the text when it is the last line); `nil` when the brackets never close.
    package static func lineAfter(statementOnLineAt lineStart: Int, in source: [UInt8]) -> Int? {
        let output = SwiftLexer.tokenise(source)
        let tokens = output.tokens
        guard var index = tokens.firstIndex(where: { $0.start >= lineStart }) else { return nil }
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard token.kind == .punctuation else { continue }
            switch token.byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(depth - 1, 0)
                // NB: a trailing closure opens on the same line: `) { … }`.
                guard depth == 0,
                    !(index < tokens.count && tokens[index].is(UInt8(ascii: "{")) && tokens[index].line == token.line)
                else { continue }
                return token.line + 1 < output.lineStarts.count ? output.lineStarts[token.line + 1] : source.count
            default:
                break
            }
        }
        return nil
    }
}
