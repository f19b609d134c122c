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
    ///
    /// NB: the pointer arithmetic is written out here rather than through `rebased(from:to:)`:
    /// this runs for every text a message is made of, and without the optimiser (a debug
    /// build) each call of a helper costs more than the arithmetic.
    @inline(__always)
    func bytes(_ ref: TextRef) -> UnsafeBufferPointer<UInt8> {
        var start = Int(ref.start)
        var end = Int(ref.end)
        var buffer = source
        if start >= source.count {
            start -= source.count
            end -= source.count
            buffer = derived
            if start >= derived.count {
                start -= derived.count
                end -= derived.count
                buffer = compiled
            }
        }
        assert(start >= 0 && start <= end && end <= buffer.count, "text out of bounds")
        return UnsafeBufferPointer(start: buffer.baseAddress?.advanced(by: start), count: end - start)
    }

    /// The text `ref` points at.
    @inline(__always)
    func string(_ ref: TextRef) -> String {
        ref.isEmpty ? "" : Self.string(bytes(ref))
    }

    /// The text, or `nil` when it is empty.
    func optionalString(_ ref: TextRef) -> String? {
        ref.isEmpty ? nil : Self.string(bytes(ref))
    }

    /// `String(decoding: bytes, as: UTF8.self)`: the same string, ill-formed bytes repaired.
    ///
    /// NB: through the initializer that copies into the new string's storage, which is not
    /// generic: without the optimiser (Verity built in debug inside a package's own
    /// `swift test`) `String(decoding:as:)` runs generic code through witness tables, for each
    /// of the thousands of texts the messages of a suite are made of.
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(bytes))
            return bytes.count
        }
    }

    /// The lines joined with newlines.
    ///
    /// NB: here and in `appendJoined`, index loops rather than `for … in` over the slice, which
    /// without the optimiser (a debug build) iterates through generic code.
    func joined(_ lines: ArraySlice<TextRef>) -> String {
        var total = lines.count > 1 ? lines.count - 1 : 0
        var index = lines.startIndex
        while index < lines.endIndex {
            total += lines[index].count
            index += 1
        }
        guard total > 0 else { return "" }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var position = 0
            var index = lines.startIndex
            while index < lines.endIndex {
                if index != lines.startIndex {
                    buffer[position] = 0x0A
                    position += 1
                }
                let text = bytes(lines[index])
                index += 1
                if !text.isEmpty {
                    UnsafeMutableRawBufferPointer(buffer.rebased(from: position, to: position + text.count))
                        .copyMemory(from: UnsafeRawBufferPointer(text))
                    position += text.count
                }
            }
            return position
        }
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
