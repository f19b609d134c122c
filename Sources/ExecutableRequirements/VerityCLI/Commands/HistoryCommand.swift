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
            failed every time they failed to pass. --rerun writes the flaky ones as a rerun file \
            for VERITY_LOCATIONS=@FILE. The exit status is 0 when the streams were read, whatever \
            they say; 1 when one cannot be read.
            """
    )

    @Argument(help: "The runs' NDJSON message streams.") var runs: [String]
    @Option(help: "Write the flaky scenarios (uri:line) to this file.") var rerun: String?

    func run() throws {
        var recorded: [(started: Double?, position: Int, scenarios: [RecordedScenario])] = []
        for (position, path) in runs.enumerated() {
            let envelopes = try MessageStreamFile.read(path)
            let started = envelopes.lazy.compactMap(\.testRunStarted).first
                .map { Double($0.timestamp.seconds) + Double($0.timestamp.nanos) / 1e9 }
            recorded.append((started, position, RecordedScenario.all(in: envelopes)))
        }
        // NB: streams without a start time keep the order given.
        let byTime = recorded.allSatisfy { $0.started != nil }
        let ordered =
            byTime ? recorded.sorted { ($0.started ?? 0, $0.position) < ($1.started ?? 0, $1.position) } : recorded
        let history = RunHistory(runs: ordered.map(\.scenarios))
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
