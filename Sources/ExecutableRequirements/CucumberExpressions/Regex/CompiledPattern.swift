import Foundation

/// A regular expression ready to match, on the built-in matcher when its syntax allows and on
/// Foundation's `NSRegularExpression` otherwise.
///
/// NB: the built-in matcher exists because `NSRegularExpression` converts every text to
/// UTF-16 and crosses into ICU, and Swift `Regex` built at run time carries its generality into
/// every match, for the short step texts every lookup tries (`Benchmarks/expressions` compares
/// the three). It also keeps JavaScript's semantics (`\d` is ASCII, `$` is the end of input),
/// which the official test data assumes. Look-around, back-references, inline flags, `\c`,
/// `\p`, `\P` and octal escapes fall back to Foundation, with its meaning; `Fuzz/README.md`
/// lists where the two differ.
final class CompiledPattern: Sendable {
    private enum Engine: Sendable {
        case builtIn(RegexProgram)
        case foundation(FoundationRegex)
    }

    let source: String
    private let engine: Engine
    /// Literal scalars every match starts with (empty when unknown), for pre-filtering.
    let literalPrefix: [UInt32]
    /// Literal scalars every match ends with (empty when unknown), for pre-filtering.
    let literalSuffix: [UInt32]
    private let prefixUTF8: [UInt8]
    private let suffixUTF8: [UInt8]
    /// The inline first test for texts, from the prefix and suffix.
    let literalFilter: LiteralFilter

    init(_ source: String) throws(CucumberExpressionError) {
        self.source = source
        do {
            let program = try RegexProgram(pattern: source)
            engine = .builtIn(program)
            literalPrefix = program.literalPrefix
            literalSuffix = program.literalSuffix
            prefixUTF8 = Self.utf8(program.literalPrefix)
            suffixUTF8 = Self.utf8(program.literalSuffix)
            literalFilter = LiteralFilter(prefix: prefixUTF8, suffix: suffixUTF8)
        } catch {
            guard let regex = FoundationRegex(source) else {
                throw CucumberExpressionError(
                    .invalidRegularExpression, "The regular expression /\(source)/ is not valid"
                )
            }
            engine = .foundation(regex)
            literalPrefix = []
            literalSuffix = []
            prefixUTF8 = []
            suffixUTF8 = []
            literalFilter = LiteralFilter(prefix: [], suffix: [])
        }
    }

    private static func utf8(_ scalars: [UInt32]) -> [UInt8] {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars.compactMap(Unicode.Scalar.init))
        return Array(String(view).utf8)
    }

    /// Whether `string` starts and ends with the literal text every match needs (beyond what
    /// ``literalFilter`` checks); on the UTF-8 bytes, so failed lookups neither decode nor allocate.
    func mayMatch(_ string: String) -> Bool {
        if prefixUTF8.isEmpty && suffixUTF8.isEmpty { return true }
        let answer = string.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count >= prefixUTF8.count, bytes.count >= suffixUTF8.count else { return false }
            for index in prefixUTF8.indices.dropFirst(PackedBytes.width) where bytes[index] != prefixUTF8[index] {
                return false
            }
            let offset = bytes.count - suffixUTF8.count
            for index in suffixUTF8.indices.dropLast(PackedBytes.width) where bytes[offset + index] != suffixUTF8[index]
            {
                return false
            }
            return true
        }
        return answer ?? true
    }

    /// Whether this pattern runs on the built-in matcher.
    var usesBuiltInEngine: Bool {
        if case .builtIn = engine { return true }
        return false
    }

    /// Capture slots (start and end scalar offsets per group, group 0 first; `-1` when a group
    /// took no part) of the leftmost match, or `nil`.
    func firstMatch(in text: ScalarText) -> [Int]? {
        switch engine {
        case .builtIn(let program):
            return program.firstMatch(in: text.scalars[...])
        case .foundation(let regex):
            return regex.firstMatch(in: text.string)
        }
    }
}

/// `NSRegularExpression`, which is immutable once built and `Sendable`.
private final class FoundationRegex: Sendable {
    private let regex: NSRegularExpression

    init?(_ source: String) {
        guard let regex = try? NSRegularExpression(pattern: source) else { return nil }
        self.regex = regex
    }

    func firstMatch(in string: String) -> [Int]? {
        let range = NSRange(string.startIndex..<string.endIndex, in: string)
        guard let match = regex.firstMatch(in: string, range: range) else { return nil }
        var slots: [Int] = []
        for group in 0..<match.numberOfRanges {
            guard let bounds = Range(match.range(at: group), in: string) else {
                slots += [-1, -1]
                continue
            }
            let scalars = string.unicodeScalars
            slots.append(scalars.distance(from: scalars.startIndex, to: bounds.lowerBound))
            slots.append(scalars.distance(from: scalars.startIndex, to: bounds.upperBound))
        }
        return slots
    }
}

extension CompiledPattern {
    /// The scalar range of the leftmost match in `text` at or after `offset`, searching the
    /// remainder as a text of its own (so `^` matches at `offset`, as a sliced search upstream).
    func firstMatchRange(in text: ScalarText, from offset: Int) -> Range<Int>? {
        let slots: [Int]?
        switch engine {
        case .builtIn(let program):
            slots = program.firstMatch(in: text.scalars[offset...])
        case .foundation(let regex):
            slots = regex.firstMatch(in: text.substring(from: offset, to: text.scalars.count))
        }
        guard let slots, slots.count >= 2, slots[0] >= 0, slots[1] >= slots[0] else { return nil }
        return (offset + slots[0])..<(offset + slots[1])
    }
}
