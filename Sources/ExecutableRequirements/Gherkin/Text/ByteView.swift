#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A read-only view of bytes that someone else owns (a document's source, the text the parser
/// rewrote), read by index: the one door through which the parser, the compiler and the
/// formatter reach raw memory.
///
/// Every read is bounds-checked, in release builds too. A view does not own or retain its
/// bytes: it is made only by `with…` functions and the `Text/` types that own the memory, and
/// is valid for as long as they say (a view never outlives the call it was handed to).
///
/// NB: a struct over a pointer and a count rather than the standard library's `Span`: without
/// the optimiser (Verity built in debug inside a package's own `swift test`) reading a `Span`
/// by index runs generic code on every byte, far more than this non-generic subscript costs;
/// `Benchmarks/README.md` has the figures. The pointer is never `nil` (an empty view points at
/// an address it never reads), so reading a byte costs no unwrapping.
struct ByteView {
    private let base: UnsafePointer<UInt8>
    /// How many bytes the view has.
    let count: Int

    /// A view of `buffer`, valid while `buffer` is.
    ///
    /// NB: only the `Text/` types and the public entry points that receive a buffer make views
    /// this way; everything else receives one.
    @inline(__always)
    init(unsafeBuffer buffer: UnsafeBufferPointer<UInt8>) {
        if let address = buffer.baseAddress {
            base = address
            count = buffer.count
        } else {
            base = Self.emptyAddress
            count = 0
        }
    }

    @inline(__always)
    private init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    /// The address an empty view points at; never read, as every read is bounds-checked.
    private static var emptyAddress: UnsafePointer<UInt8> {
        guard let address = UnsafePointer<UInt8>(bitPattern: MemoryLayout<UInt64>.alignment) else {
            preconditionFailure("no address for an empty byte view")
        }
        return address
    }

    /// No bytes.
    static var empty: ByteView { ByteView(base: emptyAddress, count: 0) }

    /// Calls `body` with a view of `bytes`.
    @inline(__always)
    static func withView<Result>(of bytes: [UInt8], _ body: (ByteView) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(ByteView(unsafeBuffer: $0)) }
    }

    /// The buffer the view reads, for the `Text/` files that hand bytes to other modules'
    /// buffer-taking functions (JSON writing) or copy them in bulk.
    @inline(__always)
    var unsafeBuffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Whether the view has no bytes.
    @inline(__always)
    var isEmpty: Bool { count == 0 }

    /// The byte at `index`, which must be in `0..<count`.
    ///
    /// NB: one unsigned comparison checks both ends of the range. `@_transparent`, the one way
    /// to have a call inlined without the optimiser: in a debug build a call to this getter
    /// (with the zeroing of its frame) cost more than the read itself, for every byte read.
    subscript(index: Int) -> UInt8 {
        @_transparent get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "byte index out of range")
            return base[index]
        }
    }

    /// The last byte, or `nil` when the view is empty.
    var last: UInt8? { count > 0 ? base[count &- 1] : nil }

    /// The bytes `start..<end` as a view of their own.
    @_transparent
    func rebased(from start: Int, to end: Int) -> ByteView {
        precondition(start >= 0 && start <= end && end <= count, "byte range out of bounds")
        return ByteView(base: base + start, count: end - start)
    }

    /// The eight bytes at `index` (which need no alignment) as one word; `index + 8` must not
    /// pass the end.
    @_transparent
    func word(at index: Int) -> ByteWord {
        precondition(index >= 0 && index <= count &- 8, "byte word out of range")
        return ByteWord(bits: Self.loadWord(base + index))
    }

    /// The eight bytes at `pointer`, which need no alignment, as one little-endian word.
    ///
    /// NB: `memcpy` rather than `loadUnaligned(as:)` and `UInt64(littleEndian:)`: those are
    /// generic, and without the optimiser each runs as a call through type metadata; the
    /// optimiser turns this eight-byte `memcpy` into the same single load.
    @inline(__always)
    private static func loadWord(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        memcpy(&word, pointer, 8)
        #if _endian(big)
        word = word.byteSwapped
        #endif
        return word
    }

    /// The index of the first `byte` at or after `start`, or `nil` when there is none.
    ///
    /// NB: `memchr`, which compares many bytes per step; a loop over the subscript compares
    /// them one by one.
    @inline(__always)
    func firstIndex(ofByte byte: UInt8, from start: Int = 0) -> Int? {
        firstIndex(ofByte: byte, from: start, to: count)
    }

    /// The index of the first `byte` in `start..<end`, or `nil` when there is none.
    @inline(__always)
    func firstIndex(ofByte byte: UInt8, from start: Int, to end: Int) -> Int? {
        guard start >= 0, start < end, end <= count,
            let found = memchr(base + start, Int32(byte), end - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether the view holds the same bytes as `other`.
    @inline(__always)
    func elementsEqual(_ other: ByteView) -> Bool {
        count == other.count && (count == 0 || memcmp(base, other.base, count) == 0)
    }

    /// Whether the bytes from `index` on start with `prefix`.
    @inline(__always)
    func hasPrefix(_ prefix: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index <= count, prefix.count <= count - index else { return false }
        return prefix.withUnsafeBufferPointer { prefix in
            guard let other = prefix.baseAddress else { return true }
            return memcmp(base + index, other, prefix.count) == 0
        }
    }

    /// The bytes as a string, ill-formed UTF-8 repaired as `String(decoding:as:)` repairs it.
    ///
    /// NB: through the initializer that copies into the new string's storage, which is not
    /// generic: without the optimiser `String(decoding:as:)` runs generic code through witness
    /// tables, for each of the thousands of texts the messages of a suite are made of.
    @inline(__always)
    var string: String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            guard let target = buffer.baseAddress else { return 0 }
            memcpy(target, base, count)
            return count
        }
    }
}

extension [UInt8] {
    /// Appends the bytes of `view`, in one copy.
    @inline(__always)
    mutating func append(contentsOf view: ByteView) {
        append(contentsOf: view.unsafeBuffer)
    }
}
