/// The floor: the least any observable value can do, a stored value plus an array of closures
/// called in order, with no locking, no ordering guarantee across threads and no unsubscribe.
final class ClosureArray {
    private(set) var value = 0
    private var subscribers: [(Int) -> Void] = []

    func subscribe(_ subscriber: @escaping (Int) -> Void) {
        subscribers.append(subscriber)
    }

    @inline(never)
    func set(_ newValue: Int) {
        value = newValue
        for subscriber in subscribers {
            subscriber(newValue)
        }
    }
}

enum FloorScenarios {
    static func fanOut(subscribers: Int, sink: Sink) -> Scenario {
        let floor = ClosureArray()
        for _ in 0..<subscribers {
            floor.subscribe { sink.add($0) }
        }
        return Scenario { count in
            for update in 0..<count {
                floor.set(update)
            }
        }
    }

    /// An action is, at its least, a closure stored in a model and called.
    static func invocation(sink: Sink) -> Scenario {
        let actions: [(Int) -> Void] = [{ sink.add($0) }]
        return Scenario { count in
            let action = actions[0]
            for input in 0..<count {
                action(input)
            }
        }
    }
}
