/// Finds where one regular expression of a parameter type matches a whole word of a text.
struct ParameterTypeMatcher: Sendable {
    let parameterType: ParameterType
    let pattern: CompiledPattern
    /// Whether a search that finds nothing, or finds a match at some offset, says the same of
    /// every later start: true unless the pattern can anchor at the start of the searched text
    /// (`^`), look behind it or test a word boundary there (`\b`, `\B`, which see no scalar
    /// before the start), where searching from a later start gives other answers.
    let searchCoversLaterStarts: Bool

    init(parameterType: ParameterType, pattern: CompiledPattern) {
        self.parameterType = parameterType
        self.pattern = pattern
        let source = pattern.source
        searchCoversLaterStarts =
            !source.contains("^") && !source.contains("(?<")
            && !source.contains(#"\b"#) && !source.contains(#"\B"#)
    }

    /// The first non-empty match, at or after `position`, that starts and ends at word
    /// boundaries (the text's ends, or separators, punctuation and symbols).
    ///
    /// As upstream, each search treats the text from its start as a text of its own and a
    /// match that is not a whole word moves the search on. Upstream moves it one scalar at a
    /// time, searching the rest again each time, which is quadratic in the text's length;
    /// here it moves straight past the rejected match's start to the next word start, the
    /// only places an accepted match can begin, which finds the same match.
    func firstWholeWordMatch(in text: ScalarText, from position: Int) -> Range<Int>? {
        let length = text.scalars.count
        var start = position
        while start < length {
            guard let range = pattern.firstMatchRange(in: text, from: start) else {
                if searchCoversLaterStarts { return nil }
                start = nextWordStart(in: text, after: start)
                continue
            }
            if !range.isEmpty, Self.isBoundary(text, before: range.lowerBound),
                Self.isBoundary(text, at: range.upperBound)
            {
                return range
            }
            start = nextWordStart(in: text, after: searchCoversLaterStarts ? range.lowerBound : start)
        }
        return nil
    }

    /// The first offset after `offset` that follows a boundary (or the text's length).
    private func nextWordStart(in text: ScalarText, after offset: Int) -> Int {
        var next = offset + 1
        while next < text.scalars.count, !Self.isBoundary(text, before: next) {
            next += 1
        }
        return next
    }

    private static func isBoundary(_ text: ScalarText, before index: Int) -> Bool {
        index == 0 || isSeparatorPunctuationOrSymbol(text.scalars[index - 1])
    }

    private static func isBoundary(_ text: ScalarText, at index: Int) -> Bool {
        index == text.scalars.count || isSeparatorPunctuationOrSymbol(text.scalars[index])
    }

    private static func isSeparatorPunctuationOrSymbol(_ value: UInt32) -> Bool {
        // NB: the common case first: a letter or digit of ASCII is never a boundary, and asking
        // Unicode's tables costs far more in a debug build, where snippets are made.
        if value < 0x80 {
            let byte = UInt8(value)
            if (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            {
                return false
            }
        }
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
