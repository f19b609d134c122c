import Testing
#if canImport(XCTest)
import XCTest
#endif

/// Where an expectation was written, so a failure points at the test's line rather than at
/// VerityTesting's.
struct CallSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// Records a test failure in whichever framework is running the current test.
///
/// NB: Swift Testing exposes the running test through a task-local, so `Test.current` tells the
/// two frameworks apart. Outside both (say, a playground), the failure still goes through Swift
/// Testing's API, which prints it.
func recordFailure(_ message: String, at site: CallSite) {
    #if canImport(XCTest)
    if Test.current == nil {
        XCTFail(message, file: site.filePath, line: site.line)
        return
    }
    #endif
    Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
            fileID: "\(site.fileID)",
            filePath: "\(site.filePath)",
            line: Int(site.line),
            column: Int(site.column)
        )
    )
}
