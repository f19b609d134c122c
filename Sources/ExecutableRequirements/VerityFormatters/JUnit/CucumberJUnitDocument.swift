import CucumberMessages

/// The JUnit XML of a run as Cucumber's junit-xml-formatter writes it, the `junit` report's
/// default layout, valid against the Jenkins and Maven Surefire schemas:
///
/// - one `<testsuite>` (named `Cucumber`) with the run's time, the number of test cases, and
///   how many of them skipped and failed (any most severe status but passed and skipped),
///   `errors="0"` and the run's start as `timestamp`;
/// - one `<testcase>` per test case, from its final attempt, in the order of the feature files'
///   URIs and the scenarios' lines: `classname` = the feature, `name` by the long naming
///   strategy without the feature (``TestCaseNaming``), `time` in seconds;
/// - for a test case whose most severe step or hook result is not passed, `<skipped>` or
///   `<failure>` (with the exception's `type` and `message`) holding the stack trace, or else
///   the message, in CDATA;
/// - `<system-out>` listing each Gherkin step that ran, padded with dots to 76 columns, and its
///   status.
///
/// With ``JUnitOptions/surefireReruns``, each earlier attempt of a retried test case follows as
/// Maven Surefire writes a rerun test: `<flakyFailure>` when the final attempt passed,
/// `<rerunFailure>` after the `<failure>` when it did not, each with the attempt's error in
/// `<stackTrace>` (valid against Surefire's schema, not Jenkins's stricter XSD). Jenkins and GitLab
/// read them as a flaky test; Cucumber's formatter has no
/// such elements, so they are an option.
///
/// NB: the formatter writes `<failure>` for a pending or undefined test case even when the run
/// was not strict and passed (its README says so); so does this default layout.
///
/// NB: nothing depends on the order test cases arrived in, so a parallel run's report is the
/// same as a serial one's.
struct CucumberJUnitDocument {
    var index: TestRunIndex
    var options = JUnitOptions()

    func xmlString() -> String {
        let run = FinishedTestCases(index)
        var xml = XMLWriter()
        var attributes: [(String, String)] = [
            ("name", options.suiteName), ("time", ReportTime.seconds(milliseconds: run.runMilliseconds)),
            ("tests", String(run.cases.count)), ("skipped", String(run.counts[.skipped] ?? 0)),
            ("failures", String(run.failures)), ("errors", "0"),
        ]
        if let started = run.runStarted { attributes.append(("timestamp", ReportTime.isoInstant(started))) }
        xml.start("testsuite", attributes)
        for testCase in run.cases { write(testCase, to: &xml) }
        xml.end("testsuite")
        return xml.text
    }

    private func write(_ testCase: FinishedTestCases.Case, to xml: inout XMLWriter) {
        let className =
            options.className ?? testCase.lineage.map(\.feature.name) ?? testCase.pickle.uri
        xml.start(
            "testcase",
            [
                ("classname", className),
                ("name", options.naming.value.name(of: testCase.pickle, in: testCase.lineage)),
                ("time", ReportTime.seconds(milliseconds: testCase.milliseconds)),
            ])
        if let result = testCase.mostSevere, result.status != .passed { writeOutcome(result, to: &xml) }
        if options.surefireReruns { writeEarlierAttempts(of: testCase, to: &xml) }
        if !testCase.steps.isEmpty {
            xml.start("system-out", newline: false)
            xml.cdata(Self.stepListing(testCase.steps, minimumDots: 2))
            xml.end("system-out")
        }
        xml.end("testcase")
    }

    private func writeOutcome(_ result: TestStepResult, to xml: inout XMLWriter) {
        let name = result.status == .skipped ? "skipped" : "failure"
        var attributes: [(String, String)] = []
        if result.status != .skipped, let exception = result.exception {
            attributes.append(("type", exception.type))
            if let message = exception.message { attributes.append(("message", message)) }
        }
        // NB: older runners put the stack trace in the message, so it stands in for one.
        guard let content = result.exception?.stackTrace ?? result.message else {
            xml.empty(name, attributes)
            return
        }
        xml.start(name, attributes)
        xml.cdata(content, newline: true)
        xml.end(name)
    }

    /// Surefire's elements for the earlier attempts, in the order its schema gives:
    /// `rerunFailure` (the test case still failed) or `flakyFailure` (it passed in the end);
    /// attempts that ended skipped are no failure and get none. A test case that ended skipped
    /// gets none either, since the schema puts reruns before `<skipped>`.
    private func writeEarlierAttempts(of testCase: FinishedTestCases.Case, to xml: inout XMLWriter) {
        guard testCase.status != .skipped else { return }
        let name = testCase.status == .passed ? "flakyFailure" : "rerunFailure"
        for result in testCase.earlierAttempts where result.status != .passed && result.status != .skipped {
            var attributes: [(String, String)] = [("type", result.exception?.type ?? result.status.word)]
            if let message = result.exception?.message ?? result.message.map(Self.firstLine) {
                attributes.append(("message", message))
            }
            xml.start(name, attributes)
            xml.start("stackTrace", newline: false)
            xml.cdata(result.exception?.stackTrace ?? result.message ?? result.status.word)
            xml.end("stackTrace")
            xml.end(name)
        }
    }

    private static func firstLine(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
    }

    /// Each step's `keyword + text`, at least `minimumDots` dots and as many more as reach 76
    /// columns, then its status; a line break before the first and after each.
    static func stepListing(_ steps: [(text: String, status: TestStepResultStatus)], minimumDots: Int) -> String {
        "\n"
            + steps.map { step in
                // NB: Java counts UTF-16 units, and so does the padding here.
                let dots = String(repeating: ".", count: max(minimumDots, 76 - step.text.utf16.count))
                return step.text + dots + step.status.word + "\n"
            }.joined()
    }
}
