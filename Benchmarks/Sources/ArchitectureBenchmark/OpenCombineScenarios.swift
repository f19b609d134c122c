import OpenCombine

enum OpenCombineScenarios {
    static func fanOut(subscribers: Int, sink: Sink) -> Scenario {
        let subject = CurrentValueSubject<Int, Never>(0)
        let cancellables = (0..<subscribers).map { _ in subject.sink { sink.add($0) } }
        return Scenario { count in
            for update in 0..<count {
                subject.send(update)
            }
            withExtendedLifetime(cancellables) {}
        }
    }

    /// Combine has no actions; a view model's inputs are subjects its logic subscribes to.
    static func invocation(sink: Sink) -> Scenario {
        let add = PassthroughSubject<Int, Never>()
        let cancellable = add.sink { sink.add($0) }
        return Scenario { count in
            for input in 0..<count {
                add.send(input)
            }
            withExtendedLifetime(cancellable) {}
        }
    }
}
