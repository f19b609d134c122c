import Foundation
import Testing
import Verity
import VerityTesting

/// Requirement (issue 49): each operator built on `Source.derived` keeps the promise its
/// documentation makes about intermediate models: every one, in order, once; or, for
/// `removingDuplicates` and `switchingToLatest`, which ones it rightly leaves out.
@Suite("Operators keep their promise about intermediate models", .timeLimit(.minutes(1)))
struct IntermediateModelTests {
    struct Down: Error {}

    /// A fetchable source set by hand, and its setter.
    private static func fetchable() throws -> (Source<Fetchable<Int>>, SourceSetter<Fetchable<Int>>) {
        let kept = Recorder<SourceSetter<Fetchable<Int>>>()
        let source = Source<Fetchable<Int>>(named: "Up") { setter, _ in
            kept.append(setter)
            return .fetching
        }
        return (source, try #require(kept.values.first))
    }

    /// The models a fetchable source goes through, one for each of `shapes`.
    private static let fetchableRun: [Fetchable<Int>] = [
        .fetched(.init(value: 1, refresh: .doNothing)),
        .fetching,
        .failure(.init(error: Down(), attempts: 1, retry: .doNothing)),
        .fetching,
        .fetched(.init(value: 2, refresh: .doNothing)),
        .fetched(.init(value: 2, refresh: .doNothing)),
    ]

    /// What a test compares: the state and its value or attempt count.
    private static func shape(_ model: Fetchable<Int>) -> String {
        switch model {
        case .fetching: "fetching"
        case .fetched(let fetched): "fetched \(fetched.value)"
        case .failure(let failure): "failure \(failure.attempts)"
        }
    }

    /// Every model `source` emits from now on, as a subscriber sees them, and what keeps the
    /// source and the subscription alive: a subscription does not keep its source.
    private static func record<Model: Sendable>(
        _ source: Source<Model>
    ) -> (Recorder<Model>, (Source<Model>, Subscription)) {
        let received = Recorder<Model>()
        return (received, (source, source.subscribe { received.append($0) }))
    }

    @Test("map transforms every model once, in order, those upstream emits while it is made included")
    func mapTransformsEveryModel() {
        let (up, upSetter) = Counter.make()
        let transformed = Recorder<Int>()
        let mapped = up.map { value -> Int in
            transformed.append(value)
            // NB: upstream emits while the mapped source is being made.
            if value == 0 {
                upSetter.set(1)
                upSetter.set(2)
            }
            return value * 10
        }
        let (received, subscription) = Self.record(mapped)
        for value in 3...5 { upSetter.set(value) }
        #expect(transformed.values == [0, 1, 2, 3, 4, 5])
        #expect(received.values == [20, 30, 40, 50])
        withExtendedLifetime(subscription) {}
    }

    @Test("filtered emits every included model once, in order")
    func filteredEmitsEveryIncludedModel() {
        let (up, upSetter) = Counter.make()
        let (received, subscription) = Self.record(up.filtered { $0.isMultiple(of: 2) })
        for value in [1, 2, 3, 4, 4, 5, 6] { upSetter.set(value) }
        #expect(received.values == [0, 2, 4, 4, 6])
        withExtendedLifetime(subscription) {}
    }

    @Test("currentAndPrevious emits every model once, in order, paired with the one before it")
    func currentAndPreviousPairsEveryModel() {
        let (up, upSetter) = Counter.make()
        let (received, subscription) = Self.record(up.currentAndPrevious())
        for value in [1, 1, 2, 3] { upSetter.set(value) }
        #expect(received.values.map(\.current) == [0, 1, 1, 2, 3])
        #expect(received.values.map(\.previous) == [nil, 0, 1, 1, 2])
        withExtendedLifetime(subscription) {}
    }

    @Test("removingDuplicates emits every change once, in order, and a run of duplicates as one model")
    func removingDuplicatesEmitsEveryChange() {
        let (up, upSetter) = Counter.make()
        let (received, subscription) = Self.record(up.removingDuplicates())
        for value in [0, 1, 1, 2, 2, 2, 1, 3, 3] { upSetter.set(value) }
        #expect(received.values == [0, 1, 2, 1, 3])
        withExtendedLifetime(subscription) {}
    }

    @Test("switchingToLatest follows every outer model in order, and the current inner source's every model once")
    func switchingToLatestShowsTheLatestInnerSource() {
        let inners = (0..<3).map { _ in Counter.make() }
        let (outer, select) = Counter.make()
        let switchedTo = Recorder<Int>()
        let followed = outer.switchingToLatest { index -> Source<Int> in
            switchedTo.append(index)
            return inners[index].0
        }
        let (received, subscription) = Self.record(followed)
        inners[0].1.set(1)
        inners[0].1.set(2)
        select.set(1)
        inners[1].1.set(101)
        inners[0].1.set(3)
        inners[1].1.set(102)
        select.set(2)
        select.set(0)
        inners[0].1.set(4)
        #expect(switchedTo.values == [0, 1, 2, 0])
        #expect(
            received.values == [0, 1, 2, 0, 101, 102, 0, 3, 4],
            "each switch starts from the inner source's current model; the previous one's later models never show")
        withExtendedLifetime(subscription) {}
    }

    @Test("retrying shows every upstream model once, in order, unchanged")
    func retryingShowsEveryModel() throws {
        let (up, upSetter) = try Self.fetchable()
        // NB: one attempt allowed, so a failure schedules no retry of its own.
        let (received, subscription) = Self.record(up.retrying(.immediately(maximumAttempts: 1)))
        for model in Self.fetchableRun { upSetter.set(model) }
        #expect(received.values.map(Self.shape) == ["fetching"] + Self.fetchableRun.map(Self.shape))
        withExtendedLifetime(subscription) {}
    }

    @Test("refreshing shows every upstream model once, in order, unchanged")
    func refreshingShowsEveryModel() throws {
        let (up, upSetter) = try Self.fetchable()
        let clock = TestClock()
        let (received, subscription) = Self.record(up.refreshing(every: .seconds(30), clock: clock))
        for model in Self.fetchableRun { upSetter.set(model) }
        #expect(received.values.map(Self.shape) == ["fetching"] + Self.fetchableRun.map(Self.shape))
        withExtendedLifetime(subscription) {}
    }

    @Test("persisted shows every upstream model once, in order, a fetching one as the stored value")
    func persistedShowsEveryModel() async throws {
        let (up, upSetter) = try Self.fetchable()
        let persisted = up.persisted(using: InMemoryStore<Int>())
        let (received, subscription) = Self.record(persisted)
        for model in Self.fetchableRun { upSetter.set(model) }
        #expect(
            received.values.map(Self.shape) == [
                "fetching", "fetched 1", "fetched 1", "failure 1", "fetched 1", "fetched 2", "fetched 2",
            ])
        #expect(await persisted.workFinished())
        withExtendedLifetime(subscription) {}
    }

    @Test("placeholder, mapFetched and decoded emit once for every upstream model, in order")
    func mapBasedOperatorsEmitForEveryModel() throws {
        let (up, upSetter) = try Self.fetchable()
        let skeleton = Fetchable<Int>.fetched(.init(value: 0, refresh: .doNothing))
        let (placeheld, placeheldSubscription) = Self.record(up.placeholder(skeleton) { $0.isFetching })
        let (mapped, mappedSubscription) = Self.record(up.mapFetched { $0 * 10 })
        let data = up.mapFetched { Data("\($0)".utf8) }
        let (decoded, decodedSubscription) = Self.record(data.decoded(as: Int.self))
        for model in Self.fetchableRun { upSetter.set(model) }
        let shapes = ["fetching"] + Self.fetchableRun.map(Self.shape)
        #expect(placeheld.values.map(Self.shape) == shapes.map { $0 == "fetching" ? "fetched 0" : $0 })
        #expect(mapped.values.map(\.value) == ([.fetching] + Self.fetchableRun).map { $0.value.map { $0 * 10 } })
        #expect(decoded.values.map(Self.shape) == shapes)
        withExtendedLifetime((placeheldSubscription, mappedSubscription, decodedSubscription)) {}
    }
}
