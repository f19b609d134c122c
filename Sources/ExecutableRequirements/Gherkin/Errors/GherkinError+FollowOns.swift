extension GherkinError {
    /// The errors a person reads, each with its hint: `errors` without the follow-ons of an
    /// error, which the official parser reports but which say nothing new.
    ///
    /// After a line that fits nowhere, the official parser stays where it was in the grammar and
    /// reports every later line, valid ones included, until one fits there: a misspelt
    /// `Scenaro:` after a tag makes each following line an error, a valid `Scenario:` among them.
    /// An error is a follow-on when it expects exactly what the error before it expected and
    /// only blank lines and comments stand between them, so the parser cannot have moved. The
    /// first error of such a run keeps its hint and says how many lines it hides; streams and
    /// `verity gherkin` keep every official error.
    ///
    /// ```swift
    /// for (error, hint) in GherkinError.withoutFollowOns(errors, lines: GherkinError.hintLines(of: text)) {
    ///     print(error.description, hint ?? "")
    /// }
    /// ```
    package static func withoutFollowOns(
        _ errors: [GherkinError], lines: [Substring]
    ) -> [(error: GherkinError, hint: String?)] {
        var shown: [(error: GherkinError, hint: String?, followOns: Int)] = []
        var previous: GherkinError?
        for error in errors {
            defer { previous = error }
            if let previous, error.followsOn(previous, lines: lines), !shown.isEmpty {
                shown[shown.count - 1].followOns += 1
                continue
            }
            shown.append((error, error.hint(inLines: lines), 0))
        }
        return shown.map { error, hint, followOns in
            guard followOns > 0 else { return (error, hint) }
            let note =
                "until this line is fixed the parser reads nothing after it: "
                + (followOns == 1
                    ? "the error it reported for a later line is not listed"
                    : "the \(followOns) errors it reported for later lines are not listed")
            return (error, hint.map { "\($0) (\(note))" } ?? note)
        }
    }

    /// Whether this error only repeats `previous`: the same tokens expected, with nothing but
    /// blank lines and comments between the two.
    private func followsOn(_ previous: GherkinError, lines: [Substring]) -> Bool {
        guard let expected = expectedTokens, expected == previous.expectedTokens, line > previous.line else {
            return false
        }
        let between = lines.dropFirst(previous.line).prefix(max(0, line - previous.line - 1))
        return between.allSatisfy { text in
            let trimmed = text.trimmed
            return trimmed.isEmpty || trimmed.hasPrefix("#")
        }
    }

    /// The tokens the official reason lists as expected (`#TagLine, #RuleLine, …`); `nil` for
    /// an error of another kind.
    private var expectedTokens: Substring? {
        switch kind.value {
        case .unexpectedToken, .unexpectedEndOfFile:
            guard let start = reason.range(of: "expected: ") else { return nil }
            let rest = reason[start.upperBound...]
            return rest.range(of: ", got '").map { rest[..<$0.lowerBound] } ?? rest
        case .inconsistentCellCount, .invalidTag, .unsupportedLanguage, .invalidUTF8, .documentTooLarge:
            return nil
        }
    }
}
