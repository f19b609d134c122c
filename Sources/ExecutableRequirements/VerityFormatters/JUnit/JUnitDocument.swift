import CucumberMessages
import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The JUnit XML of a run, in the shape GitHub Actions reporters, GitLab and Jenkins read:
///
/// - `<testsuites>` with the run's totals;
/// - one `<testsuite>` per feature file (name = feature name) with `tests`, `failures`,
///   `errors`, `skipped` and `time`;
/// - one `<testcase>` per scenario, from its final attempt (as Cucumber's own JUnit formatters
///   do, so a scenario that passed on a retry does not mark the build failed or unstable),
///   `classname` = feature name, `name` = rule › scenario (with the examples row's line for an
///   outline), `file` = the feature file, and a `<property name="issue">` (with its
///   `issue-url` when the tracker's URL is known) for each `@issue:` tag; the
///   output of a retried scenario says how many attempts it took;
/// - `<failure>` for failed, undefined, pending and ambiguous scenarios, naming the failing
///   step and its error; `<skipped>` for skipped or never-run ones, and for pending and
///   undefined ones when they did not fail the run: a run that passed with them was not strict
///   (`--no-strict`), so the report agrees with the build (the `message` says which and why);
/// - with ``JUnitOptions/surefireReruns``, `<flakyFailure>` or `<rerunFailure>` for each earlier
///   attempt of a retried scenario, as in the default layout (``CucumberJUnitDocument``);
/// - a `<testsuite name="Test run">` with an `<error>` testcase for each failed BeforeAll or
///   AfterAll hook and for a run that ended in an exception, failures no scenario owns.
///
/// NB: built with FoundationXML's `XMLDocument`, which escapes text and attributes; characters
/// XML 1.0 forbids (ANSI escape codes in error messages, for one) are removed first.
struct JUnitDocument {
    var index: TestRunIndex
    /// How `@issue:` tags link to the tracker.
    var issues = IssueTags()
    /// Whether earlier attempts are written as Surefire's reruns.
    var surefireReruns = false

    /// The earlier attempts of each retried scenario by pickle, oldest first.
    private var earlierAttempts: [String: [ScenarioReport]] = [:]

    init(index: TestRunIndex, issues: IssueTags = IssueTags(), surefireReruns: Bool = false) {
        self.index = index
        self.issues = issues
        self.surefireReruns = surefireReruns
        if surefireReruns {
            for report in index.scenarioReports where report.willBeRetried {
                earlierAttempts[report.pickleId, default: []].append(report)
            }
            for (pickle, reports) in earlierAttempts {
                earlierAttempts[pickle] = reports.sorted { $0.attempt < $1.attempt }
            }
        }
    }

    /// Whether a pending or undefined scenario failed the run: not when the run passed all the
    /// same, which only a run that is not strict does. A run that failed for another reason
    /// too cannot tell from its messages, and is read as strict, Verity's default.
    private var pendingFailsRun: Bool { index.testRunFinished?.success != true }

    func xmlString() -> String {
        let root = XMLElement(name: "testsuites")
        let reports = index.finalScenarioReports
        var suites: [(uri: String, reports: [ScenarioReport])] = []
        var positions: [String: Int] = [:]
        for report in reports {
            if let position = positions[report.uri] {
                suites[position].reports.append(report)
            } else {
                positions[report.uri] = suites.count
                suites.append((report.uri, [report]))
            }
        }
        var totals = Counts()
        for suite in suites {
            let (element, counts) = testsuite(suite.reports)
            root.addChild(element)
            totals.add(counts)
        }
        if let (element, counts) = runSuite() {
            root.addChild(element)
            totals.add(counts)
        }
        root.set("name", "Verity")
        totals.apply(to: root)
        let document = XMLDocument(rootElement: root)
        document.version = "1.0"
        document.characterEncoding = "UTF-8"
        return document.xmlString(options: [.nodePrettyPrint]) + "\n"
    }

    private struct Counts {
        var tests = 0, failures = 0, errors = 0, skipped = 0
        var seconds = 0.0

        mutating func add(_ other: Counts) {
            tests += other.tests
            failures += other.failures
            errors += other.errors
            skipped += other.skipped
            seconds += other.seconds
        }

        func apply(to element: XMLElement) {
            element.set("tests", String(tests))
            element.set("failures", String(failures))
            element.set("errors", String(errors))
            element.set("skipped", String(skipped))
            element.set("time", JUnitDocument.time(seconds))
        }
    }

    private func testsuite(_ reports: [ScenarioReport]) -> (XMLElement, Counts) {
        let suite = XMLElement(name: "testsuite")
        suite.set("name", reports.first.map { $0.featureName.isEmpty ? $0.uri : $0.featureName } ?? "")
        var counts = Counts()
        for report in reports {
            suite.addChild(testcase(report, counts: &counts))
        }
        if let started = index.testRunStarted?.timestamp {
            let date = Date(timeIntervalSince1970: Double(started.seconds) + Double(started.nanos) / 1e9)
            suite.set("timestamp", ISO8601DateFormatter().string(from: date))
        }
        counts.apply(to: suite)
        return (suite, counts)
    }

    private func testcase(_ report: ScenarioReport, counts: inout Counts) -> XMLElement {
        let element = XMLElement(name: "testcase")
        element.set("classname", report.featureName.isEmpty ? report.uri : report.featureName)
        element.set("name", Self.testcaseName(report))
        element.set("file", report.uri)
        element.set("line", String(report.line))
        element.set("time", Self.time(report.seconds))
        counts.tests += 1
        counts.seconds += report.seconds
        // NB: the properties come first, as the JUnit schema orders a testcase's children.
        let keys = IssueTags.keys(in: report.tags)
        if !keys.isEmpty {
            let properties = XMLElement(name: "properties")
            for key in keys {
                let property = XMLElement(name: "property")
                property.set("name", "issue")
                property.set("value", key)
                properties.addChild(property)
                if let url = issues.url(for: key) {
                    let link = XMLElement(name: "property")
                    link.set("name", "issue-url")
                    link.set("value", url)
                    properties.addChild(link)
                }
            }
            element.addChild(properties)
        }
        let notStrict = (report.status == .pending || report.status == .undefined) && !pendingFailsRun
        if report.status.isFailure, !notStrict {
            counts.failures += 1
            let failure = XMLElement(name: "failure", text: failureText(report))
            failure.set("type", report.status.word)
            failure.set("message", failureMessage(report))
            element.addChild(failure)
        } else if report.status != .passed {
            counts.skipped += 1
            let skipped = XMLElement(name: "skipped")
            skipped.set(
                "message", notStrict ? notStrictMessage(report) : report.status == .skipped ? "skipped" : "not run")
            element.addChild(skipped)
        }
        if surefireReruns, report.status != .skipped { addEarlierAttempts(of: report, to: element) }
        element.addChild(XMLElement(name: "system-out", text: stepListing(report)))
        return element
    }

    /// The scenario's name as Swift Testing shows it: after its rule, and with the line of its
    /// examples row for an outline, so that the rows of one outline have different names.
    static func testcaseName(_ report: ScenarioReport) -> String {
        let name = ([report.ruleName].compactMap { $0 }.filter { !$0.isEmpty } + [report.name]).joined(separator: " › ")
        return report.isExampleRow ? "\(name) (example at line \(report.line))" : name
    }

    private func failureMessage(_ report: ScenarioReport) -> String {
        guard let step = report.failingStep else { return report.status.word }
        let explanation = SummaryText.explanation(for: step)
        let firstLine = explanation.split(separator: "\n").first.map(String.init) ?? report.status.word
        return "\(step.title): \(firstLine)"
    }

    private func failureText(_ report: ScenarioReport) -> String {
        guard let step = report.failingStep else { return report.status.word }
        var lines = ["\(step.title) (\(step.status.word))"]
        if let line = step.line { lines.append("at \(report.uri):\(line)") }
        if !step.definitionLocations.isEmpty {
            lines.append("step definition: \(step.definitionLocations.joined(separator: ", "))")
        }
        lines.append("")
        lines.append(SummaryText.explanation(for: step))
        lines += step.snippets
        return lines.joined(separator: "\n")
    }

    /// Why a pending or undefined scenario is no failure: `pending (the run is not strict): …`.
    private func notStrictMessage(_ report: ScenarioReport) -> String {
        "\(report.status.word) (the run is not strict): \(failureMessage(report))"
    }

    /// Surefire's element for each earlier attempt that did not pass: `flakyFailure` when the
    /// scenario passed in the end, `rerunFailure` when it did not.
    private func addEarlierAttempts(of report: ScenarioReport, to element: XMLElement) {
        let name = report.status == .passed ? "flakyFailure" : "rerunFailure"
        for attempt in earlierAttempts[report.pickleId] ?? [] where attempt.status.isFailure {
            let rerun = XMLElement(name: name)
            rerun.set("type", attempt.status.word)
            rerun.set("message", failureMessage(attempt))
            rerun.addChild(XMLElement(name: "stackTrace", text: failureText(attempt)))
            element.addChild(rerun)
        }
    }

    private func stepListing(_ report: ScenarioReport) -> String {
        let steps = report.steps.filter { $0.kind == .step || $0.status != .passed }.map { step in
            let title = step.title
            let dots = String(repeating: ".", count: max(3, 60 - title.count))
            return title + dots + step.status.word
        }
        let retries = report.attempt > 0 ? ["Attempt \(report.attempt + 1): the earlier attempts did not pass."] : []
        return (retries + steps).joined(separator: "\n")
    }

    private func runSuite() -> (XMLElement, Counts)? {
        var cases: [XMLElement] = []
        for hookRun in index.runHooks {
            guard let result = hookRun.finished?.result, result.status.isFailure else { continue }
            let hook = index.hooks[hookRun.started.hookId]
            let kind = hook?.type == .afterTestRun ? "AfterAll" : "BeforeAll"
            let message = result.message ?? result.exception?.message ?? result.status.word
            cases.append(errorCase(name: "\(kind) hook" + (hook?.name.map { " \($0)" } ?? ""), message: message))
        }
        if let finished = index.testRunFinished, let message = finished.message ?? finished.exception?.message {
            cases.append(errorCase(name: "test run", message: message))
        }
        guard !cases.isEmpty else { return nil }
        let suite = XMLElement(name: "testsuite")
        suite.set("name", "Test run")
        cases.forEach(suite.addChild)
        var counts = Counts()
        counts.tests = cases.count
        counts.errors = cases.count
        counts.apply(to: suite)
        return (suite, counts)
    }

    private func errorCase(name: String, message: String) -> XMLElement {
        let element = XMLElement(name: "testcase")
        element.set("classname", "Test run")
        element.set("name", name)
        element.set("time", Self.time(0))
        let error = XMLElement(name: "error", text: message)
        error.set("message", message.split(separator: "\n").first.map(String.init) ?? "")
        element.addChild(error)
        return element
    }

    static func time(_ seconds: Double) -> String {
        String(format: "%.3f", max(seconds, 0))
    }
}
