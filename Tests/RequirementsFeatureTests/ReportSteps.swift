import CucumberMessages
import Foundation
import Requirements
import VerityFormatters

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Steps about the report files an inner run writes through its `format` setting
/// (`VERITY_FORMAT`), read back after the run.
enum ReportSteps {
    static func register(in steps: inout Steps<RunnerWorld>) {
        steps.given("the run writes the reports {string}") { (runner, formats: String) in
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("verity-dogfood-\(UUID().uuidString)").path
            runner.reportFolder = folder
            runner.configuration.format = formats.split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .map { "\($0):\(folder)/report.\($0)" }
                .joined(separator: ",")
        }
        // NB: the outer suite's own after hook removes the inner run's report files.
        steps.after { runner in
            if let folder = runner.reportFolder { try? FileManager.default.removeItem(atPath: folder) }
        }
        registerJUnit(in: &steps)
        registerRerun(in: &steps)
        steps.then("the pretty report shows these headings, in this order:") {
            (runner, table: DataTable) in
            let headings = try report("pretty", of: runner.world).split(separator: "\n")
                .map { $0.drop { $0 == " " } }
                .filter { $0.hasPrefix("Feature:") || $0.hasPrefix("Rule:") || $0.hasPrefix("Scenario:") }
                .map { line in
                    // NB: the location comments are aligned, so a short title is padded before its `#`.
                    let title = line.split(separator: " #").first ?? ""
                    return String(title.reversed().drop { $0 == " " }.reversed())
                }
            try expectEqual(
                headings, table.rows.map { $0[0] }, "the feature, rule and scenario headings of the pretty report")
        }
        steps.then("each report is the one rendered from the message report") { runner in
            let envelopes = try NDJSONDecoder().decode(try report("message", of: runner.world))
            let formats = try ReportConfiguration.parse(runner.configuration.format ?? "").map(\.format)
            for format in formats where format != .message {
                let path = FileManager.default.temporaryDirectory
                    .appendingPathComponent("verity-rendered-\(UUID().uuidString).\(format)").path
                defer { try? FileManager.default.removeItem(atPath: path) }
                let formatter = try ReportConfiguration.makeFormatter(
                    for: ReportDestination(format: format, path: path))
                for envelope in envelopes { formatter.receive(envelope) }
                try formatter.finish()
                let rendered = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
                let written = try report(format.rawValue, of: runner.world)
                guard written != rendered else { continue }
                let line = zip(written.split(separator: "\n"), rendered.split(separator: "\n"))
                    .first { $0 != $1 }
                throw Mismatch(
                    "the \(format) report the run wrote is not the one rendered from its messages; "
                        + "first difference: written \(line.map { String($0.0) } ?? "(a line count)"), "
                        + "rendered \(line.map { String($0.1) } ?? "(a line count)")")
            }
        }
        steps.then("the message report ends with testRunFinished saying success is {word}") {
            (runner, success: String) in
            let envelopes = try NDJSONDecoder().decode(try report("message", of: runner.world))
            guard let last = envelopes.last?.testRunFinished else {
                throw Mismatch("the message report does not end with testRunFinished")
            }
            try expectEqual("\(last.success)", success, "testRunFinished.success")
            try expectEqual(envelopes.count, try runner.world.latest().result.envelopes.count, "messages in the report")
        }
    }

    private static func registerJUnit(in steps: inout Steps<RunnerWorld>) {
        steps.then("the JUnit report counts {int} test(s), {int} failure(s) and {int} skipped") {
            (runner, tests: Int, failures: Int, skipped: Int) in
            let root = try junitRoot(runner.world)
            let counts = ["tests", "failures", "skipped"].map { root.attribute(forName: $0)?.stringValue ?? "?" }
            try expectEqual(
                counts, ["\(tests)", "\(failures)", "\(skipped)"], "the JUnit totals (tests, failures, skipped)")
        }
        steps.then("the JUnit report lists these test cases:") { (runner, table: DataTable) in
            let root = try junitRoot(runner.world)
            let cases = (try root.nodes(forXPath: "//testcase") as? [XMLElement] ?? []).map { element in
                let outcome =
                    element.elements(forName: "failure").isEmpty
                    ? (element.elements(forName: "skipped").isEmpty ? "passed" : "skipped") : "failure"
                return [element.attribute(forName: "name")?.stringValue ?? "", outcome]
            }
            try expectEqual(cases, Array(table.body), "the JUnit test cases (name, outcome)")
        }
    }

    private static func registerRerun(in steps: inout Steps<RunnerWorld>) {
        steps.then("the rerun report lists:") { (runner, table: DataTable) in
            let lines = try report("rerun", of: runner.world).split(separator: "\n").map(String.init)
            try expectEqual(lines, table.rows.map { $0[0] }, "the lines of the rerun report")
        }
        steps.then("the rerun report is empty") { runner in
            try expectEqual(try report("rerun", of: runner.world), "", "the rerun report")
        }
        steps.when("Verity runs the scenarios the rerun report lists") { runner in
            let lines = try report("rerun", of: runner.world).split(separator: "\n")
            try expect(!lines.isEmpty, "the rerun report lists nothing")
            runner.configuration.locations = try lines.map { try FeatureLocation(parsing: String($0)) }
            await runner.world.run()
        }
    }

    /// The text of the report file the latest run wrote in `format`.
    private static func report(_ format: String, of world: RunnerWorld) throws -> String {
        guard let folder = world.reportFolder else { throw Mismatch("no reports were asked for") }
        let path = "\(folder)/report.\(format)"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Mismatch("the run wrote no \(format) report at \(path)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func junitRoot(_ world: RunnerWorld) throws -> XMLElement {
        let document = try XMLDocument(xmlString: try report("junit", of: world))
        guard let root = document.rootElement() else { throw Mismatch("the JUnit report has no root element") }
        return root
    }
}
