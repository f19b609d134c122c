/// Turns ``TextRef``s of one document into strings, reading the source, the text the parser
/// rewrote and the text the pickle compiler wrote, in place.
struct TextReader {
    let source: ByteView
    /// Addressed from `source.count` on.
    let derived: ByteView
    /// Addressed from `source.count + derived.count` on.
    let compiled: ByteView

    init(source: ByteView, derived: ByteView, compiled: ByteView = .empty) {
        self.source = source
        self.derived = derived
        self.compiled = compiled
    }

    /// Calls `body` with a reader of the three texts, valid during the call.
    static func withReader<Result>(
        source: [UInt8], derived: [UInt8], compiled: [UInt8] = [], _ body: (TextReader) -> Result
    ) -> Result {
        ByteView.withView(of: source) { source in
            ByteView.withView(of: derived) { derived in
                ByteView.withView(of: compiled) { compiled in
                    body(TextReader(source: source, derived: derived, compiled: compiled))
                }
            }
        }
    }

    /// The bytes `ref` points at.
    @inline(__always)
    func bytes(_ ref: TextRef) -> ByteView {
        let start = Int(ref.start)
        let end = Int(ref.end)
        if start < source.count { return source.rebased(from: start, to: end) }
        let derivedStart = start - source.count
        if derivedStart < derived.count {
            return derived.rebased(from: derivedStart, to: end - source.count)
        }
        let compiledStart = derivedStart - derived.count
        return compiled.rebased(from: compiledStart, to: compiledStart + (end - start))
    }

    /// The text `ref` points at.
    @inline(__always)
    func string(_ ref: TextRef) -> String {
        ref.isEmpty ? "" : bytes(ref).string
    }

    /// The text, or `nil` when it is empty.
    func optionalString(_ ref: TextRef) -> String? {
        ref.isEmpty ? nil : bytes(ref).string
    }

    /// The lines joined with newlines.
    ///
    /// NB: index loops rather than `for … in` over the slice, which without the optimiser (a
    /// debug build) iterates through generic code.
    func joined(_ lines: ArraySlice<TextRef>) -> String {
        guard !lines.isEmpty else { return "" }
        var total = lines.count - 1
        var index = lines.startIndex
        while index < lines.endIndex {
            total += lines[index].count
            index += 1
        }
        guard total > 0 else { return "" }
        var output: [UInt8] = []
        output.reserveCapacity(total)
        appendJoined(lines, to: &output)
        return ByteView.withView(of: output) { $0.string }
    }

    /// Appends the lines joined with newlines to `output`.
    func appendJoined(_ lines: ArraySlice<TextRef>, to output: inout [UInt8]) {
        var index = lines.startIndex
        while index < lines.endIndex {
            if index != lines.startIndex { output.append(0x0A) }
            output.append(contentsOf: bytes(lines[index]))
            index += 1
        }
    }
}
