import OpenCombine
import Verity
import VerityRequirements

/// The realistic model's scenarios: one update (a rebuilt `.editing` with five actions) fanned
/// out to every subscriber, and invoking one of its actions, for the floor, Verity and
/// OpenCombine. Observation's are in `ObservationScenarios`.
enum RealisticScenarios {
    // MARK: Fan-out

    /// The floor: rebuild the model with five closures, store it and call a fixed closure array.
    static func floorFanOut(subscribers: Int, sink: Sink) -> Scenario {
        let floor = ClosureArray(
            value: ClosureLogin.editing(0, sink: sink),
            subscribers: (0..<subscribers).map { _ in
                ClosureArray<ClosureLogin>.Subscriber { sink.add($0.revision) }
            })
        return Scenario { count in
            for update in 0..<count {
                floor.set(ClosureLogin.editing(update, sink: sink))
            }
        }
    }

    /// Verity: the owner re-emits `.editing` with five actions made by the factory; the source
    /// stays in the same state, so actions from earlier models keep working.
    static func verityFanOut(subscribers: Int, sink: Sink) -> Scenario {
        var owner: SourceSetter<VerityLogin>?
        let source = Source<VerityLogin>(named: "Login") { state, actions in
            owner = state
            return VerityLogin.editing(0, actions, sink: sink)
        }
        guard let state = owner else { return Scenario { _ in } }
        let subscriptions = (0..<subscribers).map { _ in source.subscribe { sink.add($0.revision) } }
        return Scenario { count in
            for update in 0..<count {
                state.set { actions in VerityLogin.editing(update, actions, sink: sink) }
            }
            withExtendedLifetime((source, subscriptions)) {}
        }
    }

    /// Verity with model coverage recording on: the same source, created while a
    /// `ModelRecorder` is bound, so every update is also recorded (its case read, the recorder's
    /// lock taken) as in a scenario that calls `steps.recordModels`.
    static func verityRecordedFanOut(subscribers: Int, sink: Sink) -> Scenario {
        let recorder = ModelRecorder()
        let scenario = SourceObservation.$current.withValue(recorder) {
            verityFanOut(subscribers: subscribers, sink: sink)
        }
        return Scenario { count in
            scenario.run(count)
            withExtendedLifetime(recorder) {}
        }
    }

    /// Verity with a session recorder on: the same source given to a `SessionRecorder`, so
    /// every update is also recorded (its case read, its payload described, one ring entry).
    static func veritySessionFanOut(subscribers: Int, sink: Sink) -> Scenario {
        let recorder = SessionRecorder()
        var owner: SourceSetter<VerityLogin>?
        let source = Source<VerityLogin>(named: "Login") { state, actions in
            owner = state
            return VerityLogin.editing(0, actions, sink: sink)
        }
        guard let state = owner else { return Scenario { _ in } }
        recorder.record(source)
        let subscriptions = (0..<subscribers).map { _ in source.subscribe { sink.add($0.revision) } }
        return Scenario { count in
            for update in 0..<count {
                state.set { actions in VerityLogin.editing(update, actions, sink: sink) }
            }
            withExtendedLifetime((source, subscriptions, recorder)) {}
        }
    }

    /// OpenCombine: the rebuilt model is sent through a `CurrentValueSubject`.
    static func openCombineFanOut(subscribers: Int, sink: Sink) -> Scenario {
        let subject = CurrentValueSubject<ClosureLogin, Never>(ClosureLogin.editing(0, sink: sink))
        let cancellables = (0..<subscribers).map { _ in subject.sink { sink.add($0.revision) } }
        return Scenario { count in
            for update in 0..<count {
                subject.send(ClosureLogin.editing(update, sink: sink))
            }
            withExtendedLifetime(cancellables) {}
        }
    }

    // MARK: Invocation

    /// The floor: call a closure the current model holds.
    static func floorInvocation(sink: Sink) -> Scenario {
        let model = ClosureLogin.editing(0, sink: sink)
        return Scenario { count in
            guard let editing = model.editing else { return }
            for _ in 0..<count {
                editing.usernameChanged("a")
            }
        }
    }

    /// Verity: invoke an action of the current model (the fast path: its model is current).
    static func verityInvocation(sink: Sink) -> Scenario {
        let source = Source<VerityLogin>(named: "Login") { _, actions in VerityLogin.editing(0, actions, sink: sink) }
        return Scenario { count in
            guard let editing = source.model.editing else { return }
            for _ in 0..<count {
                editing.usernameChanged("a")
            }
            withExtendedLifetime(source) {}
        }
    }

    /// Reading the current state's payload through a hand-written accessor (`model.editing`):
    /// the floor for a state lookup.
    static func accessorState(sink: Sink) -> Scenario {
        let source = Source<VerityLogin>(named: "Login") { _, actions in VerityLogin.editing(0, actions, sink: sink) }
        return Scenario { count in
            for _ in 0..<count {
                sink.add(source.model.editing?.revision ?? -1)
            }
        }
    }

    /// Reading it through the enum's case, with no accessor (`source.state(VerityLogin.editing)`),
    /// which finds the case by reflection.
    static func reflectedState(sink: Sink) -> Scenario {
        let source = Source<VerityLogin>(named: "Login") { _, actions in VerityLogin.editing(0, actions, sink: sink) }
        return Scenario { count in
            for _ in 0..<count {
                sink.add(source.state(VerityLogin.editing)?.revision ?? -1)
            }
        }
    }

    /// Verity: invoke an action of the model before the current one, in the same state, as a
    /// view does with the model it drew before the last keystroke arrived: one lock and one
    /// hash lookup, then the current model's action runs.
    static func verityEarlierModelInvocation(sink: Sink) -> Scenario {
        var owner: SourceSetter<VerityLogin>?
        let source = Source<VerityLogin>(named: "Login") { state, actions in
            owner = state
            return VerityLogin.editing(0, actions, sink: sink)
        }
        let earlier = source.model.editing
        owner?.set { actions in VerityLogin.editing(1, actions, sink: sink) }
        return Scenario { count in
            guard let earlier else { return }
            for _ in 0..<count {
                earlier.usernameChanged("a")
            }
            withExtendedLifetime(source) {}
        }
    }

    /// OpenCombine: the model's closure sends the input to a view model's subject.
    static func openCombineInvocation(sink: Sink) -> Scenario {
        // NB: the benchmark drives the subject from one thread; the closure must be @Sendable.
        nonisolated(unsafe) let usernameChanged = PassthroughSubject<String, Never>()
        let cancellable = usernameChanged.sink { sink.add($0.utf8.count) }
        let editing = ClosureLogin.Editing(
            revision: 0, username: "ada",
            usernameChanged: { usernameChanged.send($0) }, passwordChanged: { _ in }, toggleRemember: {}, submit: {},
            forgotPassword: {})
        return Scenario { count in
            for _ in 0..<count {
                editing.usernameChanged("a")
            }
            withExtendedLifetime(cancellable) {}
        }
    }
}
