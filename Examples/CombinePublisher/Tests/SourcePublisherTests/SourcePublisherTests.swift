#if canImport(Combine)
import Combine
// NB: Verity's `Subscription` (a source's subscription token) and Combine's protocol share a name.
typealias CombineSubscription = Combine.Subscription
#else
import OpenCombine
typealias CombineSubscription = OpenCombine.Subscription
#endif
import SourcePublisher
import Testing
import Verity

/// A counter: one state, one action that adds one.
struct Counter: Sendable, Equatable {
    var value: Int
    let increment: Action<Void>

    static func source() -> Source<Counter> {
        Source(named: "Counter") { state, actions in counter(0, state, actions) }
    }

    private static func counter(_ value: Int, _ state: SourceSetter<Counter>, _ actions: ActionFactory) -> Counter {
        Counter(value: value, increment: actions.action("increment") { state.set { counter(value + 1, state, $0) } })
    }
}

/// A subscriber that asks for `initial` models, then for more only when told to.
final class Demanding: Subscriber {
    typealias Input = Int
    typealias Failure = Never

    let initial: Int
    var received: [Int] = []
    var subscription: (any CombineSubscription)?

    init(initial: Int) { self.initial = initial }

    func receive(subscription: any CombineSubscription) {
        self.subscription = subscription
        subscription.request(.max(initial))
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        received.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
}

/// Requirement (model-defined interfaces, SwiftUI and Combine): a `Source` is a Combine
/// publisher of its models, for code and operators that expect one.
@Suite("A source's models as a Combine publisher")
struct SourcePublisherTests {
    @Test("a subscriber gets the current model, then each later one, as the source emits it")
    func currentThenLater() {
        let counter = Counter.source()
        var values: [Int] = []
        let cancellable = counter.publisher.map(\.value).sink { values.append($0) }
        #expect(values == [0], "the current model, at once")
        counter.model.increment()
        counter.model.increment()
        #expect(values == [0, 1, 2], "each model before the action returns")
        cancellable.cancel()
    }

    @Test("after cancelling, no model arrives")
    func cancellingEndsTheSubscription() {
        let counter = Counter.source()
        var values: [Int] = []
        let cancellable = counter.publisher.map(\.value).sink { values.append($0) }
        cancellable.cancel()
        counter.model.increment()
        #expect(values == [0])
    }

    @Test("each subscriber starts at the model current when it subscribes")
    func eachSubscriberStartsAtTheCurrentModel() {
        let counter = Counter.source()
        let publisher = counter.publisher.map(\.value)
        var first: [Int] = []
        var second: [Int] = []
        let one = publisher.sink { first.append($0) }
        counter.model.increment()
        let two = publisher.sink { second.append($0) }
        counter.model.increment()
        #expect(first == [0, 1, 2])
        #expect(second == [1, 2])
        one.cancel()
        two.cancel()
    }

    @Test("a subscriber out of demand gets the latest model when it asks again, not the ones it missed")
    func demandIsHonoured() {
        let counter = Counter.source()
        let subscriber = Demanding(initial: 1)
        counter.publisher.map(\.value).subscribe(subscriber)
        #expect(subscriber.received == [0])
        counter.model.increment()
        counter.model.increment()
        #expect(subscriber.received == [0], "no demand, no model")
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.received == [0, 2])
        subscriber.subscription?.cancel()
    }
}
