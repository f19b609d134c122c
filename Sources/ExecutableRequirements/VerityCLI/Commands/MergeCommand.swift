import ArgumentParser
import CucumberMessages
import Foundation

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
            """
    )

    @Argument(help: "The shards' NDJSON streams (- for standard input).") var streams: [String]
    @Option(name: .shortAndLong, help: "Write the merged stream here instead of standard output.")
    var output: String?

    func run() throws {
        var merger = StreamMerger()
        for stream in streams {
            try merger.add(shard: MessageStreamFile.read(stream))
        }
        var bytes: [UInt8] = []
        let encoder = NDJSONEncoder()
        for envelope in merger.merged() { try encoder.appendLine(envelope, to: &bytes) }
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
    }
}
