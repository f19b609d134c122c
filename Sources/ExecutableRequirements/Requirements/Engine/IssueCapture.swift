import VeritySynchronization

#if canImport(Testing)
import Testing
#endif

/// Issues a test framework records while a step body runs (Swift Testing's `#expect`, which
/// records without throwing), so that the step fails like a thrown error would.
///
/// NB: the Swift Testing integration turns capturing on and appends from its issue handler,
/// which runs synchronously in the recording task; the engine opens one collector per body.
enum IssueCapture {
    /// Whether the test framework hands recorded issues to ``current``.
    @TaskLocal static var isEnabled = false
    /// The collector of the body that is running.
    @TaskLocal static var current: Locked<[String]>?
    /// Whether bodies that run outside any Swift Testing test (under XCTest, say) catch the
    /// issues recorded in them themselves.
    @TaskLocal static var outsideTests = false

    #if canImport(Testing)
    /// An issue as a step's failure message: its kind, where it was recorded, and its comments.
    static func describe(_ issue: Issue) -> String {
        let place = issue.sourceLocation.map { " (\($0))" } ?? ""
        return (["\(issue.kind)" + place] + issue.comments.map(\.rawValue)).joined(separator: ": ")
    }
    #endif
}
