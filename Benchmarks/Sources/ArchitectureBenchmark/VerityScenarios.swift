import Verity

/// A model with one action, as a screen's model would carry it.
struct Adder: Sendable {
    let add: Action<Int>
}

enum VerityScenarios {
    static func fanOut(subscribers: Int, sink: Sink) -> Scenario {
        var owner: SourceSetter<Int>?
        let source = Source<Int>(named: "Benchmark") { state, _ in
            owner = state
            return 0
        }
        guard let state = owner else { return Scenario { _ in } }
        let subscriptions = (0..<subscribers).map { _ in source.subscribe { sink.add($0) } }
        return Scenario { count in
            for update in 0..<count {
                state.set(update)
            }
            // NB: a SourceSetter holds its source weakly; the scenario must keep it alive.
            withExtendedLifetime((source, subscriptions)) {}
        }
    }

    /// Makes a source with an `Int` for its initial model, reads it and releases it: what an
    /// operator pays once, when it is made, never per update.
    static func creation(sink: Sink) -> Scenario {
        Scenario { count in
            for input in 0..<count {
                let source = Source<Int>(named: "Made") { _, _ in input }
                sink.add(source.model)
            }
        }
    }

    static func invocation(sink: Sink) -> Scenario {
        let source = Source<Adder>(named: "Adder") { _, actions in
            Adder(add: actions.action("add") { sink.add($0) })
        }
        let add = source.model.add
        return Scenario { count in
            for input in 0..<count {
                add(input)
            }
            withExtendedLifetime(source) {}
        }
    }
}
