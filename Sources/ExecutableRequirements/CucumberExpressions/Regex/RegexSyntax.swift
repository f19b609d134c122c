/// Parses the JavaScript regular-expression syntax that step patterns and parameter types use
/// into a ``RegexNode``.
///
/// It covers literals, escapes, classes, groups (capturing, named, non-capturing),
/// alternation, greedy and lazy quantifiers, `^`, `$`, `\b` and `\B`. Anything else
/// (look-around, back-references, inline flags) is reported as unsupported so the caller can
/// fall back to Foundation's engine.
struct RegexSyntax {
    enum Failure: Error {
        case unsupported
        case invalid
    }

    private let source: [Unicode.Scalar]
    private var index = 0
    private var depth = 0
    private(set) var captureCount = 0
    /// NB: deeper group nesting is left to Foundation (whose ICU engine refuses it with an
    /// error), so that no pattern can exhaust the stack of the recursive parser and compiler.
    static let maximumDepth = 100

    static func parse(_ pattern: String) throws(Failure) -> (node: RegexNode, captureCount: Int) {
        var parser = RegexSyntax(source: Array(pattern.unicodeScalars))
        let node = try parser.parseAlternation()
        guard parser.index == parser.source.count else { throw .invalid }
        return (node, parser.captureCount)
    }

    private init(source: [Unicode.Scalar]) {
        self.source = source
    }

    private var current: Unicode.Scalar? { index < source.count ? source[index] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < source.count ? source[index + offset] : nil
    }

    private mutating func parseAlternation() throws(Failure) -> RegexNode {
        var branches = [try parseConcatenation()]
        while current == "|" {
            index += 1
            branches.append(try parseConcatenation())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseConcatenation() throws(Failure) -> RegexNode {
        var items: [RegexNode] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            let atom = try parseAtom()
            items.append(try parseQuantifier(atom))
        }
        if items.isEmpty { return .empty }
        return items.count == 1 ? items[0] : .concatenation(items)
    }

    private mutating func parseQuantifier(_ atom: RegexNode) throws(Failure) -> RegexNode {
        var bounds: (Int, Int?)
        switch current {
        case "*": bounds = (0, nil); index += 1
        case "+": bounds = (1, nil); index += 1
        case "?": bounds = (0, 1); index += 1
        case "{":
            guard let braces = parseBraces() else { return atom }
            bounds = braces
        default: return atom
        }
        switch atom {
        case .startAnchor, .endAnchor, .wordBoundary: throw .invalid
        default: break
        }
        var greedy = true
        if current == "?" {
            greedy = false
            index += 1
        }
        if let max = bounds.1, max < bounds.0 { throw .invalid }
        return .repetition(atom, min: bounds.0, max: bounds.1, greedy: greedy)
    }

    /// `{n}`, `{n,}` or `{n,m}`; anything else leaves `{` as a literal (JavaScript's Annex B).
    private mutating func parseBraces() -> (Int, Int?)? {
        var cursor = index + 1
        func number() -> Int? {
            var value: Int?
            while cursor < source.count, let digit = Self.hexDigit(source[cursor]), digit < 10 {
                value = min((value ?? 0) * 10 + digit, 100_000)
                cursor += 1
            }
            return value
        }
        guard let minimum = number() else { return nil }
        var maximum: Int? = minimum
        if cursor < source.count, source[cursor] == "," {
            cursor += 1
            maximum = number()
        }
        guard cursor < source.count, source[cursor] == "}" else { return nil }
        index = cursor + 1
        return (minimum, maximum)
    }

    private mutating func parseAtom() throws(Failure) -> RegexNode {
        guard let scalar = current else { throw .invalid }
        index += 1
        switch scalar {
        case "^": return .startAnchor
        case "$": return .endAnchor
        case ".": return .set(ScalarSet(ranges: ScalarSet.lineTerminatorRanges, negated: true))
        case "(": return try parseGroup()
        case "[": return .set(try parseClass())
        case "\\": return try parseEscape()
        case "*", "+", "?": throw .invalid
        default: return .scalar(scalar.value)
        }
    }

    private mutating func parseGroup() throws(Failure) -> RegexNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw .unsupported }
        var capture: Int?
        if current == "?" {
            switch peek(1) {
            case ":":
                index += 2
            case "<" where peek(2) != "=" && peek(2) != "!":
                // NB: a named group captures like a plain one; its name plays no part here.
                index += 2
                while let scalar = current, scalar != ">" { index += 1 }
                guard current == ">" else { throw .invalid }
                index += 1
                captureCount += 1
                capture = captureCount
            default:
                throw .unsupported
            }
        } else {
            captureCount += 1
            capture = captureCount
        }
        let body = try parseAlternation()
        guard current == ")" else { throw .invalid }
        index += 1
        return .group(body, capture: capture)
    }

    private mutating func parseEscape() throws(Failure) -> RegexNode {
        guard let scalar = current else { throw .invalid }
        switch scalar {
        case "b": index += 1; return .wordBoundary(true)
        case "B": index += 1; return .wordBoundary(false)
        case "1"..."9": throw .unsupported
        default:
            let ranges = try parseEscapedRanges(inClass: false)
            if ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound {
                return .scalar(ranges[0].lowerBound)
            }
            return .set(ScalarSet(ranges: ranges))
        }
    }

    private mutating func parseClass() throws(Failure) -> ScalarSet {
        var negated = false
        if current == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        while let scalar = current, scalar != "]" {
            let lower = try parseClassAtom()
            if current == "-", let next = peek(1), next != "]" {
                index += 1
                let upper = try parseClassAtom()
                guard lower.count == 1, upper.count == 1, lower[0].lowerBound == lower[0].upperBound,
                    upper[0].lowerBound == upper[0].upperBound
                else {
                    // NB: Annex B treats `[\d-x]` as the union of `\d`, `-` and `x`.
                    ranges += lower + [0x2D...0x2D] + upper
                    continue
                }
                guard lower[0].lowerBound <= upper[0].lowerBound else { throw .invalid }
                ranges.append(lower[0].lowerBound...upper[0].lowerBound)
            } else {
                ranges += lower
            }
        }
        guard current == "]" else { throw .invalid }
        index += 1
        return ScalarSet(ranges: ranges, negated: negated)
    }

    private mutating func parseClassAtom() throws(Failure) -> [ClosedRange<UInt32>] {
        guard let scalar = current else { throw .invalid }
        index += 1
        if scalar == "\\" {
            if current == "b" {
                index += 1
                return [0x08...0x08]
            }
            return try parseEscapedRanges(inClass: true)
        }
        return [scalar.value...scalar.value]
    }

    /// The scalars an escape sequence (after the backslash) stands for.
    private mutating func parseEscapedRanges(inClass: Bool) throws(Failure) -> [ClosedRange<UInt32>] {
        guard let scalar = current else { throw .invalid }
        index += 1
        func single(_ value: UInt32) -> [ClosedRange<UInt32>] { [value...value] }
        switch scalar {
        case "d": return ScalarSet.digitRanges
        case "D": return ScalarSet.complement(ScalarSet.digitRanges)
        case "w": return ScalarSet.wordRanges
        case "W": return ScalarSet.complement(ScalarSet.wordRanges)
        case "s": return ScalarSet.spaceRanges
        case "S": return ScalarSet.complement(ScalarSet.spaceRanges)
        case "t": return single(0x09)
        case "n": return single(0x0A)
        case "v": return single(0x0B)
        case "f": return single(0x0C)
        case "r": return single(0x0D)
        case "0" where !(current.map { ("0"..."9").contains($0) } ?? false): return single(0)
        case "x":
            if let value = parseHex(digits: 2) { return single(value) }
            return single(scalar.value)
        case "u":
            if let value = parseHex(digits: 4) { return single(value) }
            return single(scalar.value)
        case "c", "p", "P", "k": throw .unsupported
        case "0"..."9": throw .unsupported
        default: return single(scalar.value)
        }
    }

    private mutating func parseHex(digits: Int) -> UInt32? {
        guard index + digits <= source.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<digits {
            guard let digit = Self.hexDigit(source[index + offset]) else { return nil }
            value = value * 16 + UInt32(digit)
        }
        index += digits
        return value
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: return Int(scalar.value - 0x30)
        case 0x41...0x46: return Int(scalar.value - 0x41 + 10)
        case 0x61...0x66: return Int(scalar.value - 0x61 + 10)
        default: return nil
        }
    }
}
