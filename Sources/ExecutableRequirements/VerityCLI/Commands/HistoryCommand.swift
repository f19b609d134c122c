import ArgumentParser
import CucumberMessages
import Foundation
import VerityFormatters

/// `verity history`: what several runs' message streams say about each scenario, flakiest first.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Report each scenario's runs, failures and flakes across several message streams, flakiest first.",
        discussion: """
            Each RUN is the message stream (NDJSON) of one run of the same suite, e.g. what \
            VERITY_FORMAT=message:FILE or verity merge wrote; runs are taken oldest first by the \
            time each started. A scenario is flaky when it passed on a retry, or when it both \
            passed and failed across the runs; flaky ones are listed first, then the ones that \
            failed every time they failed to pass. A stream given twice (the same testRunStarted \
            id, or the same bytes) is refused. The streams of a sharded run's shards count as one \
            run: give every shard (or merge them first with verity merge). --rerun writes the flaky ones as a rerun file \
            for VERITY_LOCATIONS=@FILE. The exit status is 0 when the streams were read, whatever \
            they say; 1 when one cannot be read, is repeated or lacks a shard.
            """
    )

    @Argument(help: "The runs' NDJSON message streams.") var runs: [String]
    @Option(help: "Write the flaky scenarios (uri:line) to this file.") var rerun: String?

    func run() throws {
        var streams: [RecordedRuns.Stream] = []
        for path in runs {
            let content = try MessageStreamFile.bytes(path)
            let envelopes = try MessageStreamFile.decode(content, from: path)
            let started = envelopes.lazy.compactMap(\.testRunStarted).first
            let seconds = started.map { Double($0.timestamp.seconds) + Double($0.timestamp.nanos) / 1e9 }
            streams.append(
                RecordedRuns.Stream(
                    path: path, started: seconds, id: started?.id, content: content,
                    scenarios: RecordedScenario.all(in: envelopes)))
        }
        let recorded: RecordedRuns
        do {
            recorded = try RecordedRuns(streams)
        } catch {
            throw ValidationError(error.description)
        }
        let history = RunHistory(runs: recorded.ordered.map(\.scenarios))
        print(history.text, terminator: "")
        if let rerun {
            do {
                try history.rerunText.write(toFile: rerun, atomically: true, encoding: .utf8)
            } catch {
                throw ValidationError("cannot write \(rerun): \(error.localizedDescription)")
            }
        }
    }
}
