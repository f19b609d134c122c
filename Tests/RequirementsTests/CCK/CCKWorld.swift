import Foundation
import Requirements

/// The world every compatibility-kit sample's steps share: a little state for the samples
/// that compute something.
struct CCKWorld {
    var cucumbers = 0
    var friends = 0
    var transposed: DataTable?
    var cents = 0
    var chocolateBars = 0
    var saleHappened = false
}

/// Errors whose type names are the ones the reference streams report (`Error`,
/// `AssertionError`), since the kit compares `exception.type`.
enum CCK {
    struct Error: Swift.Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }

    struct AssertionError: Swift.Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }

    /// Throws `AssertionError` unless the values are equal, as the reference's assertions do.
    static func expectEqual<Value: Equatable>(_ actual: Value, _ expected: Value) throws {
        guard actual == expected else {
            throw AssertionError("Expected values to be strictly equal:\n\n\(actual) !== \(expected)\n")
        }
    }
}

/// A counter shared by the attempts of one run (retries make a fresh world every time).
final class AttemptCounter: @unchecked Sendable {
    // NB: @unchecked: `counts` is only touched under `lock`.
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// Counts one more call for `key` and returns how many there have been.
    func next(_ key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counts[key, default: 0] += 1
        return counts[key, default: 0]
    }
}
