/// Random version-4 UUID strings (lower case) from a fast generator seeded once.
///
/// NB: The parser's `IdGenerator.uuid()` uses Foundation's `UUID()`, which on Linux opens and
/// reads `/dev/urandom` for every id: a run over 50 MB of features spent more time in those
/// system calls than in parsing. Ids only need to be unique, not secret, so a SplitMix64
/// stream seeded from the system generator serves.
struct FastUUIDs {
    private var state: UInt64

    init() {
        var system = SystemRandomNumberGenerator()
        state = system.next()
    }

    private mutating func next64() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next UUID, e.g. `9f1c1a52-3b7e-4c2d-8f0a-5d6e7f8091a2`.
    mutating func next() -> String {
        let high = (next64() & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000  // version 4
        let low = (next64() & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000  // RFC 4122 variant
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        var bytes = [UInt8](repeating: UInt8(ascii: "-"), count: 36)
        var position = 0
        for (word, shiftCount) in [(high, 16), (low, 16)] {
            for nibble in 0..<shiftCount {
                if position == 8 || position == 13 || position == 18 || position == 23 { position += 1 }
                bytes[position] = hex[Int((word >> UInt64(60 - 4 * nibble)) & 0xF)]
                position += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
