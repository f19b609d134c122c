import Foundation

/// Issues a test framework records while a step body runs (Swift Testing's `#expect`, which
/// records without throwing), so that the step fails like a thrown error would.
///
/// NB: the Swift Testing integration turns capturing on and appends from its issue handler,
/// which runs synchronously in the recording task; the engine opens one collector per body.
enum IssueCapture {
    /// Whether the test framework hands recorded issues to ``current``.
    @TaskLocal static var isEnabled = false
    /// The collector of the body that is running.
    @TaskLocal static var current: RecordedIssues?
}

/// The descriptions of the issues recorded during one body.
final class RecordedIssues: @unchecked Sendable {
    // NB: @unchecked: `descriptions` is only touched under `lock`.
    private let lock = NSLock()
    private var descriptions: [String] = []

    func append(_ description: String) {
        lock.lock()
        defer { lock.unlock() }
        descriptions.append(description)
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return descriptions
    }
}
