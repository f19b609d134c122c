/// Finds where one regular expression of a parameter type matches a whole word of a text.
struct ParameterTypeMatcher: Sendable {
    let parameterType: ParameterType
    let pattern: CompiledPattern

    /// The first non-empty match, at or after `position`, that starts and ends at word
    /// boundaries (the text's ends, or separators, punctuation and symbols).
    func firstWholeWordMatch(in text: ScalarText, from position: Int) -> Range<Int>? {
        let length = text.scalars.count
        var start = position
        while start < length {
            if let range = pattern.firstMatchRange(in: text, from: start), !range.isEmpty,
                Self.isBoundary(text, before: range.lowerBound), Self.isBoundary(text, at: range.upperBound)
            {
                return range
            }
            start += 1
        }
        return nil
    }

    private static func isBoundary(_ text: ScalarText, before index: Int) -> Bool {
        index == 0 || isSeparatorPunctuationOrSymbol(text.scalars[index - 1])
    }

    private static func isBoundary(_ text: ScalarText, at index: Int) -> Bool {
        index == text.scalars.count || isSeparatorPunctuationOrSymbol(text.scalars[index])
    }

    private static func isSeparatorPunctuationOrSymbol(_ value: UInt32) -> Bool {
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
