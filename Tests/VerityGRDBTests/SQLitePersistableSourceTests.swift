#if SQLite
import Foundation
import GRDB
import Testing
import Verity
import VerityGRDB
import VerityTesting

@Suite("SQLiteStore behind Verity's persistable sources")
struct SQLitePersistableSourceTests {
    @Test func aPersistableSourceSetsAndClearsTheRowAndANewSourceFindsIt() async throws {
        let database = try DatabaseQueue()
        let store = try SQLiteStore<String>(database: database, key: "token")
        let tester = SourceTester(Source(persistedIn: store))
        #expect(tester.model.value == nil)

        tester.invoke(\.notFound?.set, "secret")
        await tester.expect(\.value, equals: "secret")
        #expect(await tester.source.workFinished())
        #expect(try store.load()?.value == "secret")
        #expect(Source(persistedIn: store).model.value == "secret")

        tester.invoke(\.found?.clear)
        await tester.expect(\.value, equals: nil)
        #expect(await tester.source.workFinished())
        #expect(try store.load() == nil)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aFetchablePersistedUsingSQLiteSavesEveryFetchedValue() async throws {
        let database = try DatabaseQueue()
        let store = try SQLiteStore<Int>(database: database, key: "temperature")
        let tester = SourceTester(
            Source<Fetchable<Int>>(named: "Temperature", fetching: { 21 }).persisted(using: store))
        if tester.model.value == nil {
            await tester.expect(\.value, equals: 21)
        }
        await tester.finish(timeout: .seconds(5))
        #expect(try store.load()?.value == 21)
    }
}
#endif
