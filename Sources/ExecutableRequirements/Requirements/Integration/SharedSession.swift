import CucumberMessages
import Foundation
import VeritySynchronization

/// A feature directory or configuration that could not be read.
struct SetupError: Error, CustomStringConvertible {
    let description: String
}

/// The one run that the ``FeatureSuite/scenarios`` of a suite share, made on first use.
final class SharedSession<World>: Sendable {
    // NB: the session is made under the lock, so that two scenarios starting at once share one.
    private let session = Locked<RunSession<World>?>(nil)

    func session(for suite: FeatureSuite<World>) -> RunSession<World> {
        session.withLock { session in
            if let session { return session }
            let made = Self.makeSession(for: suite)
            session = made
            return made
        }
    }

    private static func makeSession(for suite: FeatureSuite<World>) -> RunSession<World> {
        var receivers: [any MessageSink] = []
        var problem = suite.setupError
        do {
            receivers = try ReportReceivers.make(
                suite.configuration.format, numberingRepeats: true, snippetWorld: RunSession<World>.worldTypeName)
        } catch {
            problem = problem ?? SetupError(description: "VERITY_FORMAT: \(error)")
        }
        let made = RunSession(
            steps: suite.steps, features: suite.features, configuration: suite.configuration,
            receivers: receivers, clock: .system, idStyle: .uuid, timings: RecordedTimings.read,
            setupError: problem)
        // NB: the run's first line, so that a CI log shows at its top which split this shard used.
        if let shard = suite.configuration.shard {
            let by = made.dealing.map { "; \($0)" } ?? ""
            FileHandle.standardError.write(
                Data("Verity: shard \(shard) (\(suite.configuration.shardReason ?? "configured")\(by))\n".utf8))
        }
        if made.leftOutByDefaultTags > 0 {
            let count = made.leftOutByDefaultTags
            FileHandle.standardError.write(
                Data(
                    ("Verity: \(count) scenario\(count == 1 ? "" : "s") tagged @wip left out "
                        + "(VERITY_TAGS defaults to '\(RunConfiguration.defaultTags)'; VERITY_TAGS= runs every scenario)\n")
                        .utf8))
        }
        for warning in made.selectionWarnings {
            FileHandle.standardError.write(Data("Verity: warning: \(warning)\n".utf8))
        }
        if let seed = made.seed {
            FileHandle.standardError.write(
                Data(
                    "Verity: scenarios in random order, seed \(seed) (VERITY_ORDER=random:\(seed) repeats it)\n".utf8))
        }
        return made
    }

    /// Where a generated test says its scenario is: a line of a file, the file known by its name.
    private struct Place: Hashable {
        let line: Int
        let fileName: Substring
    }

    // NB: each generated test looks its scenario up by its line and its file's name; an index by
    // both keeps a large suite (whose alike features put many scenarios on each line) from
    // comparing paths once per scenario per test.
    private let byPlace = Locked<[Place: [Int]]?>(nil)

    /// The positions in `session.scenarios` of the selected scenarios at `line` of a file whose
    /// name is that of `path` (the caller matches the whole path).
    func positions(atLine line: Int, ofFileNamed path: String, in session: RunSession<World>) -> [Int] {
        let place = Place(line: line, fileName: Self.fileName(of: path))
        return byPlace.withLock { index in
            if let index { return index[place] ?? [] }
            var made: [Place: [Int]] = [:]
            for (position, scenario) in session.scenarios.enumerated() {
                let name = Self.fileName(of: scenario.filePath)
                made[Place(line: scenario.line, fileName: name), default: []].append(position)
                let uriName = Self.fileName(of: scenario.uri)
                if uriName != name { made[Place(line: scenario.line, fileName: uriName), default: []].append(position) }
            }
            index = made
            return made[place] ?? []
        }
    }

    /// The last component of `path`.
    private static func fileName(of path: String) -> Substring {
        guard let slash = path.lastIndex(of: "/") else { return path[...] }
        return path[path.index(after: slash)...]
    }

    /// Scenarios started ahead of the XCTest methods that report them.
    let prefetched = PrefetchedScenarios()

    // NB: the XCTest tests of a suite end its run when their bundle ends; one observer a suite.
    private let finishesAtBundleEnd = Locked(false)

    /// Whether the caller is the first to ask: the one that has the run end with the XCTest bundle.
    func claimFinishingAtBundleEnd() -> Bool {
        finishesAtBundleEnd.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }

    /// The session if a scenario has used it.
    var existing: RunSession<World>? {
        session.withLock { $0 }
    }
}
