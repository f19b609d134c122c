/// Waits for what a page shows after something happened elsewhere (a form post, a live
/// update), by looking again until a deadline; never a fixed sleep.
package enum Eventually {
    /// How long a change may take to show before a step fails.
    package static let deadline: Duration = .seconds(5)

    /// Calls `look` until it returns `nil` (what was expected is there), at most until
    /// `within` has passed; `look` returns what it saw when it was not yet right.
    ///
    /// - Throws: ``NotSeen`` with `expected` and the last thing `look` saw.
    package static func see(
        _ expected: String, within: Duration = deadline, _ look: () async -> String?
    ) async throws(NotSeen) {
        let clock = ContinuousClock()
        let end = clock.now + within
        var seen = "nothing yet"
        while true {
            guard let wrong = await look() else { return }
            seen = wrong
            guard clock.now < end else { break }
            try? await Task.sleep(for: .milliseconds(50))
        }
        throw NotSeen(expected: expected, lastSeen: seen, waited: within)
    }
}

/// The page did not show what a step expected before the deadline.
package struct NotSeen: Error, CustomStringConvertible {
    /// What the step waited for.
    package let expected: String
    /// What the page showed the last time it was looked at.
    package let lastSeen: String
    /// How long the step waited.
    package let waited: Duration

    package var description: String {
        "expected \(expected) within \(waited), but the page showed \(lastSeen)"
    }
}
