/// Splits a Swift file's UTF-8 into the few token kinds ``SwiftStepScanner`` needs, in one
/// pass over the bytes: comments are skipped (doc comments kept aside), each string literal
/// becomes one token however it is delimited, and line starts are recorded for positions.
///
/// It is not a Swift parser: it knows how Swift delimits comments and string literals, which
/// is what makes look-alikes in them invisible, and nothing else. `#if` is a `#` and a word,
/// so every branch is tokenised; a bare `/regex/` literal is read as operators (an `#/…/#`
/// literal is skipped whole).
///
/// ```swift
/// let output = SwiftLexer.tokenise(Array(#"steps.given("a") // .when("b")"#.utf8))
/// // output.tokens: steps . given ( "a" ) — the comment is gone
/// ```
///
/// NB: it walks a `[UInt8]` by index, without `String.Index`, `Character` or allocation per
/// byte, so that it stays fast in debug builds, where `swift run verity` runs it.
struct SwiftLexer {
    /// What a file tokenises to.
    struct Output: Sendable {
        var tokens: [SwiftToken] = []
        var literals: [SwiftStringLiteral] = []
        var docComments: [SwiftDocComment] = []
        /// The byte offset of each line's first byte; `lineStarts[0] == 0`.
        var lineStarts: [Int] = [0]
    }

    private let bytes: [UInt8]
    private var output = Output()
    private var line = 0
    /// The doc comment the next token gets if it is on ``pendingLine`` or the line after.
    private var pendingDoc = -1
    private var pendingLine = -1
    /// Whether the last token was an attribute's `@`, whose name keeps the doc comment going.
    private var afterAt = false

    /// A lexer at the start of `bytes`.
    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Tokenises `bytes`, a Swift file's UTF-8.
    static func tokenise(_ bytes: [UInt8]) -> Output {
        var lexer = SwiftLexer(bytes)
        lexer.run()
        return lexer.output
    }

    /// Tokenises the whole file, byte by byte, dispatching on the first byte of each token.
    private mutating func run() {
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                newLine(at: index)
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                index = lineComment(at: index)
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                index = blockComment(at: index)
            case UInt8(ascii: "\""):
                index = stringLiteral(at: index, hashes: 0)
            case UInt8(ascii: "#"):
                index = afterHash(at: index)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                index = number(at: index)
            default:
                if Self.startsIdentifier(byte) {
                    var end = index + 1
                    while end < count, Self.continuesIdentifier(bytes[end]) { end += 1 }
                    emit(.identifier, from: index, to: end)
                    index = end
                } else {
                    emit(.punctuation, from: index, to: index + 1, byte: byte)
                    index += 1
                }
            }
        }
    }

    // MARK: Tokens

    /// Appends a token, giving it the pending doc comment if that ends on its line or the line before.
    private mutating func emit(
        _ kind: SwiftToken.Kind, from start: Int, to end: Int, byte: UInt8 = 0, literal: Int = -1,
        line startLine: Int? = nil
    ) {
        let tokenLine = startLine ?? line
        let documented = pendingDoc >= 0 && (pendingLine == tokenLine || pendingLine == tokenLine - 1)
        output.tokens.append(
            SwiftToken(
                kind: kind, byte: byte, start: start, end: end, line: tokenLine, literal: literal,
                documentation: documented ? pendingDoc : -1))
        // An attribute (`@MainActor`) between a doc comment and what it documents keeps it
        // for the next line.
        if documented && kind == .punctuation && byte == UInt8(ascii: "@") {
            pendingLine = tokenLine
            afterAt = true
        } else if documented && afterAt && kind == .identifier {
            pendingLine = tokenLine
            afterAt = false
        } else {
            pendingDoc = -1
            afterAt = false
        }
    }

    /// Counts the line break at `offset`.
    private mutating func newLine(at offset: Int) {
        line += 1
        output.lineStarts.append(offset + 1)
    }

    /// A number literal (`12`, `0x1F`, `1_000.5`), as one token; returns the offset after it.
    private mutating func number(at start: Int) -> Int {
        var end = start + 1
        while end < bytes.count {
            let byte = bytes[end]
            if Self.continuesIdentifier(byte) {
                end += 1
            } else if byte == UInt8(ascii: "."), end + 1 < bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end + 1])
            {
                end += 2
            } else {
                break
            }
        }
        emit(.other, from: start, to: end)
        return end
    }

    /// `#"`, `##"` and `#"""` start raw string literals, `#/` an extended regex literal;
    /// any other `#` (`#if`, `#selector`) is punctuation.
    private mutating func afterHash(at start: Int) -> Int {
        var hashes = 0
        while start + hashes < bytes.count, bytes[start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let next = start + hashes
        guard next < bytes.count else {
            emit(.punctuation, from: start, to: start + 1, byte: UInt8(ascii: "#"))
            return start + 1
        }
        if bytes[next] == UInt8(ascii: "\"") { return stringLiteral(at: start, hashes: hashes) }
        if bytes[next] == UInt8(ascii: "/") { return regexLiteral(at: start, hashes: hashes) }
        emit(.punctuation, from: start, to: start + 1, byte: UInt8(ascii: "#"))
        return start + 1
    }

    /// Skips `#/…/#` (which may hold quotes) up to a `/` followed by as many `#`s.
    private mutating func regexLiteral(at start: Int, hashes: Int) -> Int {
        let startLine = line
        var offset = start + hashes + 1
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") {
                newLine(at: offset)
            } else if bytes[offset] == UInt8(ascii: "/"), hashesFollow(at: offset + 1, count: hashes) {
                offset += 1 + hashes
                break
            }
            offset += 1
        }
        emit(.other, from: start, to: min(offset, bytes.count), line: startLine)
        return min(offset, bytes.count)
    }

    // MARK: Comments

    /// `// …` up to the line break (which stays for ``run()`` to count); `///` (but not
    /// `////`) is documentation.
    private mutating func lineComment(at start: Int) -> Int {
        var end = start + 2
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let isDoc =
            start + 2 < bytes.count && bytes[start + 2] == UInt8(ascii: "/")
            && !(start + 3 < bytes.count && bytes[start + 3] == UInt8(ascii: "/"))
        guard isDoc else {
            pendingDoc = -1
            return end
        }
        let text = start + 3..<end
        if pendingDoc >= 0, !output.docComments[pendingDoc].isBlock, pendingLine == line - 1 {
            output.docComments[pendingDoc].ranges.append(text)
            output.docComments[pendingDoc].lastLine = line
        } else {
            output.docComments.append(SwiftDocComment(ranges: [text], isBlock: false, lastLine: line))
            pendingDoc = output.docComments.count - 1
        }
        pendingLine = line
        afterAt = false
        return end
    }

    /// `/* … */`, nested as Swift nests them; `/** … */` (but not `/**/`) is documentation.
    private mutating func blockComment(at start: Int) -> Int {
        let isDoc =
            start + 3 < bytes.count && bytes[start + 2] == UInt8(ascii: "*")
            && bytes[start + 3] != UInt8(ascii: "/")
        var depth = 1
        var offset = start + 2
        var textEnd = bytes.count
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                newLine(at: offset)
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                depth += 1
                offset += 2
            } else if byte == UInt8(ascii: "*"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                depth -= 1
                offset += 2
                if depth == 0 {
                    textEnd = offset - 2
                    break
                }
            } else {
                offset += 1
            }
        }
        if isDoc {
            let text = start + 3..<max(start + 3, textEnd)
            output.docComments.append(SwiftDocComment(ranges: [text], isBlock: true, lastLine: line))
            pendingDoc = output.docComments.count - 1
            pendingLine = line
            afterAt = false
        } else {
            pendingDoc = -1
        }
        return offset
    }

    // MARK: String literals

    /// Reads the literal starting at `start` (its first `#`, or its `"`) and emits its token.
    private mutating func stringLiteral(at start: Int, hashes: Int) -> Int {
        let startLine = line
        let literal = readLiteral(at: start, hashes: hashes)
        output.literals.append(literal)
        emit(.string, from: start, to: literal.end, literal: output.literals.count - 1, line: startLine)
        return literal.end
    }

    /// The extent of the literal at `start`, counting the lines it spans. Interpolations are
    /// skipped whole, string literals inside them included.
    private mutating func readLiteral(at start: Int, hashes: Int) -> SwiftStringLiteral {
        let quote = start + hashes
        // NB: as the compiler reads it, a raw literal that closes on its own line is a one-line
        // literal even when it opens with three quotes: `#"""#` is `"`.
        let isMultiline =
            quote + 2 < bytes.count && bytes[quote + 1] == UInt8(ascii: "\"")
            && bytes[quote + 2] == UInt8(ascii: "\"") && !(hashes > 0 && closesOnItsLine(after: quote, hashes: hashes))
        var offset = isMultiline ? quote + 3 : quote + 1
        if isMultiline {
            // The content starts on the next line.
            var lineBreak = offset
            while lineBreak < bytes.count,
                bytes[lineBreak] == UInt8(ascii: " ") || bytes[lineBreak] == UInt8(ascii: "\t")
                    || bytes[lineBreak] == UInt8(ascii: "\r")
            {
                lineBreak += 1
            }
            if lineBreak < bytes.count, bytes[lineBreak] == UInt8(ascii: "\n") {
                newLine(at: lineBreak)
                offset = lineBreak + 1
            }
        }
        var literal = SwiftStringLiteral(
            start: start, end: bytes.count, contentStart: offset, contentEnd: bytes.count, hashes: hashes,
            isMultiline: isMultiline, hasInterpolation: false, isUnterminated: true)
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") {
                let letter = offset + 1 + hashes
                guard hashesFollow(at: offset + 1, count: hashes), letter < bytes.count else {
                    offset += 1
                    continue
                }
                if bytes[letter] == UInt8(ascii: "(") {
                    literal.hasInterpolation = true
                    offset = skipInterpolation(from: letter + 1)
                } else {
                    if bytes[letter] == UInt8(ascii: "\n") { newLine(at: letter) }
                    offset = letter + 1
                }
            } else if byte == UInt8(ascii: "\"") {
                let closing = isMultiline ? 3 : 1
                if closes(at: offset, quotes: closing, hashes: hashes) {
                    literal.contentEnd = offset
                    literal.end = offset + closing + hashes
                    literal.isUnterminated = false
                    return literal
                }
                offset += 1
            } else if byte == UInt8(ascii: "\n") {
                guard isMultiline else {
                    // NB: an unclosed one-line literal ends at its line, so the rest of the
                    // file still tokenises as it would after the fix.
                    literal.contentEnd = offset
                    literal.end = offset
                    return literal
                }
                newLine(at: offset)
                offset += 1
            } else {
                offset += 1
            }
        }
        return literal
    }

    /// Whether a `"` followed by `hashes` `#`s comes after `quote` before the line ends.
    private func closesOnItsLine(after quote: Int, hashes: Int) -> Bool {
        var offset = quote + 1
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") {
            if bytes[offset] == UInt8(ascii: "\""), hashesFollow(at: offset + 1, count: hashes) { return true }
            offset += 1
        }
        return false
    }

    /// Skips an interpolation's expression from just after its `(` to just after its `)`.
    private mutating func skipInterpolation(from start: Int) -> Int {
        var depth = 1
        var offset = start
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return offset + 1 }
            case UInt8(ascii: "\n"):
                newLine(at: offset)
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var hashes = 0
                while offset + hashes < bytes.count, bytes[offset + hashes] == UInt8(ascii: "#") { hashes += 1 }
                if offset + hashes < bytes.count, bytes[offset + hashes] == UInt8(ascii: "\"") {
                    offset = readLiteral(at: offset, hashes: hashes).end
                    continue
                }
            default:
                break
            }
            offset += 1
        }
        return offset
    }

    /// Whether `quotes` quotes and then `hashes` `#`s stand at `offset`.
    private func closes(at offset: Int, quotes: Int, hashes: Int) -> Bool {
        guard offset + quotes <= bytes.count else { return false }
        for index in offset..<offset + quotes where bytes[index] != UInt8(ascii: "\"") { return false }
        return hashesFollow(at: offset + quotes, count: hashes)
    }

    /// Whether `count` `#`s stand at `offset`.
    private func hashesFollow(at offset: Int, count: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        for index in offset..<offset + count where bytes[index] != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: Characters

    /// Letters, `_`, `$`, and any non-ASCII byte.
    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: "$"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    /// Letters, digits, `_`, `$`, and any non-ASCII byte (Swift allows most non-ASCII letters
    /// in names; operators made of non-ASCII symbols are too rare to matter here).
    static func continuesIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            true
        default:
            false
        }
    }
}
