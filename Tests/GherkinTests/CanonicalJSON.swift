import Foundation

/// Canonical JSON for comparisons: keys sorted, compact (what `jq --sort-keys -c` does).
enum CanonicalJSON {
    static func line(_ text: String) -> String {
        guard let data = text.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            let canonical = try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
        else { return "<invalid JSON> " + text }
        return String(decoding: canonical, as: UTF8.self)
    }

    /// The non-empty lines of an NDJSON text, canonicalised.
    static func lines(_ ndjson: String) -> [String] {
        ndjson.split(separator: "\n", omittingEmptySubsequences: true).map { line($0.description) }
    }
}

/// Describes the first difference between two line lists, or returns `nil` when equal.
func firstDifference(_ file: String, expected: [String], actual: [String]) -> String? {
    for index in 0..<max(expected.count, actual.count) {
        let want = index < expected.count ? expected[index] : "<no line>"
        let got = index < actual.count ? actual[index] : "<no line>"
        if want != got {
            return "\(file): first difference at line \(index + 1)\n  expected: \(want)\n  actual:   \(got)"
        }
    }
    return nil
}
