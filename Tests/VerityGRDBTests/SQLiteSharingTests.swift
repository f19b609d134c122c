#if SQLite
import Foundation
import GRDB
import Testing
import Verity
import VerityTesting
import VerityGRDB

@Suite("Persistable sources over SQLite rows", .timeLimit(.minutes(1)))
struct SQLiteSharingTests {
    @Test func sourcesOverTheSameRowShareOneValueEvenWithTheFileOpenedTwice() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("verity-\(UUID().uuidString).sqlite")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = Source(persistedIn: try SQLiteStore<String>(path: path, key: "token"))
        let second = Source(persistedIn: try SQLiteStore<String>(path: path, key: "token"))
        let other = Source(persistedIn: try SQLiteStore<String>(path: path, key: "other"))
        try #require(first.model.notFound).set("secret")
        #expect(second.model.value == "secret", "the second source must not show 'not found' any more")
        #expect(other.model.value == nil, "another key is another value")
        #expect(await first.workFinished())
        #expect(try SQLiteStore<String>(path: path, key: "token").load()?.value == "secret")
    }

    @Test func twoInMemoryDatabasesAreTwoPlaces() throws {
        let first = Source(persistedIn: try SQLiteStore<Int>(database: try DatabaseQueue(), key: "count"))
        let second = Source(persistedIn: try SQLiteStore<Int>(database: try DatabaseQueue(), key: "count"))
        try #require(first.model.notFound).set(1)
        #expect(second.model.value == nil)
    }

    @Test func aWriteTheDatabaseRefusesShowsAsTheModelsError() async throws {
        let database = try DatabaseQueue()
        let store = try SQLiteStore<Int>(database: database, key: "count")
        try store.save(Persisted(value: 1, savedAt: Date()))
        try await database.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse BEFORE UPDATE ON verity_persisted
                    BEGIN SELECT RAISE(ABORT, 'read-only in this test'); END
                    """)
        }
        let source = Source(named: "Count", persistedIn: store)
        try #require(source.model.found).set(2)
        let found = try #require(await source.first { $0.error != nil }?.found)
        #expect(found.value == 1, "what the row still holds")
        #expect("\(try #require(found.error))".contains("read-only in this test"))
    }
}

extension Source {
    /// The first model, current or later, that satisfies `predicate`.
    func first(where predicate: @Sendable (Model) -> Bool) async -> Model? {
        for await model in values where predicate(model) {
            return model
        }
        return nil
    }
}
#endif
