/// Which lines of `swift test`'s output `verity run --quiet` keeps: everything but the lines
/// XCTest and Swift Testing print for tests that pass and for a run's start, so that a CI log
/// of a passing run is the summary and where the reports went, and a failing one its failures.
enum QuietConsole {
    /// Whether `line` (without its line break) stays in the console.
    static func keeps(_ line: Substring) -> Bool {
        // NB: XCTest's lines for a suite or a test that started or passed, and its counts
        // when nothing failed; a failure's lines and counts stay.
        if line.hasPrefix("Test Suite '") || line.hasPrefix("Test Case '") {
            return !(line.contains("' started at ") || line.contains("' passed at ") || line.contains("' passed ("))
        }
        if line.hasPrefix("\t Executed "), line.contains(" with 0 failures (0 unexpected)") {
            return false
        }
        // NB: Swift Testing's header under `--quiet`; its issues and final line stay.
        let header = ["◇ Test run started.", "↳ Testing Library Version:", "↳ Target Platform:"]
        return !header.contains { line.hasPrefix($0) }
    }
}
