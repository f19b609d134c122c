import Foundation
import Testing
import Verity
import VerityTesting

@Suite("Store errors reach the model", .timeLimit(.minutes(1)))
struct PersistableErrorTests {
    @Test func anUnreadableStoreIsAFailureWhoseRetryReadsItAgain() async throws {
        let store = ScriptedStore<Int>(Persisted(value: 3, savedAt: Date()))
        store.failReads("disk on fire")
        let source = Source(named: "Count", persistedIn: store)
        let failure = try #require(source.model.failure, "not treated as empty")
        #expect("\(failure.error)" == "disk on fire")
        store.failReads(nil)
        failure.retry()
        #expect(await source.first { $0.value == 3 } != nil)
    }

    @Test func aFailedWritePutsBackWhatTheStoreHoldsWithTheError() async throws {
        let store = ScriptedStore<Int>(Persisted(value: 1, savedAt: Date()))
        store.failWrites("read-only")
        let source = Source(named: "Count", persistedIn: store)
        try #require(source.model.found).set(2)
        #expect(source.model.value == 2, "the change shows at once")
        let found = try #require(await source.first { $0.error != nil }?.found)
        #expect(found.value == 1, "what the store still holds")
        #expect("\(try #require(found.error))" == "read-only")

        store.failWrites(nil)
        found.set(5)
        #expect(source.model.value == 5)
        #expect(source.model.error == nil, "a new write clears the old error")
        #expect(await source.workFinished())
        #expect(source.model.found?.error == nil)
        #expect(store.value?.value == 5)
    }

    @Test func aFailedFirstWriteLeavesNotFoundWithTheError() async throws {
        let store = ScriptedStore<String>()
        store.failWrites("quota")
        let source = Source(persistedIn: store)
        try #require(source.model.notFound).set("x")
        let notFound = try #require(await source.first { $0.error != nil }?.notFound)
        #expect("\(try #require(notFound.error))" == "quota")
    }
}

@Suite("Store I/O happens off the caller's thread", .timeLimit(.minutes(1)))
struct PersistableWriteTests {
    @Test func setReturnsBeforeTheStoreHasWritten() async throws {
        let store = ScriptedStore<Int>()
        store.holdWrites()
        let source = Source(named: "Count", persistedIn: store)
        try #require(source.model.notFound).set(1)
        // NB: with a synchronous write, `set` would still be blocked in the store here.
        #expect(source.model.value == 1)
        #expect(source.runningWork == ["writing Count"])
        store.releaseWrite()
        #expect(await source.workFinished())
        #expect(store.value?.value == 1)
    }

    @Test("values set while a write is under way are written after it, as one write of the latest")
    func writesQueuedBehindASlowOneCollapseToTheLatestInOrder() async throws {
        let store = ScriptedStore<Int>()
        store.holdWrites()
        let source = Source(named: "Count", persistedIn: store)
        try #require(source.model.notFound).set(1)
        // NB: the later values must be set while the first write is under way, so the test
        // waits for that write to begin, however long the machine takes to schedule it.
        for await _ in store.writeStarts { break }
        #expect(store.writesStarted == 1)
        for value in 2...5 { try #require(source.model.found).set(value) }
        store.releaseWrite()
        store.releaseWrite()
        #expect(await source.workFinished())
        #expect(store.writeCount == 2, "the first write, then only the latest of those that waited")
        #expect(store.value?.value == 5)
    }

    @Test("a write runs on another thread than the one that invoked the action setting the value")
    func theWriteRunsOnAnotherThreadThanTheActionsCaller() async throws {
        let store = ScriptedStore<Int>()
        let source = Source(persistedIn: store)
        let notFound = try #require(source.model.notFound)
        // NB: a thread of its own, kept busy until the write is done, so the write cannot be
        // scheduled on it afterwards: it either ran inside `set` or elsewhere.
        let caller = Recorder<ObjectIdentifier>()
        let writeEnded = Recorder<Bool>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            caller.append(ObjectIdentifier(Thread.current))
            notFound.set(1)
            writeEnded.append(store.waitForAWriteToEnd())
            done.signal()
        }.start()
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                done.wait(); continuation.resume()
            }
        }
        try #require(writeEnded.values == [true], "the write ended while the caller's thread was still busy")
        #expect(store.writingThreadIDs.count == 1)
        #expect(store.writingThreadIDs.first != caller.values.first)
    }
}
