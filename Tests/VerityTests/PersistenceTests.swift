import Foundation
import Testing
import Verity
import VerityTesting

@Suite struct PersistableSourceTests {
    @Test func anEmptyStoreIsNotFoundAndSetStoresTheValue() async throws {
        let store = InMemoryStore<String>()
        let token = Source(named: "Token", persistedIn: store)
        try #require(token.model.notFound).set("abc")
        #expect(token.model.value == "abc")
        #expect(await token.workFinished())
        #expect(store.load()?.value == "abc")
    }

    @Test func clearRemovesTheValue() async throws {
        let store = InMemoryStore(Persisted(value: 5, savedAt: Date()))
        let source = Source(named: "Count", persistedIn: store)
        try #require(source.model.found).clear()
        #expect(source.model.value == nil)
        #expect(await source.workFinished())
        #expect(store.load() == nil)
    }

    @Test(arguments: [(age: 59.0, stale: false), (age: 61.0, stale: true)])
    func aValueOlderThanTheMaximumAgeIsStale(age: Double, stale: Bool) throws {
        let savedAt = Date(timeIntervalSince1970: 1_000)
        let store = InMemoryStore(Persisted(value: "x", savedAt: savedAt))
        let source = Source(persistedIn: store, staleAfter: .seconds(60), now: { savedAt.addingTimeInterval(age) })
        #expect(try #require(source.model.found).isStale == stale)
    }

    @Test func setFromAnOutdatedModelIsRejected() throws {
        let store = InMemoryStore<Int>()
        let source = Source(named: "Count", persistedIn: store)
        guard case .notFound(let first) = source.model else { Issue.record("expected notFound"); return }
        first.set(1)
        LogCapture.withHandler({ _ in }) { first.set(2) }
        #expect(source.model.value == 1)
    }
}

@Suite final class FileStoreTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("verity-filestore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func aMissingFileLoadsAsNothing() throws {
        let store = FileStore<Int>(url: directory.appendingPathComponent("missing.json"))
        #expect(try store.load() == nil)
    }

    @Test func savedValuesLoadBackAndLeaveNoTemporaryFiles() throws {
        let store = FileStore<[String]>(url: directory.appendingPathComponent("names.json"))
        let saved = Persisted(value: ["ada", "grace"], savedAt: Date(timeIntervalSince1970: 100))
        try store.save(saved)
        try store.save(Persisted(value: ["linus"], savedAt: Date(timeIntervalSince1970: 200)))
        #expect(try store.load() == Persisted(value: ["linus"], savedAt: Date(timeIntervalSince1970: 200)))
        #expect(try contents() == ["names.json"])
        try store.remove()
        #expect(try contents() == [])
    }

    @Test func aWriteInterruptedBeforeTheRenameLeavesTheOldFileIntact() throws {
        let url = directory.appendingPathComponent("value.json")
        let store = FileStore<Int>(url: url)
        try store.save(Persisted(value: 1, savedAt: Date(timeIntervalSince1970: 0)))
        // What a crash mid-save leaves behind: a partial temporary file beside the target.
        try Data(#"{"value": 2, "sav"#.utf8).write(to: directory.appendingPathComponent(".value.json.crashed.tmp"))
        #expect(try store.load()?.value == 1)
    }

    @Test func aFailedSaveThrowsAndLeavesNothingBehind() throws {
        let url = directory.appendingPathComponent("missing-directory/value.json")
        let store = FileStore<Int>(url: url)
        #expect(throws: FileStoreError.self) {
            try store.save(Persisted(value: 1, savedAt: Date()))
        }
        #expect(try contents() == [])
    }

    @Test func aCorruptFileIsATypedErrorNamingTheFile() throws {
        let url = directory.appendingPathComponent("corrupt.json")
        try Data("{not json".utf8).write(to: url)
        do {
            _ = try FileStore<Int>(url: url).load()
            Issue.record("a corrupt file must not load")
        } catch {
            #expect(error.operation == .decode)
            #expect(error.url == url)
        }
    }

    @Test func concurrentSavesAndLoadsNeverSeeAHalfWrittenFile() throws {
        let store = FileStore<[Int]>(url: directory.appendingPathComponent("big.json"))
        try store.save(Persisted(value: Array(repeating: 0, count: 5_000), savedAt: Date()))
        let failures = Recorder<String>()
        let finished = runConcurrently(4) { thread in
            for round in 0..<20 {
                do {
                    if thread < 2 {
                        try store.save(Persisted(value: Array(repeating: round, count: 5_000), savedAt: Date()))
                    } else if let loaded = try store.load(), Set(loaded.value).count != 1 {
                        failures.append("mixed contents")
                    }
                } catch {
                    failures.append("\(error)")
                }
            }
        }
        #expect(finished)
        #expect(failures.values == [])
        #expect(try contents() == ["big.json"])
    }

    @Test func aPersistableSourceSurvivesARestartThroughItsFile() async throws {
        let url = directory.appendingPathComponent("settings.json")
        do {
            let first = Source(named: "Settings", persistedIn: FileStore<String>(url: url))
            try #require(first.model.notFound).set("dark")
            #expect(await first.workFinished())
        }
        #expect(try FileStore<String>(url: url).load()?.value == "dark")
        let second = Source(named: "Settings", persistedIn: FileStore<String>(url: url))
        #expect(second.model.value == "dark")
    }
}

@Suite(.timeLimit(.minutes(1))) struct PersistedOperatorTests {
    @Test func fetchedValuesAreStoredAndShownWhileTheNextFetchRuns() async throws {
        let store = InMemoryStore<String>()
        let first = Source(named: "Weather", fetching: { "sunny" }).persisted(using: store)
        _ = await first.first { $0.value != nil }
        #expect(await first.workFinished())
        #expect(store.load()?.value == "sunny")

        let gate = Gate()
        let second = Source<Fetchable<String>>(
            named: "Weather",
            fetching: {
                await gate.wait()
                return "rain"
            }
        ).persisted(using: store)
        #expect(second.model.value == "sunny", "the stored value shows while fetching")
        await gate.open()
        #expect(await second.first { $0.value == "rain" }?.value == "rain")
    }
}

/// Lets a test hold an async operation until it says so.
actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}
