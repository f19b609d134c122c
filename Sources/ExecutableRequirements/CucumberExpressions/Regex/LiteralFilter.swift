/// A cheap first test of whether a text can match a pattern: the text's first and last eight
/// UTF-8 bytes against the pattern's literal prefix and suffix, and its length.
///
/// NB: expressions keep a copy inline, so scanning many of them reads contiguous memory and
/// rejects most texts without following a single reference.
@usableFromInline
struct LiteralFilter: Sendable {
    @usableFromInline let head: PackedBytes
    @usableFromInline let tail: PackedBytes
    @usableFromInline let minimumCount: Int

    init(prefix: [UInt8], suffix: [UInt8]) {
        head = PackedBytes(leading: prefix)
        tail = PackedBytes(trailing: suffix)
        minimumCount = max(prefix.count, suffix.count)
    }

    /// `false` when `string` certainly cannot match; `true` when it may.
    @inlinable
    func mayMatch(_ string: String) -> Bool {
        if minimumCount == 0 { return true }
        let answer = string.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            bytes.count >= minimumCount && head.matchesStart(of: bytes) && tail.matchesEnd(of: bytes)
        }
        return answer ?? true
    }
}

/// Up to eight bytes packed into an integer (first byte lowest) with a mask of the bytes used.
@usableFromInline
struct PackedBytes: Sendable {
    @usableFromInline static let width = 8
    @usableFromInline let value: UInt64
    @usableFromInline let mask: UInt64

    init(leading bytes: [UInt8]) {
        var value: UInt64 = 0
        var mask: UInt64 = 0
        for (index, byte) in bytes.prefix(Self.width).enumerated() {
            value |= UInt64(byte) << (8 * UInt64(index))
            mask |= 0xFF << (8 * UInt64(index))
        }
        self.value = value
        self.mask = mask
    }

    /// Packs the last bytes so that they line up with the last eight bytes of a text.
    init(trailing bytes: [UInt8]) {
        var value: UInt64 = 0
        var mask: UInt64 = 0
        for (index, byte) in bytes.suffix(Self.width).reversed().enumerated() {
            let shift = 8 * UInt64(Self.width - 1 - index)
            value |= UInt64(byte) << shift
            mask |= 0xFF << shift
        }
        self.value = value
        self.mask = mask
    }

    @inlinable
    func matchesStart(of bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        mask == 0 || Self.load(bytes, from: 0) & mask == value
    }

    @inlinable
    func matchesEnd(of bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        mask == 0 || Self.load(bytes, from: bytes.count - Self.width) & mask == value
    }

    /// Eight bytes starting at `offset` (which may be negative for short texts; missing bytes
    /// read as zero).
    @inlinable
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> UInt64 {
        if offset >= 0, offset + width <= bytes.count, let base = bytes.baseAddress {
            return UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
        }
        var value: UInt64 = 0
        for index in 0..<width where offset + index >= 0 && offset + index < bytes.count {
            value |= UInt64(bytes[offset + index]) << (8 * UInt64(index))
        }
        return value
    }
}
