import VerityRunOptions

/// Whether the streams given to `verity merge` are the whole of one split: each shard of it
/// once, all of one suite and dealt the same way. A merge of part of a run reports the part as
/// if it were the run, so a failed upload or a glob that caught last week's artifact would turn
/// the combined report green.
///
/// ```swift
/// let check = ShardCompleteness([("s1.ndjson", one), ("s2.ndjson", two)])  // labels 1/3, 2/3
/// check.problems  // ["shard 3/3 is missing (given: 1/3 in s1.ndjson, 2/3 in s2.ndjson)"]
/// check.summary   // "2 of 3 shards"
/// ```
struct ShardCompleteness {
    /// What makes the streams less than one whole split, one sentence each, naming the streams.
    let problems: [String]
    /// `3 of 3 shards`, or what the streams are when none is a shard's.
    let summary: String

    /// The check of `streams`, each a stream's name and the shard label its run carries (`nil`
    /// for a run that was not a shard).
    init(_ streams: [(name: String, label: ShardLabel?)]) {
        let labelled = streams.compactMap { stream in stream.label.map { (name: stream.name, label: $0) } }
        guard let reference = labelled.first else {
            problems = []
            summary =
                "\(streams.count) stream\(streams.count == 1 ? "" : "s"), none a shard's (runs without --shard), "
                + "so not checked for missing or repeated shards"
            return
        }
        var problems: [String] = []
        for stream in streams where stream.label == nil {
            problems.append("\(stream.name) is not a shard's stream (its run had no --shard), unlike \(reference.name)")
        }
        var sameSplit: [(name: String, label: ShardLabel)] = []
        for stream in labelled {
            let label = stream.label
            if label.suite != reference.label.suite {
                problems.append(
                    "\(stream.name) (shard \(label.shard)) is of another suite than \(reference.name): its run selected "
                        + "other scenarios (another commit, or other tags, names or locations)")
            } else if label.count != reference.label.count {
                problems.append(
                    "\(stream.name) is shard \(label.shard), of a split into \(label.count), where \(reference.name) "
                        + "is of a split into \(reference.label.count)")
            } else if label.split != reference.label.split {
                problems.append(
                    "\(stream.name) (shard \(label.shard)) is of another split than \(reference.name): its scenarios "
                        + "were dealt otherwise (other --shard-timings, or none)")
            } else {
                sameSplit.append(stream)
            }
        }
        let count = reference.label.count
        var given: [Int: [String]] = [:]
        for stream in sameSplit { given[stream.label.index, default: []].append(stream.name) }
        for index in given.keys.sorted() {
            if let names = given[index], names.count > 1 {
                problems.append(
                    "shard \(index)/\(count) is given \(names.count) times: \(names.joined(separator: ", "))")
            }
        }
        let missing = (1...count).filter { given[$0] == nil }
        if !missing.isEmpty {
            let present = sameSplit.map { "\($0.label.shard) in \($0.name)" }.joined(separator: ", ")
            let which = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
            problems.append(
                "shard\(missing.count == 1 ? "" : "s") \(which) \(missing.count == 1 ? "is" : "are") missing "
                    + "(given: \(present))")
        }
        self.problems = problems
        summary = "\(given.count) of \(count) shards"
    }
}
