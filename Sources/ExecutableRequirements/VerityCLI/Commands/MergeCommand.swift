import ArgumentParser
import CucumberMessages
import Foundation
import VerityRunOptions

/// `verity merge`: joins the message streams of shards into one stream for `verity report`.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the message streams (NDJSON) of shards into one valid stream.",
        discussion: """
            Messages every shard repeats (meta, sources, Gherkin documents, pickles, step \
            definitions, hooks, parameter types) are kept once and later shards' ids are \
            re-pointed at them; one testRunStarted (earliest timestamp) opens the stream and one \
            testRunFinished (latest timestamp, success only when every shard succeeded) closes \
            it; everything else is kept, shard after shard, ids that clash renamed consistently.

            Each shard's stream says which shard of which split of which suite it is, and the \
            merge fails, naming what is wrong, when a shard is missing, given twice, or of \
            another split (other --shard-timings) or suite (another commit, other tags); \
            --allow-partial merges them anyway. Standard error says how many shards were \
            merged ("3 of 3 shards").

            The exit status is 0 when the stream was written, whatever the run's outcome; with \
            --check it is 1 when the merged run failed (the stream is written first), so that \
            the merge job can be the pipeline's gate.
            """
    )

    @Argument(help: "The shards' NDJSON streams (- for standard input).") var streams: [String]
    @Option(name: .shortAndLong, help: "Write the merged stream here instead of standard output.")
    var output: String?
    @Flag(help: "Merge shards that do not make a whole split (missing, repeated, or of another split or suite).")
    var allowPartial = false
    @Flag(help: "Exit with status 1 when the merged run failed, after writing the stream.") var check = false

    func run() throws {
        var merger = StreamMerger()
        var labels: [(name: String, label: ShardLabel?)] = []
        for stream in streams {
            let envelopes = try MessageStreamFile.read(stream)
            let runId = envelopes.lazy.compactMap(\.testRunStarted).first?.id
            labels.append(
                (stream == "-" ? "standard input" : stream, runId.flatMap(ShardLabel.init(testRunStartedId:))))
            try merger.add(shard: envelopes)
        }
        let completeness = ShardCompleteness(labels)
        if !completeness.problems.isEmpty {
            let list = completeness.problems.map { "  - \($0)\n" }.joined()
            guard allowPartial else {
                throw IncompleteMerge(
                    description: "the streams are not one whole split of the suite:\n\(list)"
                        + "(--allow-partial merges them anyway)")
            }
            Self.say("verity merge: warning: the streams are not one whole split of the suite:\n\(list)")
        }
        let merged = merger.merged()
        var bytes: [UInt8] = []
        let encoder = NDJSONEncoder()
        for envelope in merged { try encoder.appendLine(envelope, to: &bytes) }
        if let output {
            // NB: written in place with open(2), so a symbolic link or pipe (/dev/stdout) is
            // written through rather than replaced.
            let descriptor = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { throw OutputError(errno: errno) }
            defer { close(descriptor) }
            try FileDescriptorSink(descriptor: descriptor).write(bytes)
        } else {
            try FileDescriptorSink.standardOutput.write(bytes)
        }
        let finished = merged.last?.testRunFinished
        let outcome = finished.map { $0.success ? "the run passed" : "the run failed" } ?? "the run did not finish"
        Self.say("verity merge: \(completeness.summary); \(outcome)\n")
        if check, finished?.success != true {
            Self.say("verity merge: --check: exit status 1, since \(outcome)\n")
            throw ExitCode(1)
        }
    }

    private static func say(_ text: String) {
        try? FileDescriptorSink.standardError.write(Array(text.utf8))
    }
}

/// The streams given to `verity merge` are not one whole split, and `--allow-partial` was not given.
struct IncompleteMerge: Error, CustomStringConvertible {
    var description: String
}
