/// Finds the step expressions that match a text without trying every one of them.
///
/// The index files each expression under the literal text its matches must start with (for
/// `I have {int} cukes`, `I have `), or end with when that is longer, in prefix trees. A
/// lookup walks the trees along the text (forwards and backwards) and tries only the
/// expressions met on the way, so its cost follows the length of the text and the handful of
/// candidates rather than the number of definitions.
///
/// ```swift
/// let index = StepPatternIndex([
///     try CucumberExpression("I have {int} cukes"),
///     try CucumberExpression("I eat {int} cukes"),
/// ])
/// let found = try index.matches("I eat 3 cukes")
/// found.map(\.index) // [1]
/// ```
public struct StepPatternIndex: Sendable {
    /// One expression that matched, in definition order.
    public struct Match: Sendable {
        /// The position of the expression in ``StepPatternIndex/expressions``.
        public let index: Int
        /// The expression's arguments for the text.
        public let arguments: [Argument]
    }

    private enum Entry: Sendable {
        case cucumber(CucumberExpression)
        case regular(RegularExpression)
        case other(Int)
    }

    /// The indexed expressions, in the order given.
    public let expressions: [any StepExpression]
    private let entries: [Entry]
    private let prefixes: PrefixTree
    /// Keyed by reversed literal suffixes, for expressions with no literal prefix worth using.
    private let suffixes: PrefixTree

    /// Indexes `expressions`; the order is kept and reported in every ``Match``.
    public init(_ expressions: [any StepExpression]) {
        self.expressions = expressions
        var entries: [Entry] = []
        var prefixes = PrefixTree.Builder()
        var suffixes = PrefixTree.Builder()
        for (index, expression) in expressions.enumerated() {
            let pattern: CompiledPattern?
            switch expression {
            case let cucumber as CucumberExpression:
                entries.append(.cucumber(cucumber))
                pattern = cucumber.pattern
            case let regular as RegularExpression:
                entries.append(.regular(regular))
                pattern = regular.pattern
            default:
                entries.append(.other(index))
                pattern = nil
            }
            // NB: each expression is filed under whichever of its literal prefix and suffix is
            // longer; a match must start (or end) with it, so no match is ever missed.
            if let pattern, pattern.literalSuffix.count > pattern.literalPrefix.count {
                suffixes.insert(pattern.literalSuffix.reversed(), value: index)
            } else {
                prefixes.insert(pattern?.literalPrefix ?? [], value: index)
            }
        }
        self.entries = entries
        self.prefixes = prefixes.build()
        self.suffixes = suffixes.build()
    }

    /// Every expression matching `text`, in definition order: none means the step is
    /// undefined, several mean it is ambiguous.
    ///
    /// - Throws: ``CucumberExpressionError`` from a regular expression with an ambiguous group.
    public func matches(_ text: String) throws(CucumberExpressionError) -> [Match] {
        let scalarText = ScalarText(text)
        var candidates = prefixes.values(alongPrefixesOf: scalarText.scalars)
        suffixes.appendValues(alongPrefixesOf: scalarText.scalars.reversed(), to: &candidates)
        if candidates.count > 1 {
            candidates.sort()
        }
        var found: [Match] = []
        for index in candidates {
            let arguments: [Argument]?
            switch entries[index] {
            case .cucumber(let expression): arguments = expression.match(scalarText)
            case .regular(let expression): arguments = try expression.match(scalarText)
            case .other(let position): arguments = try expressions[position].match(text)
            }
            if let arguments {
                found.append(Match(index: index, arguments: arguments))
            }
        }
        return found
    }
}
