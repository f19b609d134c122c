import Dispatch
import Foundation
import Testing
import Verity

/// A source keeps each model's actions in a record it reuses two emissions later, and keeps a
/// large model in a box; these tests pin what that must never change: which body an action
/// runs, whether it runs, and what a subscriber and an update see.
@Suite struct ActionStorageTests {
    /// A row of buttons named `button0`, `button1`, …, each recording the revision it was made
    /// in and its own position.
    struct Buttons: Sendable {
        var revision: Int
        var buttons: [Action<Void>]

        static func make(_ revision: Int, count: Int, _ actions: ActionFactory, pressed: Recorder<String>) -> Buttons {
            Buttons(
                revision: revision,
                buttons: (0..<count).map { index in
                    actions.action("button\(index)") { pressed.append("\(revision).\(index)") }
                })
        }

        /// Eight buttons, the odd ones made on four other threads while this one makes the even
        /// ones.
        static func madeAcrossThreads(_ revision: Int, _ actions: ActionFactory, pressed: Recorder<String>) -> Buttons {
            let others = Thread.detachedAll(4) { index in
                actions.action("button\(index * 2 + 1)") { pressed.append("\(revision).\(index * 2 + 1)") }
            }
            let mine = (0..<4).map { index in
                actions.action("button\(index * 2)") { pressed.append("\(revision).\(index * 2)") }
            }
            return Buttons(revision: revision, buttons: mine + others)
        }

        /// A source of buttons, first `count` of them, and its owner's state.
        static func source(count: Int, pressed: Recorder<String>) throws -> (Source<Buttons>, SourceSetter<Buttons>) {
            try source { make(0, count: count, $0, pressed: pressed) }
        }

        /// A source whose first buttons `first` makes, and its owner's state.
        static func source(_ first: (ActionFactory) -> Buttons) throws -> (Source<Buttons>, SourceSetter<Buttons>) {
            var owner: SourceSetter<Buttons>?
            let source = Source<Buttons>(named: "Buttons") { state, actions in
                owner = state
                return first(actions)
            }
            return (source, try #require(owner))
        }
    }

    @Test func aModelThatGrowsAndShrinksRunsEveryActionsOwnBody() throws {
        let pressed = Recorder<String>()
        let (source, state) = try Buttons.source(count: 1, pressed: pressed)
        // NB: more actions than the record was sized for, then fewer, then more again, so
        // that reused records grow and keep slots from an earlier, larger model.
        let counts = [3, 9, 2, 12, 1, 12, 5]
        var expected: [String] = []
        for (revision, count) in counts.enumerated() {
            state.set { Buttons.make(revision + 1, count: count, $0, pressed: pressed) }
            for (index, button) in source.model.buttons.enumerated() {
                button()
                expected.append("\(revision + 1).\(index)")
            }
        }
        #expect(pressed.values == expected)
    }

    @Test func anEarlierModelsActionRunsTheLatestBodyAcrossReusedRecords() throws {
        let pressed = Recorder<String>()
        let (source, state) = try Buttons.source(count: 3, pressed: pressed)
        let first = source.model.buttons
        for revision in 1...7 {
            state.set { Buttons.make(revision, count: 3, $0, pressed: pressed) }
            first[revision % 3]()
        }
        #expect(pressed.values == ["1.1", "2.2", "3.0", "4.1", "5.2", "6.0", "7.1"])
        #expect(first.allSatisfy { $0.isCurrent })
    }

    /// A field whose action takes an `Int` in some models and a `String` in others, under the
    /// same name: the same state, but neither can stand in for the other.
    enum Field: Sendable {
        case number(Action<Int>)
        case text(Action<String>)
    }

    @Test func anActionWhoseTypeChangesUnderItsNameRunsOnlyAsItsOwnType() throws {
        let received = Recorder<String>()
        var owner: SourceSetter<Field>?
        let source = Source<Field>(named: "Field") { state, actions in
            owner = state
            return .number(actions.action("changed") { received.append("number 0: \($0)") })
        }
        let state = try #require(owner)
        guard case .number(let firstNumber) = source.model else {
            Issue.record("the first model is not a number")
            return
        }
        // NB: two texts for every number, so that a reused record (the one of the model before
        // last) finds a body of the other type in its slot.
        for revision in 1...6 {
            state.set { actions in
                revision.isMultiple(of: 3)
                    ? .number(actions.action("changed") { received.append("number \(revision): \($0)") })
                    : .text(actions.action("changed") { received.append("text \(revision): \($0)") })
            }
            switch source.model {
            case .number(let number): number(revision)
            case .text(let text): text("t\(revision)")
            }
            LogCapture.withHandler({ _ in }) { firstNumber(-revision) }
        }
        #expect(
            received.values == [
                "text 1: t1", "text 2: t2", "number 3: 3", "number 3: -3",
                "text 4: t4", "text 5: t5", "number 6: 6", "number 6: -6",
            ])
    }

    /// More than eight words with references: a model of this size is kept in a box.
    struct Form: Sendable, Equatable {
        var revision: Int
        var name: String
        var note: String
        var increment: Action<Void>
        var rename: Action<String>
        var reset: Action<Void>

        static func make(_ revision: Int, name: String, _ state: SourceSetter<Form>, _ actions: ActionFactory) -> Form {
            Form(
                revision: revision, name: name, note: "revision \(revision)",
                increment: actions.action("increment") {
                    state.update { form, actions in make(form.revision + 1, name: form.name, state, actions) }
                },
                rename: actions.action("rename") { name in
                    state.update { form, actions in make(form.revision, name: name, state, actions) }
                },
                reset: actions.action("reset") {
                    state.set { make(0, name: "", state, $0) }
                })
        }
    }

    @Test func aLargeModelIsDeliveredReadAndUpdatedLikeAnyOther() throws {
        let source = Source<Form>(named: "Form") { state, actions in Form.make(0, name: "ada", state, actions) }
        let seen = Recorder<Int>()
        let subscription = source.subscribe { seen.append($0.revision) }
        let earlierIncrement = source.model.increment
        source.model.increment()
        earlierIncrement()
        source.model.rename("grace")
        #expect(source.model.revision == 2)
        #expect(source.model.name == "grace")
        #expect(source.model.note == "revision 2")
        #expect(seen.values == [0, 1, 2, 2])
        withExtendedLifetime(subscription) {}
    }
}

extension ConcurrencyStressTests {
    @Test func racingUpdatesOfALargeModelAreNeitherLostNorReordered() {
        let source = Source<ActionStorageTests.Form>(named: "Form") { state, actions in
            ActionStorageTests.Form.make(0, name: "ada", state, actions)
        }
        let recorders = (0..<3).map { _ in Recorder<Int>() }
        let subscriptions = recorders.map { recorder in source.subscribe { recorder.append($0.revision) } }
        let earlier = source.model.increment

        let finished = runConcurrently(Self.setters) { thread in
            for _ in 0..<Self.setsPerSetter / 4 {
                // NB: half the threads hold the first model's action, as a view that has not
                // redrawn would; the others read the current one.
                if thread.isMultiple(of: 2) { earlier() } else { source.model.increment() }
            }
        }

        let total = Self.setters * (Self.setsPerSetter / 4)
        #expect(finished)
        #expect(source.model.revision == total)
        for recorder in recorders {
            #expect(recorder.values == Array(0...total), "every subscriber sees every revision once, in order")
        }
        withExtendedLifetime(subscriptions) {}
    }
}

extension ActionStorageTests {
    @Test func anActionMadeWithTheFactoryAfterTheCommitIsNamedAndRunsWhileItsModelIsCurrent() throws {
        let pressed = Recorder<String>()
        let factory = Recorder<ActionFactory>()
        let source = Source<Buttons>(named: "Buttons") { _, actions in
            factory.append(actions)
            return Buttons.make(0, count: 2, actions, pressed: pressed)
        }
        let actions = try #require(factory.values.first)
        let late = actions.action("late") { pressed.append("late") }
        #expect(late.description == "Buttons.late")
        late()
        source.model.buttons[1]()
        #expect(pressed.values == ["late", "0.1"])
    }
}

extension ActionStorageTests {
    @Test func anActionIsTwoWordsSoThatAModelOfSeveralActionsStaysSmall() {
        // NB: a subscriber reading one field of a large enum payload copies the whole payload
        // first; the smaller the actions, the more of them a model holds below that size.
        #expect(MemoryLayout<Action<String>>.size == 2 * MemoryLayout<Int>.size)
        #expect(MemoryLayout<ReturningAction<Int, Int>>.size == 2 * MemoryLayout<Int>.size)
        #expect(MemoryLayout<AsyncAction<Int, Int>>.size == 2 * MemoryLayout<Int>.size)
    }

    @Test func aModelRebuiltWithItsActionsInAnotherOrderStaysInItsStateAndEachActionKeepsItsName() throws {
        let pressed = Recorder<String>()
        let (source, state) = try Buttons.source(count: 5, pressed: pressed)
        let first = source.model.buttons
        state.set { actions in
            Buttons(
                revision: 1,
                buttons: (0..<5).reversed().map { index in
                    actions.action("button\(index)") { pressed.append("1.\(index)") }
                })
        }
        let reversed = source.model.buttons
        #expect(first.allSatisfy { $0.isCurrent }, "the same five names in another order: the same state")
        #expect(reversed.map(\.description) == (0..<5).reversed().map { "Buttons.button\($0)" })
        #expect(reversed.map(\.identity) == first.reversed().map(\.identity))
        #expect(Set(reversed) == Set(first), "equal and hashed alike, whichever way each was recorded")
        for action in first { action() }
        for action in reversed { action() }
        #expect(pressed.values == (0..<5).map { "1.\($0)" } + (0..<5).reversed().map { "1.\($0)" })
    }
}

extension ConcurrencyStressTests {
    @Test func actionsMadeOnOtherThreadsWhileTheModelIsBuiltAreOfferedLikeTheOthers() throws {
        typealias Buttons = ActionStorageTests.Buttons
        let pressed = Recorder<String>()
        let (source, state) = try Buttons.source { Buttons.madeAcrossThreads(0, $0, pressed: pressed) }
        let first = source.model.buttons
        state.set { Buttons.madeAcrossThreads(1, $0, pressed: pressed) }
        #expect(first.allSatisfy { $0.isCurrent }, "the same eight names: the same state")
        for action in first { action() }
        #expect(Set(pressed.values) == Set((0..<8).map { "1.\($0)" }), "every earlier action ran the current body")
        #expect(Set(first.map(\.description)) == Set((0..<8).map { "Buttons.button\($0)" }))
        state.set { ActionStorageTests.Buttons.make(2, count: 2, $0, pressed: pressed) }
        #expect(!first[7].isCurrent, "two names: another state")
    }

    @Test func aReusedEmissionOffersOnlyTheActionsOfItsNewModel() throws {
        typealias Buttons = ActionStorageTests.Buttons
        let pressed = Recorder<String>()
        let (source, state) = try Buttons.source { Buttons.madeAcrossThreads(0, $0, pressed: pressed) }
        // NB: only the model before the current one is held, so each update reuses the
        // emission of the model before last, whose actions were partly made on other threads.
        for revision in 1...6 {
            let before = source.model.buttons
            state.set { Buttons.madeAcrossThreads(revision, $0, pressed: pressed) }
            let start = pressed.values.count
            #expect(before.allSatisfy { $0.isCurrent }, "revision \(revision): the same eight names, the same state")
            for action in before { action() }
            #expect(
                pressed.values.dropFirst(start).sorted() == (0..<8).map { "\(revision).\($0)" }.sorted(),
                "revision \(revision): each earlier action ran the current body once, and no earlier model's")
        }
        let last = source.model.buttons
        state.set { ActionStorageTests.Buttons.make(7, count: 2, $0, pressed: pressed) }
        #expect(!last[7].isCurrent, "two names: another state")
    }

    @Test func anActionHandedToAnotherThreadWhileItsModelIsBuiltReadsItsOwnName() {
        let names = Recorder<String>()
        let source = Source<[Action<Void>]>(named: "Rows") { _, actions in
            Self.rowsNamedElsewhere(actions, into: names)
        }
        #expect(Set(names.values) == Set((0..<64).map { "Rows.row\($0)" }))
        #expect(source.model.count == 64)
    }

    /// 64 rows `row0`, `row1`, …, each handed to another thread, which reads its name into
    /// `names` while this one keeps making rows (and the record they are kept in grows); returns
    /// once every name is read.
    static func rowsNamedElsewhere(_ actions: ActionFactory, into names: Recorder<String>) -> [Action<Void>] {
        var rows: [Action<Void>] = []
        let done = DispatchGroup()
        for index in 0..<64 {
            let row = actions.action("row\(index)") {}
            rows.append(row)
            done.enter()
            DispatchQueue.global().async {
                names.append(row.description)
                done.leave()
            }
        }
        done.wait()
        return rows
    }
}

extension ConcurrencyStressTests {
    @Test func anActionOfARebuiltModelIsNamedOnAnotherThreadWhileItsBuilderGoesOn() throws {
        let names = Recorder<String>()
        var owner: SourceSetter<[Action<Void>]>?
        let source = Source<[Action<Void>]>(named: "Rows") { state, actions in
            owner = state
            return (0..<64).map { index in actions.action("row\(index)") {} }
        }
        let state = try #require(owner)
        // NB: the names are the ones the builder expects, so it records these actions without
        // the lock while other threads read the earlier ones' names.
        for _ in 0..<8 {
            state.set { Self.rowsNamedElsewhere($0, into: names) }
        }
        #expect(names.values.count == 8 * 64)
        #expect(Set(names.values) == Set((0..<64).map { "Rows.row\($0)" }))
        #expect(source.model.map(\.description) == (0..<64).map { "Rows.row\($0)" })
    }
}

extension Thread {
    /// Runs `make(index)` for `count` indices on threads of their own, at once, and returns the
    /// results in index order.
    static func detachedAll<Value: Sendable>(_ count: Int, _ make: @escaping @Sendable (Int) -> Value) -> [Value] {
        let results = Recorder<(Int, Value)>()
        let finished = runConcurrently(count) { index in results.append((index, make(index))) }
        precondition(finished, "threads did not finish")
        return results.values.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

extension ConcurrencyStressTests {
    /// A boxed model whose every field can be checked against its revision: its text lives on
    /// the heap, so a box freed while it is delivered would show as a wrong text (or a crash).
    struct Page: Sendable {
        var revision: Int
        var text: String
        var items: [Int]
        var next: Action<Void>
        var back: Action<Void>

        static func text(_ revision: Int) -> String {
            "page \(revision) of a model kept in a box"
        }

        static func make(_ revision: Int, _ state: SourceSetter<Page>, _ actions: ActionFactory) -> Page {
            Page(
                revision: revision, text: text(revision), items: [revision, revision, revision],
                next: actions.action("next") {
                    state.update { page, actions in make(page.revision + 1, state, actions) }
                },
                back: actions.action("back") {
                    state.update { page, actions in make(page.revision - 1, state, actions) }
                })
        }

        var isIntact: Bool {
            text == Self.text(revision) && items == [revision, revision, revision]
        }
    }

    @Test func aBoxedModelIsNeverFreedWhileAnotherThreadDeliversIt() {
        for _ in 0..<10 {
            let holder: Holder<Source<Page>>
            let state: SourceSetter<Page>
            do {
                var owner: SourceSetter<Page>?
                let source = Source<Page>(named: "Page") { state, actions in
                    owner = state
                    return Page.make(0, state, actions)
                }
                guard let made = owner else { Issue.record("the source handed out no state"); return }
                state = made
                holder = Holder(source)
            }
            let broken = Recorder<Int>()
            // NB: this subscriber dwells on the model it was handed, so that other threads
            // replace (and would free) its box meanwhile: what it reads afterwards must be intact.
            let steady = holder.peek()?.subscribe { page in
                let text = page.text
                Thread.sleep(forTimeInterval: 0.000_05)
                if !page.isIntact || page.text != text { broken.append(page.revision) }
            }
            let finished = runConcurrently(4) { thread in
                for value in 0..<400 {
                    switch thread {
                    case 0:
                        // NB: the source goes while the others set and deliver.
                        if value == 200 { _ = holder.take() } else { state.set { Page.make(value, state, $0) } }
                    case 1:
                        // NB: subscribers come and go, so that sets find none, one or several.
                        let churn = holder.peek()?.subscribe { page in
                            if !page.isIntact { broken.append(page.revision) }
                        }
                        withExtendedLifetime(churn) {}
                    default:
                        state.set { Page.make(value, state, $0) }
                    }
                }
            }
            #expect(finished)
            #expect(broken.values.isEmpty, "every delivered model is intact")
            withExtendedLifetime(steady) {}
        }
    }
}

extension ActionStorageTests {
    /// Counts the objects alive that action bodies capture.
    final class Capture: Sendable {
        static let alive = Recorder<Int>()
        let id: Int
        init(_ id: Int) {
            self.id = id
            Self.alive.append(id)
        }
        deinit { Self.alive.append(-id) }
    }

    struct Screen: Sendable {
        var revision: Int
        var tap: Action<Void>
    }

    @Test func aReleasedSourceLetsGoOfEveryActionItMadeEvenForDeclinedUpdatesAndModelsWithoutActions() {
        let before = Capture.alive.values.reduce(0) { $0 + ($1 > 0 ? 1 : -1) }
        do {
            var owner: SourceSetter<Screen>?
            let source = Source<Screen>(named: "Screen") { state, actions in
                owner = state
                let capture = Capture(1)
                return Screen(revision: 0, tap: actions.action("tap") { _ = capture })
            }
            guard let state = owner else { Issue.record("the source handed out no state"); return }
            for revision in 1...20 {
                let capture = Capture(revision + 1)
                state.set { actions in Screen(revision: revision, tap: actions.action("tap") { _ = capture }) }
                // NB: a model without actions: its factory reuses the emission of the model
                // before last, whose slot still holds that model's action, and lets it go.
                state.set { _ in Screen(revision: revision, tap: .doNothing) }
                // NB: a declined update makes an action it never emits.
                state.updateIfChanged { _, actions in
                    _ = actions.action("tap") { _ = capture }
                    return nil
                }
            }
            #expect(source.model.revision == 20)
        }
        let after = Capture.alive.values.reduce(0) { $0 + ($1 > 0 ? 1 : -1) }
        #expect(after == before, "every captured object is released with the source")
    }
}
