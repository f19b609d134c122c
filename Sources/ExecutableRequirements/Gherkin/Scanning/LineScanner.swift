/// Splits a UTF-8 buffer into lines the way the reference parsers do.
///
/// Lines end at `\n`; carriage returns at the end of a line are not part of its text (CRLF), any
/// other `\r` stays. A final newline does not start another line. A leading UTF-8 byte-order
/// mark is skipped, so it affects neither matching nor columns.
struct LineScanner {
    let bytes: ByteView
    private var position: Int
    private let limit: Int
    private var remaining: Bool
    private(set) var lineNumber = 0

    init(bytes: ByteView) {
        self.bytes = bytes
        let count = bytes.count
        var start = 0
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        position = start
        // NB: text after the last newline is a line only if it is not empty (a final newline
        // does not start a line), as the reference parser reads lines.
        if count > start, bytes[count - 1] == 0x0A {
            limit = count - 1
        } else {
            limit = count
        }
        remaining = count > start
    }

    /// The next line, or `nil` at the end of the input.
    mutating func next() -> SourceLine? {
        guard remaining else { return nil }
        let start = position
        var index = limit
        // NB: bounded by `limit` without slicing `bytes`, which in a debug build costs more than
        // the rest of the line's scan.
        if let found = bytes.firstIndex(ofByte: 0x0A, from: start, to: limit) {
            index = found
        }
        // Carriage returns before the line end are not part of the line's text.
        var end = index
        while end > start, bytes[end - 1] == 0x0D { end -= 1 }
        let rawEnd = index < bytes.count ? index + 1 : index
        if index >= limit { remaining = false } else { position = index + 1 }
        lineNumber += 1
        return SourceLine(number: lineNumber, start: start, end: end, rawEnd: rawEnd, bytes: bytes)
    }
}
