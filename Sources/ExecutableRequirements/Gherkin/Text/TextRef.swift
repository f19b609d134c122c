/// A piece of a document's text, as a byte range rather than a `String`.
///
/// Offsets below the source's length are bytes of the source; offsets from there on are bytes
/// of the document's own buffer, which holds the text the parser and compiler had to rewrite
/// (unescaped table cells and doc string lines, outline text with its placeholders filled in).
///
/// NB: parsing and compiling keep every text as a range and make `String`s only when messages
/// are asked for: a `String` over 15 bytes is a heap allocation, and those allocations (with
/// their reference counting) were most of the parser's cost.
struct TextRef: Hashable, Sendable {
    var start: UInt32
    var end: UInt32

    /// No text.
    static let empty = TextRef(start: 0, end: 0)

    @inline(__always)
    init(start: UInt32, end: UInt32) {
        self.start = start
        self.end = end
    }

    /// The bytes `start..<end` of the source (callers keep offsets within `UInt32`; see
    /// ``DocumentText/maximumSourceSize``); an `end` before `start` gives an empty text.
    ///
    /// NB: the comparison is written out rather than `max(start, end)`, a generic function
    /// that without the optimiser (a debug build) compares through a witness table, and this
    /// runs for nearly every text of a document.
    @inline(__always)
    init(_ start: Int, _ end: Int) {
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end > start ? end : start)
    }

    var isEmpty: Bool { start == end }
    var count: Int { Int(end &- start) }
}
