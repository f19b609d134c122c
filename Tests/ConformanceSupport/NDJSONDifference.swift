import CucumberMessages
import VerityJSON

/// The first difference between two NDJSON texts compared line by line as JSON (``JSONValue``
/// equality: key order and spacing ignored), or `nil` when they agree.
package func firstNDJSONDifference(actual: String, expected: String) throws -> String? {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: true)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: true)
    for index in 0..<max(actualLines.count, expectedLines.count) {
        guard index < actualLines.count else { return "line \(index + 1): missing, expected \(expectedLines[index])" }
        guard index < expectedLines.count else { return "line \(index + 1): unexpected \(actualLines[index])" }
        let got = try JSONValue(parsing: actualLines[index])
        let want = try JSONValue(parsing: expectedLines[index])
        if got != want { return "line \(index + 1):\n  got      \(got)\n  expected \(want)" }
    }
    return nil
}
