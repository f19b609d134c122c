import Testing

@testable import VerityCLI

/// Requirement (issue 48): `verity run --quiet` is a console for CI: the lines `swift test`
/// prints for tests that pass and for a run's start go, every failure's lines stay.
@Suite("verity run --quiet")
struct QuietConsoleTests {
    @Test("XCTest's lines for suites and tests that started or passed, and counts without failures, go")
    func passingXCTestLinesGo() {
        for line in [
            "Test Suite 'All tests' started at 2026-12-02 13:29:42.047",
            "Test Suite 'debug.xctest' passed at 2026-12-02 13:29:42.049",
            "Test Case 'Orders.test_Order_1' started at 2026-12-02 13:29:42.050",
            "Test Case 'Orders.test_Order_1' passed (0.001 seconds)",
            "\t Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds",
        ] {
            #expect(!QuietConsole.keeps(line[...]), "\(line)")
        }
    }

    @Test("a failure's lines and the counts of a run with failures stay")
    func failuresStay() {
        for line in [
            "Test Case 'Orders.test_Order_2' failed (0.002 seconds)",
            "Test Suite 'Orders' failed at 2026-12-02 13:29:42.049",
            "/work/Features/orders.feature:15: error: Orders.test_Order_2 : failed - not fixed yet",
            "\t Executed 3 tests, with 1 failure (0 unexpected) in 0.0 (0.0) seconds",
            "✘ Test scenario(_:) recorded an issue at orders.feature:15:5: Issue recorded",
            "↳ FAILED: a step that fails (RehearsalSteps.swift:10): not fixed yet",
            "3 scenarios (2 passed, 1 failed)",
            "Verity: reports: junit build/junit.xml",
            "✔ Test run with 1 test in 1 suite passed after 0.004 seconds.",
            "",
        ] {
            #expect(QuietConsole.keeps(line[...]), "\(line)")
        }
    }

    @Test("Swift Testing's run header goes")
    func swiftTestingHeaderGoes() {
        for line in [
            "◇ Test run started.", "↳ Testing Library Version: 6.3.1 (937120cbc281cf2)",
            "↳ Target Platform: x86_64-unknown-linux-gnu",
        ] {
            #expect(!QuietConsole.keeps(line[...]), "\(line)")
        }
    }

    @Test("--quiet also asks swift test for its own quiet output, once")
    func passesQuietToSwiftTest() throws {
        #expect(
            try RunCommand.parse(["--quiet", "--", "--filter", "A"]).swiftTestArgumentsToPass == [
                "--quiet", "--filter", "A",
            ])
        #expect(try RunCommand.parse(["--quiet", "--", "-q"]).swiftTestArgumentsToPass == ["-q"])
        #expect(try RunCommand.parse(["--", "--filter", "A"]).swiftTestArgumentsToPass == ["--filter", "A"])
    }
}
