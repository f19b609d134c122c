import Testing

@testable import CucumberExpressions

/// The snippet generator finds parameters faster than upstream (it skips to the next word start
/// and reuses answers that lie ahead), and must still find exactly what upstream's search finds:
/// from each start, the leftmost match of the rest, moving one scalar on when it is not a whole
/// word.
@Suite("Whole-word parameter search")
struct WholeWordSearchTests {
    static let patterns = [
        #"-?\d+"#, #"\d+"#, #"[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:[E][+-]?\d+)?"#,
        #""([^"\\]*(\\.[^"\\]*)*)"|'([^'\\]*(\\.[^'\\]*)*)'"#,
        #"red|green|blue"#, #"(?:x|y)?\d+"#, #"^\w+"#, #"\bab\w*"#, #"\B\d"#, #"(?=\w*\d)\w+"#, #"[^\s]+"#,
        #"(?<=a)b+"#, #"a*"#,
    ]
    static let texts =
        [
            "I have 42 cukes and -5.5 more", "red green blue reds", "x12 y3 z4 12x", "ab abc cab ab-c",
            #"say "hi" and 'yo' "unclosed"#, "a1b2 c3 ... 7", "", "   ", "ab", "aab b", "€5 ¥6 ٣ 日本語 7",
        ] + StepTexts.sample(count: 300, seed: 7)

    @Test("finds the same match as upstream's scalar-by-scalar search, from every start")
    func sameAsUpstream() throws {
        for source in Self.patterns {
            let pattern = try CompiledPattern("(" + source + ")")
            let type = try ParameterType(name: "t", regexp: source) { $0 }
            let matcher = ParameterTypeMatcher(parameterType: type, pattern: pattern)
            for string in Self.texts {
                let text = ScalarText(string)
                for start in 0...text.scalars.count {
                    let expected = Self.upstream(pattern, in: text, from: start)
                    let found = matcher.firstWholeWordMatch(in: text, from: start)
                    #expect(found == expected, "/\(source)/ in \(string.debugDescription) from \(start)")
                }
            }
        }
    }

    /// Upstream's search: from `position`, the leftmost match of the rest; when it is empty or
    /// not a whole word, the same again from the next scalar.
    static func upstream(_ pattern: CompiledPattern, in text: ScalarText, from position: Int) -> Range<Int>? {
        var start = position
        while start < text.scalars.count {
            if let range = pattern.firstMatchRange(in: text, from: start), !range.isEmpty,
                isBoundary(text, range.lowerBound - 1), isBoundary(text, range.upperBound)
            {
                return range
            }
            start += 1
        }
        return nil
    }

    private static func isBoundary(_ text: ScalarText, _ index: Int) -> Bool {
        guard index >= 0, index < text.scalars.count, let scalar = Unicode.Scalar(text.scalars[index]) else {
            return true
        }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .connectorPunctuation, .dashPunctuation,
            .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}

/// Short texts of words, numbers, quotes and punctuation, from a seeded generator.
enum StepTexts {
    static func sample(count: Int, seed: UInt64) -> [String] {
        let pieces = [
            "a", "ab", "x1", "42", "-7", "3.5", ".5", "1E5", "\"q\"", "'s'", "red", "-", "(", "/", "€", "日本", "\\",
        ]
        var state = seed
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<(1 + next() % 6) {
                if !text.isEmpty, next() % 3 != 0 { text += " " }
                text += pieces[next() % pieces.count]
            }
            return text
        }
    }
}
