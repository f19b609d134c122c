#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

extension UnsafeBufferPointer where Element == UInt8 {
    /// The index of the first `byte` at or after `start`, or `nil` when there is none.
    ///
    /// NB: `memchr`, which compares many bytes per step; the generic `firstIndex(of:)` walks
    /// them one by one.
    @inline(__always)
    func firstIndex(ofByte byte: UInt8, from start: Int = 0) -> Int? {
        guard start >= 0, start < count, let base = baseAddress,
            let found = memchr(base + start, Int32(byte), count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The bytes `start..<end` as a buffer of their own: `UnsafeBufferPointer(rebasing:
    /// self[start..<end])`, with the same bounds check (made in debug builds only, as the
    /// slice makes it).
    ///
    /// NB: without the slice. In a debug build (a package's own `swift test`, where Verity is
    /// built without optimisation) slicing runs generic range code on every call, more still
    /// with a partial range such as `self[start...]`.
    @inline(__always)
    func rebased(from start: Int, to end: Int) -> UnsafeBufferPointer<UInt8> {
        assert(start >= 0 && start <= end && end <= count, "byte range out of bounds")
        guard let base = baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base + start, count: end - start)
    }

    /// The index of the first `byte` in `start..<end`, or `nil` when there is none.
    @inline(__always)
    func firstIndex(ofByte byte: UInt8, from start: Int, to end: Int) -> Int? {
        guard start >= 0, start < end, end <= count, let base = baseAddress,
            let found = memchr(base + start, Int32(byte), end - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}

extension UnsafeMutableBufferPointer where Element == UInt8 {
    /// The bytes `start..<end` as a buffer of their own; see `UnsafeBufferPointer.rebased`.
    @inline(__always)
    func rebased(from start: Int, to end: Int) -> UnsafeMutableBufferPointer<UInt8> {
        assert(start >= 0 && start <= end && end <= count, "byte range out of bounds")
        guard let base = baseAddress else { return UnsafeMutableBufferPointer(start: nil, count: 0) }
        return UnsafeMutableBufferPointer(start: base + start, count: end - start)
    }
}
