import Foundation

/// Makes message ids in one style for the whole run.
final class IdSource: @unchecked Sendable {
    // NB: @unchecked: the generator state is only touched under `lock`.
    private let style: MessageIdStyle
    private let counter: LockedCounter
    private let lock = NSLock()
    private var random: Xoshiro256

    init(style: MessageIdStyle, startingAt start: Int) {
        self.style = style
        counter = LockedCounter(startingAt: start)
        var system = SystemRandomNumberGenerator()
        random = Xoshiro256(seed: (system.next(), system.next(), system.next(), system.next()))
    }

    func next() -> String {
        switch style {
        case .incrementing:
            return String(counter.next())
        case .uuid:
            // NB: Foundation's UUID reads the system's random source and formats with printf on
            // every call; a run makes one id per test step, so it draws from a seeded generator.
            lock.lock()
            let high = random.next()
            let low = random.next()
            lock.unlock()
            return Self.uuidString(high: high, low: low)
        }
    }

    /// A version 4 (random) UUID in lowercase hexadecimal.
    static func uuidString(high: UInt64, low: UInt64) -> String {
        let versioned = (high & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000
        let variant = (low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        let digits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: 36) { buffer in
            var position = 0
            func put(_ value: UInt64, nibbles: Int) {
                var shift = (nibbles - 1) * 4
                while shift >= 0 {
                    buffer[position] = digits.utf8Start[Int((value >> UInt64(shift)) & 0xF)]
                    position += 1
                    shift -= 4
                }
            }
            put(versioned >> 32, nibbles: 8)
            buffer[position] = UInt8(ascii: "-"); position += 1
            put((versioned >> 16) & 0xFFFF, nibbles: 4)
            buffer[position] = UInt8(ascii: "-"); position += 1
            put(versioned & 0xFFFF, nibbles: 4)
            buffer[position] = UInt8(ascii: "-"); position += 1
            put(variant >> 48, nibbles: 4)
            buffer[position] = UInt8(ascii: "-"); position += 1
            put(variant & 0xFFFF_FFFF_FFFF, nibbles: 12)
            return position
        }
    }
}

/// xoshiro256**: fast, well-distributed, seeded once from the system's random source.
struct Xoshiro256: RandomNumberGenerator {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    init(seed: (UInt64, UInt64, UInt64, UInt64)) {
        state = seed == (0, 0, 0, 0) ? (1, 2, 3, 4) : seed
    }

    mutating func next() -> UInt64 {
        let result = ((state.1 &* 5) << 7 | (state.1 &* 5) >> 57) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = state.3 << 45 | state.3 >> 19
        return result
    }
}
