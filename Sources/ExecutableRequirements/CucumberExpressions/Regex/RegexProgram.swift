/// A regular expression compiled for ``RegexProgram/firstMatch(in:)``, a backtracking matcher
/// with JavaScript's leftmost-first semantics.
///
/// NB: the program is a flat instruction array. Runs of literal scalars compare as one
/// instruction and a quantified single class (`\d+`, `.*`, `[^\s]+`) consumes greedily in a
/// tight loop with one backtrack entry, which covers nearly all of what parameter types use.
/// It is a final class so that passing it around costs one reference count, not one per array.
final class RegexProgram: Sendable {
    let instructions: [RegexCompiler.Instruction]
    let sets: [ScalarSet]
    let literals: [UInt32]
    let markCount: Int
    /// Capture groups, not counting group 0 (the whole match).
    let captureCount: Int
    /// Whether every match starts at offset 0.
    let anchoredAtStart: Bool
    /// Literal scalars every match starts with, when anchored at the start; otherwise empty.
    let literalPrefix: [UInt32]
    /// Literal scalars every match ends with, when anchored at the end; otherwise empty.
    let literalSuffix: [UInt32]
    /// Literal runs every match contains, in this order, between its prefix and suffix.
    let requiredLiterals: [[UInt32]]
    /// The scalars a match can start with; `nil` when a match may be empty.
    let startScalars: ScalarSet?

    init(pattern: String) throws(RegexSyntax.Failure) {
        let (node, captureCount) = try RegexSyntax.parse(pattern)
        var compiler = RegexCompiler()
        try compiler.compile(node)
        instructions = compiler.instructions
        sets = compiler.sets
        literals = compiler.literals
        markCount = compiler.markCount
        self.captureCount = captureCount
        let prefix = node.anchoredLiteralPrefix
        anchoredAtStart = prefix != nil
        literalPrefix = prefix ?? []
        literalSuffix = node.anchoredLiteralSuffix ?? []
        // NB: a single scalar (usually a space) rejects too little to pay for the search.
        requiredLiterals = node.innerLiteralRuns.filter { $0.count >= 2 }
        startScalars = node.startScalars
    }
}
