/// A tag or table cell found on a line: where it is and its (unescaped) text.
struct TokenItem: Sendable {
    var line: Int32
    /// The 1-based column, in code points.
    var column: Int32
    var text: TextRef

    @inline(__always)
    init(line: Int, column: Int, text: TextRef) {
        self.line = Int32(truncatingIfNeeded: line)
        self.column = Int32(truncatingIfNeeded: column)
        self.text = text
    }
}
