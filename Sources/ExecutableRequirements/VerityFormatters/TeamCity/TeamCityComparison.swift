/// The expected and actual values of an assertion's message, which TeamCity and IntelliJ show
/// side by side (`testFailed … expected = '…' actual = '…'`): upstream recognises the
/// messages of Hamcrest, AssertJ, JUnit 5, JUnit 4 and TestNG, and so does this.
///
/// ```swift
/// TeamCityComparison(message: "expected: <1> but was: <42>")  // expected "1", actual "42"
/// TeamCityComparison(message: "whoops")                      // nil
/// ```
struct TeamCityComparison: Equatable {
    var expected: String
    var actual: String

    /// The values in `message` (trimmed first, as upstream does), or `nil` when it is none of
    /// the known layouts.
    init?(message: String) {
        let trimmed = Self.javaTrimmed(message)
        for pattern in Self.patterns {
            if let match = trimmed.firstMatch(of: pattern) {
                expected = String(match.1)
                actual = String(match.2)
                return
            }
        }
        return nil
    }

    init(expected: String, actual: String) {
        self.expected = expected
        self.actual = actual
    }

    /// NB: matched on Unicode scalars, as Java's regular expressions match, so that a CRLF
    /// counts as the two characters the patterns spell out; the patterns are tried in this
    /// order, the first that matches wins, as upstream's do.
    private static var patterns: [Regex<(Substring, Substring, Substring)>] {
        [
            // Hamcrest 2 `MatcherAssert.assertThat`
            #/expected: (.*)(?:\r\n|\r|\n) {5}but: was (.*)$/#,
            // AssertJ 3 `ShouldBeEqual.smartErrorMessage`
            #/expected: (.*)(?:\r\n|\r|\n) but was: (.*)$/#,
            // JUnit 5 `AssertionFailureBuilder`
            #/expected: <(.*)> but was: <(.*)>$/#,
            // JUnit 4 `Assert.assertEquals`
            #/expected:[ \t\n\x0B\f\r]?<(.*)> but was:[ \t\n\x0B\f\r]?<(.*)>$/#,
            // TestNG 7 `Assert.assertEquals`
            #/expected \[(.*)] but found \[(.*)]$/#,
        ].map { $0.ignoresCase().dotMatchesNewlines().matchingSemantics(.unicodeScalar) }
    }

    /// `text` without the characters up to U+0020 at either end, as Java's `String.trim()`.
    private static func javaTrimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { $0.value > 0x20 }),
            let last = scalars.lastIndex(where: { $0.value > 0x20 })
        else { return "" }
        return String(scalars[first...last])
    }
}
