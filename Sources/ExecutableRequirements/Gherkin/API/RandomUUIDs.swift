/// Random version-4 UUID strings (lower case) from a fast generator seeded once.
///
/// NB: Foundation's `UUID()` opens and reads `/dev/urandom` on Linux for every id, and a
/// document or a test run makes thousands. Message ids need only be unique, not secret, so a
/// SplitMix64 stream seeded from the system's generator serves. Shared by ``IdGenerator``,
/// the command line and the runner.
package struct RandomUUIDs: Sendable {
    private var state: UInt64

    /// A stream seeded from the system's random source.
    package init() {
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

    /// Moves past `count` UUIDs without making them (each takes two steps of the stream).
    package mutating func skip(_ count: Int) {
        state &+= 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: count) &* 2
    }

    /// The next UUID, e.g. `9f1c1a52-3b7e-4c2d-8f0a-5d6e7f8091a2`.
    package mutating func next() -> String {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the next UUID's 36 characters to `bytes`, without making a string.
    package mutating func append(to bytes: inout [UInt8]) {
        let (high, low) = nextWords()
        bytes.reserveCapacity(bytes.count + 36)
        Self.format(high, low, into: &bytes)
    }

    private mutating func nextWords() -> (high: UInt64, low: UInt64) {
        let high = (next64() & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000  // version 4
        let low = (next64() & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000  // RFC 4122 variant
        return (high, low)
    }

    /// Appends the 36 characters of the UUID with bits `high` and `low`.
    private static func format(_ high: UInt64, _ low: UInt64, into bytes: inout [UInt8]) {
        var position = 0
        func put(_ word: UInt64) {
            var shift = 60
            while shift >= 0 {
                if position == 8 || position == 13 || position == 18 || position == 23 {
                    bytes.append(UInt8(ascii: "-"))
                    position += 1
                }
                let digit = UInt8(truncatingIfNeeded: (word >> UInt64(shift)) & 0xF)
                // `0`–`9`, then `a`–`f`.
                bytes.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
                position += 1
                shift -= 4
            }
        }
        put(high)
        put(low)
    }
}
