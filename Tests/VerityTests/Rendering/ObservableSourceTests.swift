#if canImport(Observation)
import Foundation
import Observation
import Testing
import Verity

@Suite("The @Observable adapter", .timeLimit(.minutes(1)))
@MainActor
struct ObservableSourceTests {
    /// Records whether an observation's change handler ran.
    final class Flag: Sendable {
        private let recorder = Recorder<Bool>()
        func raise() { recorder.append(true) }
        var isRaised: Bool { !recorder.values.isEmpty }
    }

    func observe<Model>(_ observed: ObservableSource<Model>) -> Flag {
        let flag = Flag()
        withObservationTracking {
            _ = observed.model
        } onChange: {
            flag.raise()
        }
        return flag
    }

    @Test func aSetOnTheMainActorReachesObserversBeforeItReturns() {
        let (source, state) = Counter.make()
        let observed = ObservableSource(source)
        let flag = observe(observed)
        state.set(1)
        #expect(flag.isRaised, "observers must hear of the change synchronously")
        #expect(observed.model == 1)
    }

    @Test func theModelIsNeverOlderThanTheSourcesEvenBeforeAnOffMainChangeIsAnnounced() async {
        let (source, state) = Counter.make()
        let observed = ObservableSource(source)
        let flag = observe(observed)
        inBackground { state.set(2) }.wait()
        #expect(observed.model == 2, "read on the main actor right after another thread's set")
        let clock = ContinuousClock()
        let giveUp = clock.now.advanced(by: .seconds(2))
        while !flag.isRaised, clock.now < giveUp { await Task.yield() }
        #expect(flag.isRaised, "the change is announced on the main actor")
    }

    @Test func releasingTheAdapterEndsObservingAndKeepsNothingAlive() {
        let (source, state) = Counter.make()
        var observed: ObservableSource<Int>? = ObservableSource(source)
        weak let weakObserved = observed
        observed = nil
        #expect(weakObserved == nil, "no cycle through the subscription")
        state.set(3)
    }
}
#endif
