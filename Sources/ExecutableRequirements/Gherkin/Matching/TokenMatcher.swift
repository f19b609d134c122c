/// Decides whether a token (a line) is of a given type, and records what it holds.
///
/// The parser asks for the types its current state allows, in the grammar's order; the first
/// match wins. Matching may change the matcher's state (the dialect after `# language:`, the
/// open doc string), exactly as in the reference implementations.
protocol TokenMatcher {
    /// Tries `type` on `token`; on success fills in the token and returns `true`.
    ///
    /// Throws for errors found while matching (a tag with whitespace, an unknown language);
    /// the parser records those and treats the attempt as no match.
    mutating func match(_ type: TokenType, _ token: inout Token) throws(GherkinError) -> Bool

    /// The types `match` could accept for `token` as the matcher stands (a superset), so that
    /// the parser asks only for those.
    ///
    /// NB: most lines are decided by their first byte; asking every type the state allows cost
    /// a call each, several per line. Declared `mutating` though it changes nothing: the
    /// generic parser then calls it on its matcher in place, where without the optimiser (a
    /// debug build) a non-mutating call copied the matcher, retaining what it holds, per line.
    mutating func candidates(for token: Token) -> TokenTypes
}

extension TokenMatcher {
    func candidates(for token: Token) -> TokenTypes { token.isEOF ? .eof : .all }
}
