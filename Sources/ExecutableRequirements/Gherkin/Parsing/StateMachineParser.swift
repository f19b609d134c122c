/// Runs the grammar's state machine over the lines of one document.
///
/// For each token the current state's transitions are tried in order; the first that matches
/// (and whose lookahead agrees) closes and opens rules, builds the token and moves on. A token
/// no transition accepts is an error: it is recorded with the state's expected-token list and
/// skipped, and parsing continues in the same state, as in the reference parsers. Errors with
/// the same message are reported once; after the eleventh, parsing stops.
struct StateMachineParser<Matcher: TokenMatcher, Sink: ParseEventSink> {
    var matcher: Matcher
    var sink: Sink
    private var scanner: LineScanner
    private var queue: [Token] = []
    private var queueHead = 0
    private(set) var errors: [GherkinError] = []
    private let table = ParserTable.shared

    private struct TooManyErrors: Error {}

    init(bytes: ByteView, matcher: Matcher, sink: Sink) {
        scanner = LineScanner(bytes: bytes)
        self.matcher = matcher
        self.sink = sink
    }

    /// Parses the whole document; afterwards `errors` lists what was wrong, in order.
    mutating func parse() {
        sink.startRule(.gherkinDocument)
        do {
            var state = 0
            while true {
                // NB: the token stays here and is matched and built in place, because passing
                // it by value copies the whole token at every call, several calls per line.
                var token = readToken()
                state = try matchToken(state, &token)
                if token.isEOF { break }
            }
            if errors.isEmpty {
                do { try sink.endRule() } catch { try addError(error) }
            }
        } catch {
            // Too many errors: stop here, as the reference parsers do.
        }
    }

    private mutating func readToken() -> Token {
        if queueHead < queue.count {
            let token = queue[queueHead]
            queueHead += 1
            if queueHead == queue.count {
                queue.removeAll(keepingCapacity: true)
                queueHead = 0
            }
            return token
        }
        return scanToken()
    }

    private mutating func scanToken() -> Token {
        if let line = scanner.next() { return Token(line: line) }
        return Token(endOfFileAt: scanner.lineNumber + 1)
    }

    private mutating func addError(_ error: GherkinError) throws(TooManyErrors) {
        let message = error.message
        if errors.contains(where: { $0.message == message }) { return }
        errors.append(error)
        if errors.count > 10 { throw TooManyErrors() }
    }

    @inline(__always)
    private mutating func match(_ type: TokenType, _ token: inout Token) throws(TooManyErrors) -> Bool {
        if token.isEOF && type != .eof { return false }
        do {
            return try matcher.match(type, &token)
        } catch {
            try addError(error)
            return false
        }
    }

    /// Takes the first transition of `state` that accepts `token`, hands the token to the
    /// builder, and returns the next state.
    private mutating func matchToken(_ state: Int, _ token: inout Token) throws(TooManyErrors) -> Int {
        let candidates = matcher.candidates(for: token)
        var index = table.firstTransition[state]
        let end = table.firstTransition[state + 1]
        while index < end {
            let transition = table.transitions[index]
            index += 1
            // NB: the bit test written out: in a debug build a call per transition tried costs
            // more than the test.
            guard candidates.rawValue & transition.tokenBit != 0, try match(transition.token, &token) else { continue }
            if transition.lookahead != .none {
                guard try lookahead(transition.lookahead) else { continue }
            }
            var ends = transition.ends
            while ends > 0 {
                do { try sink.endRule() } catch { try addError(error) }
                ends -= 1
            }
            if transition.startCount > 0 { sink.startRule(transition.start0) }
            if transition.startCount > 1 { sink.startRule(transition.start1) }
            if transition.startCount > 2 { sink.startRule(transition.start2) }
            do { try sink.build(token) } catch { try addError(error) }
            return Int(transition.next)
        }
        try addError(unexpected(token, expected: table.expected[state]))
        return state
    }

    private func unexpected(_ token: Token, expected: String) -> GherkinError {
        guard let line = token.line else {
            return GherkinError(
                kind: .unexpectedEndOfFile, line: token.lineNumber, column: nil,
                reason: "unexpected end of file, expected: \(expected)")
        }
        let got = ByteText(bytes: scanner.bytes).trimmedString(line.trimmedStart, line.end)
        // NB: a token that matched something earlier (while looking ahead, or inside the
        // Markdown empty-line test) is reported where that match put it, as upstream.
        return GherkinError(
            kind: .unexpectedToken, line: line.number, column: token.column ?? line.indent + 1,
            reason: "expected: \(expected), got '\(got)'")
    }

    /// Looks past the current token over tag, comment and empty lines: does a scenario (or
    /// examples) line follow? The tokens read stay queued for the parser.
    private mutating func lookahead(_ kind: Lookahead) throws(TooManyErrors) -> Bool {
        let wanted: TokenType = kind == .scenario ? .scenarioLine : .examplesLine
        var offset = 0
        while true {
            if queueHead + offset >= queue.count { queue.append(scanToken()) }
            let index = queueHead + offset
            var token = queue[index]
            offset += 1
            if try match(wanted, &token) {
                queue[index] = token
                return true
            }
            var skippable = try match(.empty, &token)
            if !skippable { skippable = try match(.comment, &token) }
            if !skippable { skippable = try match(.tagLine, &token) }
            queue[index] = token
            if !skippable { return false }
        }
    }
}
