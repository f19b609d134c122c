import CucumberMessages

/// Writes the failed scenarios as `uri:line`, one per line, in the order they ran, for
/// `VERITY_LOCATIONS` or `verity run` to run them again.
///
/// A scenario counts as failed when its final attempt failed in strict terms (failed,
/// ambiguous, undefined or pending); a scenario that passed on a retry is not listed.
final class RerunFormatter: MessageFormatter {
    private let output: ReportOutput
    private let index = Locked(TestRunIndex())

    init(output: ReportOutput) {
        self.output = output
    }

    func receive(_ envelope: Envelope) {
        index.withLock { $0.add(envelope) }
    }

    func finish() throws {
        let locations = index.withLock { index in
            var seen = Set<String>()
            return index.finalScenarioReports
                .filter { $0.status.isFailure }
                .map(\.location)
                .filter { seen.insert($0).inserted }
        }
        try output.write(locations.map { $0 + "\n" }.joined())
        try output.close()
    }
}
