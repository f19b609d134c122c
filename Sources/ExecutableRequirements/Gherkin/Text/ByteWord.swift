#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Eight bytes of text read as one word, to search them at once (SWAR: SIMD within a register).
///
/// Byte `i` of the text is byte `i` of the word counting from the least significant, so the
/// first match is the lowest marked byte.
struct ByteWord {
    var bits: UInt64

    /// The eight bytes at `pointer`, which need no alignment.
    @inline(__always)
    init(at pointer: UnsafePointer<UInt8>) {
        bits = Self.load(pointer)
    }

    /// The eight bytes at `pointer`, which need no alignment, as one little-endian word.
    ///
    /// NB: `memcpy` rather than `loadUnaligned(as:)` and `UInt64(littleEndian:)`: those are
    /// generic, and without the optimiser (Verity built in debug inside a package's own
    /// `swift test`) each runs as a call through type metadata; the optimiser turns this
    /// eight-byte `memcpy` into the same single load.
    @inline(__always)
    static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        memcpy(&word, pointer, 8)
        #if _endian(big)
        word = word.byteSwapped
        #endif
        return word
    }

    /// The high bit of each byte equal to `byte`; exact up to the first such byte (a borrow can
    /// mark bytes above it), which is all a search for the first one, or for any, needs.
    @inline(__always)
    func matches(_ byte: UInt8) -> UInt64 {
        let word = bits ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte that is not ASCII.
    @inline(__always)
    var nonASCII: UInt64 { bits & 0x8080_8080_8080_8080 }

    /// Whether `bytes` holds `first` or `second`.
    static func contains(_ first: UInt8, or second: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        guard count >= 8 else {
            for index in 0..<count where base[index] == first || base[index] == second { return true }
            return false
        }
        var index = 0
        while true {
            let word = ByteWord(at: base + index)
            if word.matches(first) | word.matches(second) != 0 { return true }
            guard index &+ 8 < count else { return false }
            // The last word ends where the bytes end, overlapping the one before.
            index = min(index &+ 8, count &- 8)
        }
    }
}
