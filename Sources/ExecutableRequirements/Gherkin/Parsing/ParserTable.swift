/// Which lookahead a transition needs before it may be taken.
enum Lookahead: UInt8, Sendable {
    /// None: the token alone decides.
    case none
    /// The following tag, comment and empty lines must lead to a scenario line.
    case scenario
    /// The following tag, comment and empty lines must lead to an examples line.
    case examples
}

/// One transition of the parser's state machine: if the token matches `token` (and the
/// lookahead agrees), close `ends` rules, open `starts`, hand the token to the builder and go
/// to `next`.
struct Transition: Sendable {
    let token: TokenType
    /// `token`'s bit in a ``TokenTypes``, so that the parser tests candidates without a call.
    let tokenBit: UInt16
    let lookahead: Lookahead
    let ends: UInt8
    let startCount: UInt8
    let start0: RuleType
    let start1: RuleType
    let start2: RuleType
    let next: UInt8

    init(_ token: TokenType, _ lookahead: Lookahead, ends: UInt8, starts: [RuleType], next: UInt8) {
        self.token = token
        tokenBit = TokenTypes(token).rawValue
        self.lookahead = lookahead
        self.ends = ends
        startCount = UInt8(starts.count)
        start0 = starts.count > 0 ? starts[0] : .none
        start1 = starts.count > 1 ? starts[1] : .none
        start2 = starts.count > 2 ? starts[2] : .none
        self.next = next
    }
}

/// One state: the transitions to try in order, and the expected-token list for its error.
struct ParserState: Sendable {
    let expected: String
    let transitions: [Transition]
}

/// The grammar's state machine; the states themselves are in `ParserTable+States.swift`.
///
/// NB: the parser reads the flattened form: all transitions in one array of plain values
/// (no reference counting per token), with each state's first index in `firstTransition`.
struct ParserTable: Sendable {
    let transitions: [Transition]
    /// Index of each state's first transition; state `s` owns `firstTransition[s]..<firstTransition[s + 1]`.
    let firstTransition: [Int]
    let expected: [String]

    static let shared = ParserTable(states: states)

    init(states: [ParserState]) {
        var transitions: [Transition] = []
        var first: [Int] = []
        for state in states {
            first.append(transitions.count)
            transitions += state.transitions
        }
        first.append(transitions.count)
        self.transitions = transitions
        firstTransition = first
        expected = states.map(\.expected)
    }
}
