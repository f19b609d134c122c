import Foundation
import Testing
import Verity
import VerityTesting

@Suite("Persistable sources over one place share one value")
struct SharedPersistableTests {
    @Test func aValueSetThroughOneSourceShowsAtOnceInTheOtherOverTheSameStore() async throws {
        let store = InMemoryStore<String>()
        let first = Source(named: "Token", persistedIn: store)
        let second = Source(named: "Token", persistedIn: store)
        try #require(first.model.notFound).set("abc")
        #expect(second.model.value == "abc", "the second source must not keep showing 'not found'")
        try #require(second.model.found).clear()
        #expect(first.model.value == nil)
        #expect(await first.workFinished())
        #expect(await second.workFinished())
        #expect(store.load() == nil)
    }

    @Test func twoFileStoresOfOneFileAreOnePlace() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verity-shared-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let first = Source(persistedIn: FileStore<Int>(url: url))
        let second = Source(
            persistedIn: FileStore<Int>(
                url: URL(fileURLWithPath: url.deletingLastPathComponent().path + "/./" + url.lastPathComponent)))
        try #require(first.model.notFound).set(7)
        #expect(second.model.value == 7)
        #expect(await first.workFinished())
    }

    @Test func aSourceCreatedLaterStartsFromTheSharedValueWithoutReadingTheStoreAgain() throws {
        let store = ScriptedStore<Int>()
        let first = Source(persistedIn: store)
        try #require(first.model.notFound).set(1)
        let second = Source(persistedIn: store)
        #expect(second.model.value == 1)
        #expect(store.readCount == 1, "only the first source reads the store")
        withExtendedLifetime(first) {}
    }
}
