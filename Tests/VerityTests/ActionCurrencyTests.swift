import Foundation
import Testing
import Verity

/// A sign-in form: typing stays in `.editing`; submitting moves to `.submitting`, which offers
/// other actions. The text field's action is rebuilt with every emission, as a view model's is.
private enum SignIn: Sendable {
    case editing(username: String, usernameChanged: Action<String>, submit: Action<Void>)
    case submitting(username: String, cancel: Action<Void>)

    var username: String {
        switch self {
        case .editing(let username, _, _), .submitting(let username, _): username
        }
    }

    var usernameChanged: Action<String>? {
        if case .editing(_, let usernameChanged, _) = self { usernameChanged } else { nil }
    }

    var submit: Action<Void>? {
        if case .editing(_, _, let submit) = self { submit } else { nil }
    }

    var cancel: Action<Void>? {
        if case .submitting(_, let cancel) = self { cancel } else { nil }
    }

    static func source(submitted: Recorder<String> = Recorder()) -> Source<SignIn> {
        Source(named: "SignIn") { state, actions in
            editing("", state: state, actions: actions, submitted: submitted)
        }
    }

    static func editing(
        _ username: String, state: SourceSetter<SignIn>, actions: ActionFactory, submitted: Recorder<String>
    ) -> SignIn {
        .editing(
            username: username,
            usernameChanged: actions.action("usernameChanged") { text in
                state.update { _, actions in editing(text, state: state, actions: actions, submitted: submitted) }
            },
            submit: actions.action("submit") {
                // NB: captures this model's username, so which body runs is visible.
                submitted.append(username)
                state.set { actions in
                    .submitting(
                        username: username,
                        cancel: actions.action("cancel") {
                            state.set { editing(username, state: state, actions: $0, submitted: submitted) }
                        })
                }
            }
        )
    }
}

@Suite struct ActionCurrencyTests {
    @Test func theSecondFastKeystrokeFromTheModelTheViewDrewIsKept() throws {
        let source = SignIn.source()
        // The view drew the initial model; two keystrokes arrive before it draws again.
        let usernameChanged = try #require(source.model.usernameChanged)
        usernameChanged("a")
        usernameChanged("ab")
        #expect(source.model.username == "ab")
        #expect(usernameChanged.isCurrent)
    }

    @Test func anEarlierModelsActionRunsTheCurrentModelsBody() throws {
        let submitted = Recorder<String>()
        let source = SignIn.source(submitted: submitted)
        let staleSubmit = try #require(source.model.submit)
        try run(#require(source.model.usernameChanged), "ada")
        staleSubmit()
        #expect(submitted.values == ["ada"], "the body of the model it was taken from would submit \"\"")
        #expect(source.model.cancel != nil)
    }

    @Test func anActionFromAStateTheSourceLeftIsRefusedAndReported() throws {
        let source = SignIn.source()
        let events = Recorder<ActionEvent>()
        let observation = source.observeActions { events.append($0) }
        let staleChange = try #require(source.model.usernameChanged)
        try run(#require(source.model.submit))
        #expect(!staleChange.isCurrent)

        LogCapture.withHandler({ _ in }) { staleChange("eve") }

        #expect(source.model.cancel != nil, "the source stays in .submitting")
        #expect(events.values.last?.outcome == .rejected(.superseded))
        withExtendedLifetime(observation) {}
    }

    @Test func comingBackToAStateWithTheSameActionsDoesNotRevive() throws {
        let source = SignIn.source()
        let staleChange = try #require(source.model.usernameChanged)
        try run(#require(source.model.submit))
        try run(#require(source.model.cancel))
        #expect(source.model.usernameChanged != nil, "back in .editing")
        #expect(!staleChange.isCurrent, "an earlier stay in .editing is another state")
        LogCapture.withHandler({ _ in }) { staleChange("eve") }
        #expect(source.model.username == "")
    }

    @Test func aPlainSetStartsANewState() throws {
        let source = Source<Int>(named: "Plain") { _, _ in 0 }
        let tick = Source<Action<Void>>(named: "Ticker") { state, actions in
            actions.action("tick") { state.set(.doNothing) }
        }
        let staleTick = tick.model
        staleTick()
        #expect(!staleTick.isCurrent)
        withExtendedLifetime(source) {}
    }

    @Test func actionsSharingANameInOneModelRunTheirOwnBody() throws {
        let removed = Recorder<String>()
        let list = Source<[String: Action<Void>]>(named: "Rows") { state, actions in
            @Sendable func rows(_ names: [String], _ actions: ActionFactory) -> [String: Action<Void>] {
                Dictionary(
                    uniqueKeysWithValues: names.map { name in
                        (
                            name,
                            actions.action("remove") {
                                removed.append(name)
                                state.update { current, actions in
                                    rows(current.keys.filter { $0 != name }.sorted(), actions)
                                }
                            }
                        )
                    })
            }
            return rows(["a", "b", "c"], actions)
        }
        let earlier = list.model
        try run(#require(earlier["a"]))
        try run(#require(earlier["c"]))
        #expect(removed.values == ["a", "c"])
        #expect(list.model.keys.sorted() == ["b"])
    }

    @Test func anUpdateThatDeclinesEmitsNothingAndKeepsEveryAction() throws {
        let captured = Recorder<SourceSetter<Action<Void>>>()
        let source = Source<Action<Void>>(named: "Quote") { state, actions in
            captured.append(state)
            return actions.action("refresh") {}
        }
        let state = try #require(captured.values.first)
        let models = Recorder<Int>()
        let subscription = source.subscribe { _ in models.append(1) }
        let refresh = source.model

        #expect(!state.updateIfChanged { _, _ in nil })

        #expect(models.values.count == 1, "subscribers heard only the first model")
        #expect(refresh.isCurrent)
        #expect(state.updateIfChanged { _, actions in actions.action("refresh") {} })
        #expect(models.values.count == 2)
        withExtendedLifetime(subscription) {}
    }

    @Test func moveOnOnlyIfStillInTheStateIsOneStep() throws {
        let captured = Recorder<SourceSetter<Int>>()
        let source = Source<Int>(named: "Counter") { state, _ in
            captured.append(state)
            return 0
        }
        let state = try #require(captured.values.first)
        let loading = state.set { _ in 1 }
        #expect(state.currentState == loading)
        #expect(state.update(ifStillIn: loading) { value, _ in value + 1 })
        #expect(source.model == 2)
        #expect(!state.update(ifStillIn: loading) { value, _ in value + 1 }, "that update left the state")
        #expect(source.model == 2)
        #expect(!state.update(ifStillIn: state.currentState) { _, _ in nil }, "declined")
        #expect(state.update(ifStillIn: state.currentState) { value, _ in value + 10 })
        #expect(source.model == 12)

        let other = Recorder<SourceSetter<Int>>()
        let otherSource = Source<Int>(named: "Other") { state, _ in
            other.append(state)
            return 0
        }
        let otherMark = try #require(other.values.first).currentState
        #expect(!state.update(ifStillIn: otherMark) { value, _ in value + 1 }, "another source's state")
        #expect(source.model == 12)
        withExtendedLifetime(otherSource) {}
    }

    @Test func aLateAnswerAfterCancelChangesNothing() throws {
        // A login that remembers the state it started in; the user cancels before the answer.
        let answer = Recorder<@Sendable () -> Void>()
        let source = Source<SignIn>(named: "Login") { state, actions in
            .editing(
                username: "ada", usernameChanged: .doNothing,
                submit: actions.action("submit") {
                    let submitting = state.set { actions in
                        .submitting(
                            username: "ada",
                            cancel: actions.action("cancel") {
                                state.set {
                                    .editing(
                                        username: "ada", usernameChanged: .doNothing, submit: $0.action("submit") {})
                                }
                            })
                    }
                    answer.append {
                        state.update(ifStillIn: submitting) { _, _ in
                            .editing(username: "logged in", usernameChanged: .doNothing, submit: .doNothing)
                        }
                    }
                })
        }
        try run(#require(source.model.submit))
        try run(#require(source.model.cancel))
        let answerArrives = try #require(answer.values.first)
        answerArrives()
        #expect(source.model.username == "ada")
        #expect(source.model.submit != nil)
    }

    @Test func anAnswerWhileStillInTheStateMovesOn() throws {
        let answer = Recorder<@Sendable () -> Void>()
        let source = Source<SignIn>(named: "Login") { state, actions in
            .editing(
                username: "ada", usernameChanged: .doNothing,
                submit: actions.action("submit") {
                    let submitting = state.set { .submitting(username: "ada", cancel: $0.action("cancel") {}) }
                    answer.append {
                        state.update(ifStillIn: submitting) { _, _ in
                            .editing(username: "logged in", usernameChanged: .doNothing, submit: .doNothing)
                        }
                    }
                })
        }
        try run(#require(source.model.submit))
        let answerArrives = try #require(answer.values.first)
        answerArrives()
        #expect(source.model.username == "logged in")
    }
}

/// Calls an action unwrapped by `#require`. NB: `try #require(x)(input)` crashes the Swift 6.3
/// type checker, so tests call through this.
private func run<Input>(_ action: Action<Input>, _ input: Input) {
    action(input)
}

private func run(_ action: Action<Void>) {
    action()
}

/// A model with many actions (a toolbar of 20 buttons, say), each capturing the revision it was
/// made in, whose names come in a different order on every other emission.
private struct Toolbar: Sendable {
    var revision: Int
    var buttons: [Action<Void>]

    static let names = (0..<20).map { "button\($0)" }

    static func make(_ revision: Int, _ actions: ActionFactory, pressed: Recorder<Int>) -> Toolbar {
        let names = revision.isMultiple(of: 2) ? names : names.reversed()
        var buttons = names.map { name in actions.action(name) { pressed.append(revision) } }
        if !revision.isMultiple(of: 2) { buttons.reverse() }
        return Toolbar(revision: revision, buttons: buttons)
    }
}

extension ActionCurrencyTests {
    @Test func aModelWithManyActionsInAnyOrderStaysInItsStateAndRunsTheCurrentBody() throws {
        let pressed = Recorder<Int>()
        var owner: SourceSetter<Toolbar>?
        let source = Source<Toolbar>(named: "Toolbar") { state, actions in
            owner = state
            return Toolbar.make(0, actions, pressed: pressed)
        }
        let state = try #require(owner)
        let first = source.model.buttons
        for revision in 1...3 {
            state.set { Toolbar.make(revision, $0, pressed: pressed) }
        }
        #expect(first.allSatisfy { $0.isCurrent }, "the same 20 names, in another order, are the same state")
        first[19]()
        first[0]()
        #expect(pressed.values == [3, 3], "an earlier model's action runs the current model's body")
        state.set { actions in Toolbar(revision: 4, buttons: [actions.action("button0") {}]) }
        #expect(!first[0].isCurrent, "offering fewer names is another state")
    }
}
