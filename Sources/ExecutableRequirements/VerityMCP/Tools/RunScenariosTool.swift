import CucumberMessages
import Foundation
import TagExpressions
import VerityJSON
import VerityWorkspace

/// `run_scenarios`: runs scenarios through `swift test` in the package (building as needed)
/// and reports each one's status, and each step that did not pass with its `.feature` line, its
/// message and the Swift definition it ran.
///
/// ```text
/// → {"locations": ["Tests/ShopTests/Features/cart.feature:14"]}
/// ← failed  Tests/ShopTests/Features/cart.feature:14 A member's small cart
///     failed  Tests/ShopTests/Features/cart.feature:17 Then I pay 99 cents: Expected 99, got 89
/// ```
package enum RunScenariosTool {
    /// The longest a run may take unless the call says otherwise.
    static let defaultTimeout = 1800

    /// The tool.
    package static let definition = ToolDefinition(
        name: "run_scenarios", title: "Run scenarios",
        description: """
            Runs scenarios with `swift test` in the package (building first, which can take minutes) \
            and reports each scenario's status (passed, failed, pending, undefined, ambiguous, skipped) \
            with every step that did not pass: its .feature path:line, message and the Swift \
            definition it ran. Choose scenarios by locations (path or path:line of a scenario or \
            examples row, as list_scenarios gives them), a tag expression and/or a regular expression \
            on scenario names; with none, the whole suite runs (scenarios tagged @wip are left out). \
            A build failure is an error with the compiler's output.
            """,
        inputSchema: JSONSchema.object([
            "locations": JSONSchema.array(
                JSONSchema.string(), "Feature files or path:line locations, relative to the package."),
            "tags": JSONSchema.string("A tag expression, e.g. \"@smoke and not @slow\"."),
            "name": JSONSchema.string("A regular expression on scenario names."),
            "timeoutSeconds": JSONSchema.integer("The longest the run may take (default 1800)."),
        ]),
        outputSchema: JSONSchema.object(
            [
                "success": JSONSchema.boolean("Whether swift test passed"),
                "exitStatus": JSONSchema.integer("swift test's exit status; absent when stopped at the time limit"),
                "summary": JSONSchema.stringMap("The number of scenarios (as text) by status"),
                "message": JSONSchema.string("Why the run failed as a whole, when it says"),
                "scenarios": JSONSchema.array(
                    JSONSchema.object(
                        [
                            "name": JSONSchema.string(), "location": JSONSchema.string("path:line"),
                            "status": JSONSchema.oneOf(statusNames),
                            "steps": JSONSchema.array(
                                JSONSchema.object(
                                    [
                                        "text": JSONSchema.string(),
                                        "location": JSONSchema.string("path:line in the .feature file"),
                                        "status": JSONSchema.oneOf(statusNames), "message": JSONSchema.string(),
                                        "definitions": JSONSchema.array(JSONSchema.string("path:line pattern")),
                                    ], required: ["text", "location", "status", "definitions"])),
                        ], required: ["name", "location", "status", "steps"])),
            ], required: ["success", "summary", "scenarios"])
    ) { json, context throws(ToolFailure) in
        let index = context.index
        let arguments = ToolArguments(json)
        var options: [String: String] = [:]
        var locations: [String] = []
        for location in try arguments.strings("locations") {
            let (path, line) = split(location)
            let resolved = try index.root.resolve(path)
            guard FileManager.default.fileExists(atPath: resolved) else {
                throw ToolFailure("\(path): no such feature file in the package \(index.root.path)")
            }
            locations.append(index.root.relative(resolved) + (line.map { ":\($0)" } ?? ""))
        }
        if !locations.isEmpty { options["VERITY_LOCATIONS"] = locations.joined(separator: ",") }
        if let tags = try arguments.string("tags"), !tags.isEmpty {
            do {
                _ = try TagExpression.parse(tags)
            } catch {
                throw ToolFailure("The tag expression is not valid: \(error)")
            }
            options["VERITY_TAGS"] = tags
        }
        if let name = try arguments.string("name"), !name.isEmpty { options["VERITY_NAME"] = name }
        for (key, value) in options where value.contains(where: \.isNewline) {
            throw ToolFailure("\(key) must be one line")
        }
        let seconds = json["timeoutSeconds"]?.integerValue ?? defaultTimeout
        let outcome: SwiftTestRun.Outcome
        do throws(SwiftTestRun.Failure) {
            outcome = try SwiftTestRun(package: index.root.path, options: options, swift: context.swift).run(
                timeout: .seconds(max(1, seconds)), progress: context.progress, isCancelled: context.isCancelled)
        } catch {
            throw ToolFailure(error.message)
        }
        guard !context.isCancelled() else { throw ToolFailure("The client cancelled the run; swift test was stopped") }
        let features = (try? index.featureFiles(in: [])) ?? []
        let report = RunReport(ndjson: outcome.messages) { uri, line in
            "\(displayPath(uri, root: index.root, features: features)):\(line)"
        }
        return try result(report, outcome: outcome, seconds: seconds)
    }

    /// The statuses as the tool names them.
    static let statusNames = ["unknown", "passed", "skipped", "pending", "undefined", "ambiguous", "failed"]

    /// The result of a finished run; a run that started no scenario and failed is an error.
    package static func result(_ report: RunReport, outcome: SwiftTestRun.Outcome, seconds: Int) throws(ToolFailure)
        -> ToolResult
    {
        guard let status = outcome.status else {
            throw ToolFailure(
                "swift test did not finish within \(seconds) s and was stopped. Its last output:\n\(outcome.outputTail)"
            )
        }
        if report.scenarios.isEmpty && status != 0 {
            throw ToolFailure(
                "swift test failed (exit status \(status)) without running a scenario"
                    + (report.message.map { ": \($0)" } ?? "") + ". Its last output:\n\(outcome.outputTail)")
        }
        let lines = report.lines + ["swift test exit status \(status)"]
        let counts = report.counts
        var structured: [String: JSONValue] = [
            "success": .bool(status == 0), "exitStatus": .integer(Int(status)),
            "summary": .object(counts.mapValues { .string(String($0)) }),
            "scenarios": .array(
                report.scenarios.map { scenario in
                    .object([
                        "name": .string(scenario.name), "location": .string(scenario.location),
                        "status": .string(name(of: scenario.status)),
                        "steps": .array(
                            scenario.steps.map { step in
                                var entry: [String: JSONValue] = [
                                    "text": .string(step.text), "location": .string(step.location),
                                    "status": .string(name(of: step.status)),
                                    "definitions": .array(step.definitions.map(JSONValue.string)),
                                ]
                                if let message = step.message { entry["message"] = .string(message) }
                                return .object(entry)
                            }),
                    ])
                }),
        ]
        if let message = report.message { structured["message"] = .string(message) }
        return ToolResult(text: lines.joined(separator: "\n"), structured: .object(structured))
    }

    /// `passed` for `.passed`.
    static func name(of status: TestStepResultStatus) -> String {
        RunReport.name(of: status)
    }

    /// `path` and `line` of `cart.feature:14`; no line for a bare path.
    package static func split(_ location: String) -> (path: String, line: Int?) {
        guard let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]) else {
            return (location, nil)
        }
        return (String(location[..<colon]), line)
    }

    /// A message's `uri` as a path relative to the package: a path inside it (outside `.build`)
    /// made relative; one that is not (a copy in a resource bundle) taken as the package's
    /// feature file whose path ends the same way, when only one does.
    package static func displayPath(_ uri: String, root: PackageRoot, features: [String]) -> String {
        let path = uri.hasPrefix("file://") ? (URL(string: uri)?.path ?? uri) : uri
        if path.hasPrefix("/"), root.contains(path), !root.relative(path).hasPrefix(".build/") {
            return root.relative(path)
        }
        if !path.hasPrefix("/"), FileManager.default.fileExists(atPath: root.path + "/" + path) { return path }
        let components = path.split(separator: "/")
        for count in stride(from: components.count, through: 1, by: -1) {
            let tail = "/" + components.suffix(count).joined(separator: "/")
            let matches = features.filter { $0.hasSuffix(tail) }
            if matches.count == 1 { return root.relative(matches[0]) }
            if matches.count > 1 { break }
        }
        return path
    }
}
