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
