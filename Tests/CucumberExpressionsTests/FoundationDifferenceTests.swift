import Foundation
import Testing

@testable import CucumberExpressions

/// Where a step pattern means something else than the same text in `NSRegularExpression`, by
/// design: step patterns are JavaScript regular expressions (Cucumber's reference), and the
/// built-in matcher keeps JavaScript's meaning where ICU, Foundation's engine, has its own. The
/// regex fuzzer (`Fuzz/Sources/RegexFuzzer`) compares the two on everything else.
@Suite("Step patterns and NSRegularExpression: the differences kept on purpose")
struct FoundationDifferenceTests {
    /// A pattern, a text, whether a step pattern matches it, and whether `NSRegularExpression`
    /// does (`nil`: it refuses the pattern).
    struct Case: Sendable, CustomTestStringConvertible {
        let pattern: String
        let text: String
        let stepPatternMatches: Bool
        let foundationMatches: Bool?
        let why: String
        var testDescription: String { "\(why): /\(pattern)/ on \(text.debugDescription)" }
    }

    static let cases = [
        Case(
            pattern: "^a$", text: "a\n", stepPatternMatches: false, foundationMatches: true,
            why: "$ is the end of the input"),
        Case(
            pattern: "^.$", text: "\u{0B}", stepPatternMatches: true, foundationMatches: false,
            why: ". only refuses line terminators"),
        Case(
            pattern: "^.$", text: "\u{85}", stepPatternMatches: true, foundationMatches: false,
            why: ". only refuses line terminators"),
        Case(
            pattern: #"^\s$"#, text: "\u{FEFF}", stepPatternMatches: true, foundationMatches: false,
            why: "\\s is JavaScript's set"),
        Case(pattern: #"^\d$"#, text: "٣", stepPatternMatches: false, foundationMatches: true, why: "\\d is ASCII"),
        Case(pattern: #"^\w$"#, text: "é", stepPatternMatches: false, foundationMatches: true, why: "\\w is ASCII"),
        Case(
            pattern: #"^a\b"#, text: "aé", stepPatternMatches: true, foundationMatches: false,
            why: "\\b is between ASCII word characters and others"),
        Case(
            pattern: #"^\z$"#, text: "z", stepPatternMatches: true, foundationMatches: false,
            why: "a letter with no escape of its own is itself"),
        Case(
            pattern: #"^\v$"#, text: "\n", stepPatternMatches: false, foundationMatches: true,
            why: "\\v is the vertical tab alone"),
        Case(
            pattern: #"^[\b]$"#, text: "\u{08}", stepPatternMatches: true, foundationMatches: false,
            why: "[\\b] is a backspace"),
        Case(
            pattern: "^[a&&b]$", text: "&", stepPatternMatches: true, foundationMatches: false,
            why: "&& in a class is two characters"),
        // RegexFuzzer's finding: ICU read `---` after a range as its set difference.
        Case(
            pattern: #"^[#-J---\]]]$"#, text: "]]", stepPatternMatches: true, foundationMatches: false,
            why: "-- in a class is two characters, or a range's dash and an end"),
        Case(
            pattern: "^[[a]$", text: "[", stepPatternMatches: true, foundationMatches: nil,
            why: "[ in a class is a character"),
        Case(
            pattern: "^[^]$", text: "\n", stepPatternMatches: true, foundationMatches: nil, why: "[^] is any character"),
        Case(
            pattern: #"^.*(\d{0,4})*?C."#, text: "yearCx", stepPatternMatches: true, foundationMatches: false,
            why: "ICU misses this match of a lazy quantifier over a body that can match nothing"),
        Case(
            pattern: "(?:||){0,16}c|", text: "", stepPatternMatches: true, foundationMatches: false,
            why: "ICU counts iterations that match nothing, backtracks through 3^16 of them and gives up"),
    ]

    @Test("a step pattern keeps JavaScript's meaning where Foundation's differs", arguments: cases)
    func matching(_ example: Case) throws {
        let expression = try RegularExpression(example.pattern)
        #expect(expression.pattern.usesBuiltInEngine)
        #expect((try expression.match(example.text) != nil) == example.stepPatternMatches)
        let foundation = try? NSRegularExpression(pattern: example.pattern)
        let foundationMatches = foundation.map {
            $0.firstMatch(in: example.text, range: NSRange(location: 0, length: example.text.utf16.count)) != nil
        }
        #expect(foundationMatches == example.foundationMatches, "Foundation's side of the difference changed")
    }

    @Test(
        "a group inside a quantifier keeps what JavaScript keeps: nothing from an earlier or empty iteration",
        arguments: [("^(?:(a)|b)+$", "ab", "a"), ("^()*$", "", ""), ("^()?$", "", "")])
    func repeatedGroups(pattern: String, text: String, foundationCapture: String) throws {
        let arguments = try #require(try RegularExpression(pattern).match(text))
        #expect(arguments.first?.group.value == nil)
        let foundation = try NSRegularExpression(pattern: pattern)
        let match = try #require(foundation.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)))
        #expect((text as NSString).substring(with: match.range(at: 1)) == foundationCapture)
    }

    @Test("an optional iteration that matches nothing is refused, which can change the match itself")
    func emptyOptionalIteration() throws {
        let arguments = try #require(try RegularExpression("^((?:a*?){1,3})").match("aR"))
        #expect(arguments.first?.group.value == "a")
        let foundation = try NSRegularExpression(pattern: "^((?:a*?){1,3})")
        let match = try #require(foundation.firstMatch(in: "aR", range: NSRange(location: 0, length: 2)))
        #expect(("aR" as NSString).substring(with: match.range(at: 1)) == "")
    }

    @Test(
        "what the built-in matcher does not read runs on Foundation, with Foundation's meaning",
        arguments: [
            (#"^\p{L}+$"#, "été"), (#"^(a)\1$"#, "aa"), (#"^a(?=b)"#, "ab"), (#"^\cJ$"#, "\n"), (#"^a?+b$"#, "ab"),
        ])
    func foundationFallback(pattern: String, text: String) throws {
        let expression = try RegularExpression(pattern)
        #expect(!expression.pattern.usesBuiltInEngine)
        #expect(try expression.match(text) != nil)
    }
}
