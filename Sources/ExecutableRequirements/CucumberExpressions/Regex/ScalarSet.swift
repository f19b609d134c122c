/// A set of Unicode scalars, as a character class of a regular expression.
///
/// ASCII membership is a 128-bit table; other scalars are looked up in sorted ranges.
struct ScalarSet: Sendable, Hashable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// Sorted, disjoint, non-adjacent ranges of scalars at or above 128.
    private var wide: [ClosedRange<UInt32>] = []

    init(ranges: [ClosedRange<UInt32>], negated: Bool = false) {
        var normalized = Self.normalize(ranges)
        if negated {
            normalized = Self.complement(normalized)
        }
        for range in normalized {
            if range.lowerBound < 128 {
                for value in range.lowerBound...min(range.upperBound, 127) {
                    if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
                }
            }
            if range.upperBound >= 128 {
                wide.append(max(range.lowerBound, 128)...range.upperBound)
            }
        }
    }

    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
        if value < 64 { return low & (1 << UInt64(value)) != 0 }
        if value < 128 { return high & (1 << UInt64(value - 64)) != 0 }
        return containsWide(value)
    }

    private func containsWide(_ value: UInt32) -> Bool {
        var lowerIndex = 0
        var upperIndex = wide.count
        while lowerIndex < upperIndex {
            let middle = (lowerIndex + upperIndex) / 2
            let range = wide[middle]
            if value < range.lowerBound {
                upperIndex = middle
            } else if value > range.upperBound {
                lowerIndex = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Adds every scalar of `other`.
    mutating func formUnion(_ other: ScalarSet) {
        low |= other.low
        high |= other.high
        if !other.wide.isEmpty {
            wide = Self.normalize(wide + other.wide)
        }
    }

    static func normalize(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<UInt32>] = []
        for range in sorted {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    static func complement(_ normalized: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in normalized {
            if range.lowerBound > next {
                result.append(next...(range.lowerBound - 1))
            }
            next = range.upperBound &+ 1
            if range.upperBound >= maxScalar { return result }
        }
        if next <= maxScalar {
            result.append(next...maxScalar)
        }
        return result
    }

    static let maxScalar: UInt32 = 0x10FFFF

    // MARK: JavaScript's predefined classes

    static let digitRanges: [ClosedRange<UInt32>] = [0x30...0x39]
    static let wordRanges: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
    static let spaceRanges: [ClosedRange<UInt32>] = [
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
        0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ]
    static let lineTerminatorRanges: [ClosedRange<UInt32>] = [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029]

    static let word = ScalarSet(ranges: wordRanges)
}
