import CucumberMessages
import Requirements
import Testing
import Verity
import VerityDrafts
import VerityRequirements

/// A gate that opens for its code, and stays shut for any other: one action, two moves.
enum Gate: Sendable {
    case shut(Shut)
    case open

    struct Shut: Sendable {
        var enter: Action<String>
    }

    static func source(code: String) -> Source<Gate> {
        Source(named: "Gate") { state, actions in
            .shut(
                Shut(
                    enter: actions.action("enter") { (typed: String) in
                        if typed == code { state.set(.open) }
                    }))
        }
    }
}

/// Which of a suite's phrases a draft is written in, when the suite says the same thing in
/// several ways: the phrase book's ranking (issue 47), on a suite where the first use of a
/// phrase is not the one a draft should copy.
@Suite("The phrase book ranks the suite's phrases as a draft needs them")
struct PhraseBookRankingTests {
    struct World: Sendable {
        var code = ""
        var gate: Source<Gate>?
    }

    struct Unexpected: Error {}

    static let feature = FeatureFile(
        uri: "Features/gate.feature",
        text: """
            Feature: The gate

              Scenario: The right code, tried twice
                Given the code is "1234"
                And a gate
                When I try "1234" twice
                Then the gate is open

              Scenario: A wrong code, tried twice
                Given the code is "1234"
                And a gate
                When I try "0000" twice
                Then it stays shut

              Scenario: Another wrong code, tried twice
                Given the code is "1234"
                And a gate
                When I try "1111" twice
                Then it stays shut

              Scenario: A third wrong code, tried twice
                Given the code is "1234"
                And a gate
                When I try "2222" twice
                Then it stays shut

              Scenario: A wrong code
                Given the code is "1234"
                And a gate
                When I enter "0000"
                Then it stays shut

              Scenario: Another wrong code
                Given the code is "1234"
                And a gate
                When I enter "9999"
                Then it stays shut

              Scenario: A new gate
                Given the code is "1234"
                And a gate
                Then the gate is shut

              Scenario: The right code
                Given the code is "1234"
                And a gate
                When I enter "1234"
                Then the gate is open
            """)

    static func phraseBook() async throws -> PhraseBook {
        let steps = Steps<World>(world: { World() }) { steps in
            steps.recordModels()
            steps.given("the code is {string}") { (world, code: String) in world.code = code }
            steps.given("a gate") { world in world.gate = Gate.source(code: world.code) }
            steps.when("I enter {string}") { (world, typed: String) in
                guard case .shut(let shut) = world.gate?.model else { throw Unexpected() }
                shut.enter(typed)
            }
            steps.when("I try {string} twice") { (world, typed: String) in
                // NB: a code that opens the gate leaves no second try: one use, one invocation.
                for _ in 0..<2 {
                    guard case .shut(let shut) = world.gate?.model else { return }
                    shut.enter(typed)
                }
            }
            steps.then("it stays shut") { world in
                guard case .shut = world.gate?.model else { throw Unexpected() }
            }
            steps.then("the gate is shut") { world in
                guard case .shut = world.gate?.model else { throw Unexpected() }
            }
            steps.then("the gate is open") { world in
                guard case .open = world.gate?.model else { throw Unexpected() }
            }
        }
        var configuration = RunConfiguration()
        configuration.tags = nil
        let run = await FeatureSuite(steps, features: [feature], configuration: configuration)
            .run(collectingEnvelopes: true)
        try #require(run.success, "\(run.problems)")
        return PhraseBook(envelopes: run.envelopes)
    }

    static let gate = String(reflecting: Gate.self)

    @Test("an action's example is a use that made the suite's usual move, not the first use")
    func actionExampleMakesTheUsualMove() async throws {
        let book = try await Self.phraseBook()
        let entering = book.invoking(.init(model: Self.gate, name: "enter")).first { $0.pattern == "I enter {string}" }
        #expect(entering?.example == #"I enter "1234""#, "the use that opened the gate, not the refused \"0000\"")
        #expect(entering?.uses == 3)
    }

    @Test("a phrase that invokes one action each time ranks before one used more that sometimes invokes two")
    func phraseWithOneInvocationRanksFirst() async throws {
        let book = try await Self.phraseBook()
        let entering = book.invoking(.init(model: Self.gate, name: "enter"))
        // NB: "I try … twice" invoked `enter` 7 times in 4 steps; its first step (the code that
        // opened the gate at once) invoked it once.
        #expect(entering.map(\.pattern) == ["I enter {string}", "I try {string} twice"])
        #expect(entering.map(\.actionCount) == [1, 2])
        #expect(entering.map(\.uses) == [3, 7])
        #expect(book.transitions[.init(model: Self.gate, from: "shut", action: "enter")] == "open")
    }

    @Test("a phrase that reached a state first in its scenario carries the Givens that arranged it")
    func reachingPhraseCarriesItsArrangement() async throws {
        let book = try await Self.phraseBook()
        let reaching = try #require(book.reaching[.init(model: Self.gate, name: "shut")]?.first)
        #expect(reaching.example == "a gate")
        #expect(reaching.context == [#"Given the code is "1234""#])
    }

    @Test("the assertion of a state just reached ranks before one used more often on a state that stayed")
    func assertionOfAnArrivalRanksFirst() async throws {
        let book = try await Self.phraseBook()
        let asserting = book.asserting[.init(model: Self.gate, name: "shut")] ?? []
        #expect(asserting.map(\.example) == ["the gate is shut", "it stays shut"])
        #expect(asserting.map(\.uses) == [1, 5])
    }
}
