/// Receives the parser's events: rules opening and closing, and matched tokens.
///
/// The AST builder turns them into a `GherkinDocument`; the token dump just records tokens.
protocol ParseEventSink {
    mutating func startRule(_ rule: RuleType)
    mutating func endRule() throws(GherkinError)
    mutating func build(_ token: borrowing Token) throws(GherkinError)
}
