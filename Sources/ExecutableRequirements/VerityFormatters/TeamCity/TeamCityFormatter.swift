import CucumberMessages
import VeritySynchronization

/// Writes TeamCity service messages (see ``TeamCityReport``) as the run goes, each test case
/// once its turn comes, so that TeamCity and IntelliJ show the tests live.
final class TeamCityFormatter: MessageFormatter {
    private struct State {
        var report = TeamCityReport()
        var error: (any Error)?
    }

    private let output: ReportOutput
    private let state = Locked(State())

    init(output: ReportOutput) {
        self.output = output
    }

    func receive(_ envelope: Envelope) {
        state.withLock { state in
            write(state.report.receive(envelope), into: &state)
        }
    }

    func finish() throws {
        try state.withLock { state in
            write(state.report.finish(), into: &state)
            if let error = state.error { throw error }
        }
        try output.close()
    }

    /// NB: a failed write is kept and thrown by `finish()`, since `receive(_:)` cannot throw.
    private func write(_ lines: [String], into state: inout State) {
        guard !lines.isEmpty, state.error == nil else { return }
        do {
            try output.write(lines.map { $0 + "\n" }.joined())
        } catch {
            state.error = error
        }
    }
}
