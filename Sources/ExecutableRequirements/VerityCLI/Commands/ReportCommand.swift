import ArgumentParser
import CucumberMessages
import Foundation
import VerityFormatters

/// `verity report`: renders reports from a saved message stream, e.g. one that
/// `VERITY_FORMAT=message:build/messages.ndjson` or `verity merge` wrote.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract:
            "Render reports (HTML, JUnit XML, TestNG XML, Cucumber JSON, usage, TeamCity, pretty, progress, rerun) from a message stream.",
        discussion: """
            STREAM is an NDJSON file of Cucumber messages, or - for standard input. With no \
            report option the pretty report is printed. The HTML report is titled with --title, \
            or else with the package's name from the Package.swift of the current folder (or \
            the nearest folder above it). The exit status is 0 when the reports were written, \
            whatever the run's outcome (with --check, 1 when the run failed, after writing \
            them); 1 when the stream cannot be read.
            """
    )

    @Argument(help: "The NDJSON message stream, or - for standard input.") var stream: String
    @Option(help: "Write the HTML report to this file.") var html: String?
    @Option(help: "Write JUnit XML to this file.") var junit: String?
    @Option(
        help:
            "The JUnit layout: cucumber (Cucumber's own, the default) or verity (a testsuite per feature, file and line attributes)."
    )
    var junitLayout: String?
    @Option(help: "The JUnit testsuite's name (default: Cucumber).") var junitSuiteName: String?
    @Option(help: "The classname of every JUnit testcase (default: the feature's name).") var junitClassName: String?
    @Option(
        help: "How JUnit testcases are named: long-without-feature (the default) or long (the feature's name first).")
    var junitNaming: String?
    @Flag(
        help:
            "Write each earlier attempt of a retried scenario into the JUnit XML as Surefire does: flakyFailure when it passed on a retry, rerunFailure when it never passed."
    )
    var junitReruns = false
    @Option(help: "Write TestNG XML to this file.") var testng: String?
    @Option(help: "Write the failed scenarios (uri:line) to this file.") var rerun: String?
    @Option(help: "Write the messages again, as NDJSON, to this file.") var message: String?
    @Option(help: "Write the Cucumber JSON report (Jenkins, Xray, Allure) to this file.") var json: String?
    @Option(help: "Write the step definition usage report to this file, or - to print it.") var usage: String?
    @Option(help: "Write TeamCity service messages to this file, or - to print them.") var teamcity: String?
    @Flag(help: "Print the pretty report (as Cucumber's pretty formatter; no summary).") var pretty = false
    @Flag(help: "Print the progress report (as Cucumber's progress formatter; no summary).") var progress = false
    @Flag(help: "Print the summary report, after the pretty or progress report when both are asked for.")
    var summary = false
    @Option(
        help:
            "The console reports' theme: cucumber (colours), plain (icons) or none (default: cucumber on a terminal without NO_COLOR, plain otherwise)."
    )
    var theme: String?
    @Flag(help: "Leave attachments out of the pretty and summary reports.") var excludeAttachments = false
    @Flag(help: "Leave the feature and rule lines out of the pretty report.") var excludeFeaturesAndRules = false
    @Option(
        help:
            "The project's name, which titles the HTML report (default: the name in the Package.swift of this folder or the nearest above)."
    )
    var title: String?
    @Option(
        help:
            "The tracker's URL of an issue, {id} standing for the key of an @issue:KEY tag (default: VERITY_ISSUE_URL)."
    )
    var issueURL: String?
    @Flag(help: "Exit with status 1 when the run failed, after writing the reports (a CI report job as the gate).")
    var check = false

    /// The reports asked for, pretty when none.
    var destinations: [ReportDestination] {
        var destinations: [ReportDestination] = []
        if let html { destinations.append(ReportDestination(format: .html, path: html)) }
        if let junit {
            var destination = ReportDestination(format: .junit, path: junit)
            destination.junit = junitOptions
            destinations.append(destination)
        }
        if let testng { destinations.append(ReportDestination(format: .testng, path: testng)) }
        if let rerun { destinations.append(ReportDestination(format: .rerun, path: rerun)) }
        if let message { destinations.append(ReportDestination(format: .message, path: message)) }
        if let json { destinations.append(ReportDestination(format: .json, path: json)) }
        // NB: `-` prints, as STREAM's `-` reads standard input; ArgumentParser has no option
        // whose value may be left out.
        if let usage { destinations.append(ReportDestination(format: .usage, path: usage == "-" ? nil : usage)) }
        if let teamcity {
            destinations.append(ReportDestination(format: .teamcity, path: teamcity == "-" ? nil : teamcity))
        }
        let console = consoleOptions
        if pretty { destinations.append(ReportDestination(format: .pretty, options: console)) }
        if progress { destinations.append(ReportDestination(format: .progress, options: console)) }
        if summary { destinations.append(ReportDestination(format: .summary, options: console)) }
        return destinations.isEmpty ? [ReportDestination(format: .pretty, options: console)] : destinations
    }

    /// The theme and exclusions of the console reports.
    var consoleOptions: ConsoleReportOptions {
        ConsoleReportOptions(
            theme: theme.flatMap(ReportTheme.init(rawValue:)), excludeAttachments: excludeAttachments,
            excludeFeaturesAndRules: excludeFeaturesAndRules)
    }

    func validate() throws {
        if let theme, ReportTheme(rawValue: theme) == nil {
            let names = ReportTheme.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("unknown theme '\(theme)' (expected one of: \(names))")
        }
        if let junitLayout, JUnitOptions.Layout(junitLayout) == nil {
            throw ValidationError("--junit-layout must be cucumber or verity, not '\(junitLayout)'")
        }
        if let junitNaming, JUnitOptions.Naming(junitNaming) == nil {
            throw ValidationError("--junit-naming must be long-without-feature or long, not '\(junitNaming)'")
        }
    }

    /// The JUnit options the flags set, checked by ``validate()``.
    var junitOptions: JUnitOptions {
        var options = JUnitOptions()
        if let layout = junitLayout.flatMap(JUnitOptions.Layout.init) { options.layout = layout }
        if let junitSuiteName { options.suiteName = junitSuiteName }
        options.className = junitClassName
        if let naming = junitNaming.flatMap(JUnitOptions.Naming.init) { options.naming = naming }
        options.surefireReruns = junitReruns
        return options
    }

    func run() throws {
        var envelopes = try MessageStreamFile.read(stream)
        // NB: a stream with no testRunFinished was cut off (the runner's process ended); the
        // reports show where, rather than a clean run of what had finished.
        if let cutOff = CutOffRun(envelopes) {
            FileHandle.standardError.write(Data("verity report: \(cutOff.summary)\n".utf8))
            envelopes += cutOff.closing
        }
        let title = self.title ?? ProjectName.ofPackage()
        let formatters = try destinations.map {
            try ReportConfiguration.makeFormatter(for: $0, title: title, issueURL: issueURL)
        }
        for envelope in envelopes {
            for formatter in formatters { formatter.receive(envelope) }
        }
        for formatter in formatters { try formatter.finish() }
        // NB: after the reports, so that a failed run still gets them.
        if check, envelopes.last(where: { $0.testRunFinished != nil })?.testRunFinished?.success != true {
            FileHandle.standardError.write(Data("verity report: --check: exit status 1, since the run failed\n".utf8))
            throw ExitCode(1)
        }
    }
}
