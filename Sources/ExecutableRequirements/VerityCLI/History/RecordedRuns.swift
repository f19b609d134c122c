import Foundation
import VerityFormatters
import VerityRunOptions

/// The runs that `verity history` reads from its streams: each stream given once, and the
/// shard streams of one run taken together as that run.
///
/// A stream given twice (the same `testRunStarted` id, or the same bytes) would count one run
/// as two and double its flakes, so it is refused. A shard's stream (its `testRunStarted` id
/// carries a ``ShardLabel``) is one part of a run: shards of the same split are put together,
/// oldest first, each run taking one stream of each shard; a run that lacks a shard is refused,
/// naming it, since its scenarios would look as if they had not run.
///
/// ```swift
/// let runs = try RecordedRuns([monday, tuesdayShard1, tuesdayShard2])  // each a RecordedRuns.Stream
/// runs.runs.count  // 2
/// ```
struct RecordedRuns {
    /// One stream as read.
    struct Stream {
        /// The file's path, as given.
        var path: String
        /// When the run started, in seconds since 1970; `nil` without a `testRunStarted`.
        var started: Double?
        /// The `testRunStarted` id.
        var id: String?
        /// The stream's bytes, to tell a copy of a stream from another run.
        var content: Data
        var scenarios: [RecordedScenario]

        var label: ShardLabel? { id.flatMap(ShardLabel.init(testRunStartedId:)) }
    }

    /// One run: a stream, or the streams of all its shards.
    struct Run {
        var started: Double?
        var position: Int
        var scenarios: [RecordedScenario]
        /// How many shard streams it was put together from; 0 for an unsharded stream.
        var shards = 0
    }

    /// The runs, in the order given (``ordered`` sorts them).
    private(set) var runs: [Run] = []

    /// - Throws: ``RecordedRunsError`` naming the repeated
    ///   stream or the missing shard.
    init(_ streams: [Stream]) throws(RecordedRunsError) {
        var byId: [String: String] = [:]
        var byContent: [Data: String] = [:]
        for stream in streams {
            if let id = stream.id, let first = byId[id] {
                throw RecordedRunsError(
                    "\(stream.path) is the run \(first) already holds (the same testRunStarted id, \(id)): give each run once"
                )
            }
            if let first = byContent[stream.content] {
                throw RecordedRunsError("\(stream.path) is a copy of \(first): give each run once")
            }
            if let id = stream.id { byId[id] = stream.path }
            byContent[stream.content] = stream.path
        }
        // NB: shards of one split are dealt to runs oldest first, so that Monday's shard 2 joins
        // Monday's shard 1, not Tuesday's.
        var groups: [(label: ShardLabel, position: Int, members: [Int: Stream])] = []
        let order = streams.indices.sorted { (streams[$0].started ?? 0, $0) < (streams[$1].started ?? 0, $1) }
        for position in order {
            let stream = streams[position]
            guard let label = stream.label else {
                runs.append(Run(started: stream.started, position: position, scenarios: stream.scenarios))
                continue
            }
            if let open = groups.firstIndex(where: {
                $0.label.count == label.count && $0.label.suite == label.suite && $0.label.split == label.split
                    && $0.members[label.index] == nil
            }) {
                groups[open].members[label.index] = stream
            } else {
                groups.append((label, position, [label.index: stream]))
            }
        }
        for group in groups {
            guard group.members.count == group.label.count else {
                let missing = (1...group.label.count).filter { group.members[$0] == nil }
                let given = group.members.keys.sorted().map {
                    "\($0)/\(group.label.count) (\(group.members[$0]?.path ?? ""))"
                }
                throw RecordedRunsError(
                    "a sharded run lacks shard \(missing.map { "\($0)/\(group.label.count)" }.joined(separator: ", ")): "
                        + "its streams are shard \(given.joined(separator: ", ")); give every shard of a run, "
                        + "or merge them first with verity merge")
            }
            let members = group.members.sorted { $0.key < $1.key }.map(\.value)
            runs.append(
                Run(
                    started: members.compactMap(\.started).min(), position: group.position,
                    scenarios: members.flatMap(\.scenarios), shards: members.count))
        }
        runs.sort { $0.position < $1.position }
    }

    /// The runs oldest first by the time each started; in the order given when a stream has no
    /// start time.
    var ordered: [Run] {
        guard runs.allSatisfy({ $0.started != nil }) else { return runs }
        return runs.sorted { ($0.started ?? 0, $0.position) < ($1.started ?? 0, $1.position) }
    }
}
