/// Splits a UTF-8 buffer into lines the way the reference parsers do.
///
/// Lines end at `\n`; a `\r` directly before it is dropped (CRLF), any other `\r` stays. A last
/// line holding only whitespace is not a line at all, so a final newline adds nothing. A leading
/// UTF-8 byte-order mark is skipped, so it affects neither matching nor columns.
struct LineScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    private let limit: Int
    private var remaining: Bool
    private(set) var lineNumber = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let count = bytes.count
        var start = 0
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        position = start

        var lastNewline = count - 1
        while lastNewline >= start, bytes[lastNewline] != 0x0A { lastNewline -= 1 }
        let tailStart = lastNewline >= start ? lastNewline + 1 : start
        let tailIsBlank = UnicodeWhitespace.trimTrailing(in: bytes, from: tailStart, to: count) == tailStart
        if tailIsBlank {
            if lastNewline >= start {
                limit = lastNewline
                remaining = true
            } else {
                limit = start
                remaining = false
            }
        } else {
            limit = count
            remaining = true
        }
    }

    /// The next line, or `nil` at the end of the input.
    mutating func next() -> SourceLine? {
        guard remaining else { return nil }
        let start = position
        var index = start
        while index < limit, bytes[index] != 0x0A { index += 1 }
        var end = index
        if index < bytes.count, bytes[index] == 0x0A, end > start, bytes[end - 1] == 0x0D { end -= 1 }
        if index >= limit { remaining = false } else { position = index + 1 }
        lineNumber += 1
        return SourceLine(number: lineNumber, start: start, end: end, bytes: bytes)
    }
}
