import Foundation
import Testing
import Verity
import VerityTesting

/// Persistable sources under concurrent sets; named so that CI's Thread Sanitizer run picks
/// them up.
@Suite struct PersistenceConcurrencyStressTests {
    @Test func concurrentSetsThroughManySourcesEndWithEverySourceShowingTheSameValue() async throws {
        let store = InMemoryStore<Int>()
        let sources = (0..<4).map { _ in Source(named: "Shared", persistedIn: store) }
        let finished = runConcurrently(4) { thread in
            for round in 0..<200 {
                let source = sources[(thread + round) % sources.count]
                LogCapture.withHandler({ _ in }) {
                    switch source.model {
                    case .found(let found): found.set(thread * 1_000 + round)
                    case .notFound(let notFound): notFound.set(thread * 1_000 + round)
                    case .failure(let failure): failure.set(thread * 1_000 + round)
                    }
                }
            }
        }
        #expect(finished)
        let values = Set(sources.map(\.model.value))
        #expect(values.count == 1, "sources over one store diverged: \(values)")
        for source in sources { #expect(await source.workFinished()) }
        #expect(store.load()?.value == sources[0].model.value, "the store holds what the sources show")
    }
}
