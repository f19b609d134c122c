import Foundation

/// Shows `verb n/total` on one rewritten line of standard error while many files are
/// processed, and only when standard error is a terminal (so logs and pipes stay clean).
final class ProgressReporter {
    private let sink: any OutputSink
    private let verb: String
    private let minimumFiles: Int
    private var total = 0
    private var done = 0
    private var active = false
    private var lastDraw = Date.distantPast

    /// A reporter on standard error, or `nil` when standard error is not a terminal.
    static func onTerminal(verb: String) -> ProgressReporter? {
        let standardError = FileDescriptorSink.standardError
        return standardError.isTerminal ? ProgressReporter(sink: standardError, verb: verb) : nil
    }

    init(sink: any OutputSink, verb: String, minimumFiles: Int = 20) {
        self.sink = sink
        self.verb = verb
        self.minimumFiles = minimumFiles
    }

    func start(total: Int) {
        self.total = total
        done = 0
        active = total >= minimumFiles
    }

    func advance() {
        done += 1
        guard active else { return }
        let now = Date()
        // NB: Redrawing for every file would cost more than linting a small file.
        guard now.timeIntervalSince(lastDraw) > 0.05 || done == total else { return }
        lastDraw = now
        try? sink.write(Array("\r\(verb) \(done)/\(total)".utf8))
    }

    func finish() {
        guard active else { return }
        try? sink.write(Array("\r\u{1B}[K".utf8))
        active = false
    }
}
