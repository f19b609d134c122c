/// A document's UTF-8 bytes with the start of every line, converting between byte offsets,
/// Gherkin's code-point columns and LSP positions (UTF-16 offsets within a line).
///
/// Lines end at `\n`; a `\r` before it belongs to the line ending, as the Gherkin parser reads
/// them.
///
/// ```swift
/// let lines = DocumentLines("Feature: Café\n  Scenario: ☕️\n")
/// lines.position(line: 1, codePointColumn: 12)   // TextPosition(line: 1, character: 12)
/// lines.offset(of: TextPosition(line: 1, character: 2))  // 16
/// ```
package struct DocumentLines: Sendable {
    /// The whole text.
    package let bytes: [UInt8]
    /// The byte offset where each line starts; never empty.
    package let lineStarts: [Int]
    /// Whether each line is ASCII only, so that its columns are its UTF-16 offsets.
    private let asciiLines: [Bool]

    /// Indexes the lines of `bytes`.
    package init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var ascii: [Bool] = []
        starts.reserveCapacity(bytes.count / 40 + 1)
        ascii.reserveCapacity(bytes.count / 40 + 1)
        var lineIsASCII = true
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                starts.append(offset + 1)
                ascii.append(lineIsASCII)
                lineIsASCII = true
            } else if byte >= 0x80 {
                lineIsASCII = false
            }
            offset += 1
        }
        ascii.append(lineIsASCII)
        lineStarts = starts
        asciiLines = ascii
    }

    /// Indexes the lines of `text`.
    package init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// How many lines there are (a final newline starts an empty last line).
    package var lineCount: Int { lineStarts.count }

    /// The byte range of a 0-based line, without its line ending; empty past the last line.
    package func byteRange(ofLine line: Int) -> Range<Int> {
        guard line >= 0, line < lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The text of a 0-based line, without its line ending.
    package func text(ofLine line: Int) -> String {
        String(decoding: bytes[byteRange(ofLine: line)], as: UTF8.self)
    }

    /// The LSP position of a 0-based line and a 0-based column in code points (Gherkin's
    /// columns, less one); a column past the end gives the end of the line.
    package func position(line: Int, codePointColumn: Int) -> TextPosition {
        // NB: this runs for every step each time a file is analysed. An ASCII line (most are)
        // needs no reading; another is read from the bytes, without making it a String. The
        // bytes are valid UTF-8 (they come from a String and are edited at scalar boundaries);
        // a stray byte counts as one.
        let range = byteRange(ofLine: line)
        if line >= 0, line < asciiLines.count, asciiLines[line] {
            return TextPosition(line: line, character: min(max(codePointColumn, 0), range.count))
        }
        var character = 0
        var column = 0
        var offset = range.lowerBound
        while offset < range.upperBound, column < codePointColumn {
            let lead = bytes[offset]
            let width = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            character += width == 4 ? 2 : 1
            column += 1
            offset += width
        }
        return TextPosition(line: max(0, min(line, lineCount - 1)), character: character)
    }

    /// The position of a Gherkin location (1-based line and code-point column).
    package func position(gherkinLine: Int, column: Int?) -> TextPosition {
        position(line: gherkinLine - 1, codePointColumn: (column ?? 1) - 1)
    }

    /// The position just after the last non-blank character of a 0-based line.
    package func endOfContent(ofLine line: Int) -> TextPosition {
        var text = Substring(self.text(ofLine: line))
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return TextPosition(line: line, character: text.utf16.count)
    }

    /// The byte offset of an LSP position; a character past the end of its line gives the end
    /// of the line, a line past the end gives the end of the text, and an offset inside a
    /// surrogate pair gives the start of its character.
    package func offset(of position: TextPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let range = byteRange(ofLine: position.line)
        var units = 0
        var offset = range.lowerBound
        for scalar in String(decoding: bytes[range], as: UTF8.self).unicodeScalars {
            let width = scalar.utf16.count
            if units + width > position.character { break }
            units += width
            offset += scalar.utf8.count
        }
        return offset
    }

    /// The LSP position of a byte offset.
    package func position(ofOffset offset: Int) -> TextPosition {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let prefix = String(decoding: bytes[lineStarts[low]..<clamped], as: UTF8.self)
        return TextPosition(line: low, character: prefix.utf16.count)
    }

    /// The position after the last character.
    package var end: TextPosition { position(ofOffset: bytes.count) }
}
