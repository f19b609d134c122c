/// An open document as the Language Server Protocol says the editor's edits leave it: the
/// fuzzer's model, written apart from the server's `DocumentLines` and `OpenDocument`, so that
/// two readings of the protocol are compared.
///
/// Positions are a 0-based line and a UTF-16 offset within it. A character past the end of its
/// line means the end of the line, a line past the last one means the end of the text, and an
/// offset inside a surrogate pair means the start of that character (the protocol leaves it to
/// the server). Lines end at `\n`, and the `\r`s just before it are part of the line ending: the
/// server counts lines as the Gherkin parser does, so a `\r` alone is not a line break there
/// (LSP would count one; `Fuzz/README.md` keeps the difference).
struct ReferenceDocument {
    /// The whole text.
    private(set) var text: String
    /// The version the client last gave.
    var version: Int

    init(text: String, version: Int) {
        self.text = text
        self.version = version
    }

    /// One change of a `didChange`: the text replacing a range, or the whole text.
    struct Change {
        /// The range's start and end, each (line, character); `nil` for the whole text.
        var range: ((Int, Int), (Int, Int))?
        var text: String
    }

    /// The text after `changes`, applied in order.
    func applying(_ changes: [Change]) -> String {
        var result = text
        for change in changes {
            guard let (start, end) = change.range else {
                result = change.text
                continue
            }
            let utf8 = Array(result.utf8)
            let from = Self.offset(line: start.0, character: start.1, in: utf8)
            let to = max(from, Self.offset(line: end.0, character: end.1, in: utf8))
            result = String(decoding: utf8[..<from] + Array(change.text.utf8) + utf8[to...], as: UTF8.self)
        }
        return result
    }

    /// Applies `changes` and takes `version`.
    mutating func apply(_ changes: [Change], version: Int) {
        text = applying(changes)
        self.version = version
    }

    /// The UTF-8 offset in `utf8` of a protocol position.
    static func offset(line: Int, character: Int, in utf8: [UInt8]) -> Int {
        var lineStart = 0
        for _ in 0..<line {
            guard let newline = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { return utf8.count }
            lineStart = newline + 1
        }
        var lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.count
        while lineEnd > lineStart, utf8[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let units = Array(String(decoding: utf8[lineStart..<lineEnd], as: UTF8.self).utf16)
        var kept = min(character, units.count)
        if kept > 0, kept < units.count, UTF16.isTrailSurrogate(units[kept]) { kept -= 1 }
        return lineStart + String(decoding: units[..<kept], as: UTF16.self).utf8.count
    }
}
