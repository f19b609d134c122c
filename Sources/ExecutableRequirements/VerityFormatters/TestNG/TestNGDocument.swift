import CucumberMessages

/// The TestNG XML (`testng-results.xml`) of a run as Cucumber's testng-xml-formatter writes it,
/// the `testng` report, which Jenkins' TestNG Results plugin and other TestNG tools read:
///
/// - `<testng-results>` counting the test cases that failed (any most severe status but passed
///   and skipped), passed and skipped, and all of them;
/// - one `<suite>` and one `<test>`, both named `Cucumber`, with the run's `duration-ms`;
/// - a `<class>` per feature (named after it), in the order of the feature files' URIs, and in
///   it a `<test-method>` per test case from its final attempt, in the order of the scenarios'
///   lines: named by the long naming strategy without the feature, `PASS`, `SKIP` or `FAIL`,
///   with its duration and its start and end as ISO instants;
/// - for a test case that did not pass, an `<exception>` whose `class` is the exception's type
///   (or says which kind of step did not pass), the steps with their statuses as its
///   `<message>`, and the stack trace when there is one.
///
/// NB: nothing depends on the order test cases arrived in, so a parallel run's report is the
/// same as a serial one's.
struct TestNGDocument {
    var index: TestRunIndex

    func xmlString() -> String {
        let run = FinishedTestCases(index)
        var xml = XMLWriter()
        xml.start(
            "testng-results",
            [
                ("failed", String(run.failures)), ("passed", String(run.counts[.passed] ?? 0)),
                ("skipped", String(run.counts[.skipped] ?? 0)), ("total", String(run.cases.count)),
            ])
        let duration = String(run.runMilliseconds)
        xml.start("suite", [("name", "Cucumber"), ("duration-ms", duration)])
        xml.start("test", [("name", "Cucumber"), ("duration-ms", duration)])
        for group in Self.byFeature(run.cases) {
            xml.start("class", [("name", group.first?.lineage?.feature.name ?? "Unknown")])
            for testCase in group { write(testCase, to: &xml) }
            xml.end("class")
        }
        xml.end("test")
        xml.end("suite")
        xml.end("testng-results")
        return xml.text
    }

    /// The cases grouped by their feature file, each group where its first case is; cases
    /// whose feature is unknown form one group.
    private static func byFeature(_ cases: [FinishedTestCases.Case]) -> [[FinishedTestCases.Case]] {
        var groups: [[FinishedTestCases.Case]] = []
        var positions: [String?: Int] = [:]
        for testCase in cases {
            let key = testCase.lineage?.uri
            if let position = positions[key] {
                groups[position].append(testCase)
            } else {
                positions[key] = groups.count
                groups.append([testCase])
            }
        }
        return groups
    }

    private func write(_ testCase: FinishedTestCases.Case, to xml: inout XMLWriter) {
        let status = testCase.status
        var attributes: [(String, String)] = [
            ("name", TestCaseNaming.longWithoutFeature.name(of: testCase.pickle, in: testCase.lineage)),
            ("status", status == .passed ? "PASS" : status == .skipped ? "SKIP" : "FAIL"),
            ("duration-ms", String(testCase.milliseconds)),
            ("started-at", ReportTime.isoInstant(testCase.started.timestamp)),
        ]
        if let finished = testCase.finished {
            attributes.append(("finished-at", ReportTime.isoInstant(finished.timestamp)))
        }
        guard status != .passed else {
            xml.empty("test-method", attributes)
            return
        }
        xml.start("test-method", attributes)
        let exception = testCase.mostSevere?.exception ?? Self.standIn(for: status)
        xml.start("exception", [("class", exception.type)])
        if !testCase.steps.isEmpty {
            xml.start("message", newline: false)
            xml.cdata(CucumberJUnitDocument.stepListing(testCase.steps, minimumDots: 1))
            xml.end("message")
        }
        if let stackTrace = exception.stackTrace {
            xml.start("full-stacktrace")
            xml.cdata(stackTrace, newline: true)
            xml.end("full-stacktrace")
        }
        xml.end("exception")
        xml.end("test-method")
    }

    /// What stands for the exception of a test case that did not pass without one: a skipped,
    /// pending, undefined or ambiguous step has none of its own.
    private static func standIn(for status: TestStepResultStatus) -> MessageException {
        let kind: String
        switch status {
        case .skipped, .pending, .undefined, .ambiguous: kind = status.word
        case .unknown, .passed, .failed: kind = "non-passing"
        }
        let text = "The scenario has \(kind) step(s)"
        return MessageException(type: text, message: text, stackTrace: text)
    }
}
