/// Turns ``TextRef``s of one document into strings, reading the source, the text the parser
/// rewrote and the text the pickle compiler wrote, in place.
struct TextReader {
    let source: UnsafeBufferPointer<UInt8>
    /// Addressed from `source.count` on.
    let derived: UnsafeBufferPointer<UInt8>
    /// Addressed from `source.count + derived.count` on.
    let compiled: UnsafeBufferPointer<UInt8>

    init(
        source: UnsafeBufferPointer<UInt8>, derived: UnsafeBufferPointer<UInt8>,
        compiled: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
    ) {
        self.source = source
        self.derived = derived
        self.compiled = compiled
    }

    /// The bytes `ref` points at.
    @inline(__always)
    func bytes(_ ref: TextRef) -> UnsafeBufferPointer<UInt8> {
        let start = Int(ref.start)
        let end = Int(ref.end)
        if start < source.count { return UnsafeBufferPointer(rebasing: source[start..<end]) }
        let derivedStart = start - source.count
        if derivedStart < derived.count {
            return UnsafeBufferPointer(rebasing: derived[derivedStart..<(end - source.count)])
        }
        let base = source.count + derived.count
        return UnsafeBufferPointer(rebasing: compiled[(start - base)..<(end - base)])
    }

    /// The text `ref` points at.
    @inline(__always)
    func string(_ ref: TextRef) -> String {
        ref.isEmpty ? "" : String(decoding: bytes(ref), as: UTF8.self)
    }

    /// The text, or `nil` when it is empty.
    func optionalString(_ ref: TextRef) -> String? {
        ref.isEmpty ? nil : String(decoding: bytes(ref), as: UTF8.self)
    }

    /// The lines joined with newlines.
    func joined(_ lines: ArraySlice<TextRef>) -> String {
        var total = max(lines.count - 1, 0)
        for line in lines { total += line.count }
        guard total > 0 else { return "" }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var position = 0
            var first = true
            for line in lines {
                if !first {
                    buffer[position] = 0x0A
                    position += 1
                }
                first = false
                let text = bytes(line)
                if !text.isEmpty {
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[position..<(position + text.count)]).initialize(from: text)
                    position += text.count
                }
            }
            return position
        }
    }

    /// Appends the lines joined with newlines to `output`.
    func appendJoined(_ lines: ArraySlice<TextRef>, to output: inout [UInt8]) {
        var first = true
        for line in lines {
            if !first { output.append(0x0A) }
            first = false
            output.append(contentsOf: bytes(line))
        }
    }
}
