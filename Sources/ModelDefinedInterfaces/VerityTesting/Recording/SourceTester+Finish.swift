import Foundation
import Verity

extension SourceTester {
    /// Ends the test: waits, up to `timeout` of real time, for the work the source owns to
    /// return (work started with `SourceSetter.run`, a functional core's commands), then checks
    /// that every emitted model has been asserted and that no such work is still running.
    ///
    /// Work that outlives the test could emit a model nobody asserts, so work still running
    /// after `timeout` fails the test, naming it. The wait suspends the test's task rather
    /// than blocking its thread, so the work can run even when every other thread of the
    /// pool is busy (a parallel suite, a machine with one CPU) or when it needs the test's
    /// actor (`@MainActor` work in a `@MainActor` test).
    ///
    /// ```swift
    /// tester.invoke(\.submit, credentials)
    /// await tester.expect(\.isSending, equals: false)
    /// await tester.finish(timeout: .seconds(5))  // the command the shell started has returned
    /// ```
    public func finish(
        timeout: Duration,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        _ = await source.workFinished(within: timeout)
        conclude(running: source.runningWork, at: site)
    }

    /// Checks that every emitted model has been asserted and that no work the source owns is
    /// still running, waiting for such work by blocking the calling thread.
    ///
    /// Blocking can keep the very work it waits for from running (it may need the thread
    /// this call holds, or the test's actor), so the check fails although the work would have
    /// returned at once.
    @available(
        *, deprecated,
        message:
            "Use `await finish(timeout:)`: it waits for the source's work without blocking a thread the work may need."
    )
    public func finish(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(500))
        while !source.runningWork.isEmpty, clock.now < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        conclude(running: source.runningWork, at: site)
    }

    /// The checks both forms of `finish` end with; `running` is the work still running.
    func conclude(running: [String], at site: CallSite) {
        reportUnasserted(when: "the test finished", at: site)
        if !running.isEmpty {
            recordFailure(
                "\(source.name) still runs work an action started when the test finished: "
                    + running.map { "\"\($0)\"" }.joined(separator: ", ")
                    + ". Await the model it emits with `expect`, or end it, before `finish(timeout:)`.",
                at: site
            )
        }
        state.withLock { $0.isFinished = true }
    }
}
