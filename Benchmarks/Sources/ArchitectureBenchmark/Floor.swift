/// The floor: the least any observable value can do, a stored value plus a fixed array of
/// closures called in order, with no locking, no ordering guarantee across threads and no way
/// to subscribe or unsubscribe later.
///
/// NB: each closure sits in a struct, because a bare function type stored in an array is called
/// through a reabstraction thunk. Even so, the optimiser (Swift 6.3, -O) retains and releases
/// each closure's context around its call (callgrind: about 40 of the ~65 instructions per
/// subscriber), whether the array is a `let`, a local copy or a borrowed parameter; Verity's
/// delivery loop, specialised from inlinable generic code with the model passed indirectly,
/// happens to avoid that, so beyond a few subscribers it is cheaper per subscriber than this floor.
final class ClosureArray<Value> {
    struct Subscriber {
        let receive: @Sendable (Value) -> Void
    }

    private(set) var value: Value
    private let subscribers: [Subscriber]

    init(value: Value, subscribers: [Subscriber]) {
        self.value = value
        self.subscribers = subscribers
    }

    func set(_ newValue: Value) {
        value = newValue
        for subscriber in subscribers {
            subscriber.receive(newValue)
        }
    }
}

enum FloorScenarios {
    static func fanOut(subscribers: Int, sink: Sink) -> Scenario {
        let floor = ClosureArray(
            value: 0,
            subscribers: (0..<subscribers).map { _ in
                ClosureArray<Int>.Subscriber { sink.add($0) }
            })
        return Scenario { count in
            for update in 0..<count {
                floor.set(update)
            }
        }
    }

    /// An action is, at its least, a closure stored in a model and called.
    static func invocation(sink: Sink) -> Scenario {
        let actions = [ClosureArray<Int>.Subscriber(receive: { sink.add($0) })]
        return Scenario { count in
            let action = actions[0].receive
            for input in 0..<count {
                action(input)
            }
        }
    }
}
