/// A fuzz input read front to back as a program of choices: each read takes the next bytes, and
/// an input that runs out reads zeros, so every input is a whole program.
///
/// ```swift
/// var input = FuzzBytes([3, 2, 0x61, 0x62])
/// input.below(4)   // 3
/// input.chunk()    // [0x61, 0x62]: a length byte, then that many bytes
/// ```
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    /// A reader at the start of `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { index >= bytes.count }

    /// The next byte; 0 past the end.
    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// The next byte modulo `count` (at least 1).
    public mutating func below(_ count: Int) -> Int {
        Int(byte()) % max(count, 1)
    }

    /// The next `count` bytes, or as many as are left.
    public mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, index + max(count, 0))
        defer { index = max(index, end) }
        return index < end ? Array(bytes[index..<end]) : []
    }

    /// A length and then that many bytes: one length byte, or, when it is 255, two more
    /// (little-endian), so a chunk can hold a whole file.
    public mutating func chunk() -> [UInt8] {
        var length = Int(byte())
        if length == 255 { length = Int(byte()) | Int(byte()) << 8 }
        return take(length)
    }
}
