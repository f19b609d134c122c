import Foundation
import CucumberMessages
import TagExpressions
import VerityJSON
import VerityWorkspace

/// `list_scenarios`: the package's features, rules, scenarios and outline example rows, each
/// with its tags (inherited ones included) and `path:line`, filtered by tag expression and path.
///
/// ```text
/// → {"tags": "@smoke and not @wip", "paths": ["Tests/ShopTests/Features"]}
/// ← Tests/ShopTests/Features/cart.feature:3 Scenario: Adding an item [@smoke]
/// ```
package enum ListScenariosTool {
    /// The tool.
    package static let definition = ToolDefinition(
        name: "list_scenarios", title: "List scenarios",
        description: """
            Lists the package's Gherkin features, rules, scenarios and Scenario Outline example rows, \
            each with its tags (inherited from feature, rule and examples) and its path:line, which \
            `verity run --location path:line` and Verity's test filters accept. Read without building. \
            Filter with a tag expression (e.g. "@smoke and not @wip") and with paths (files or folders \
            relative to the package). Each scenario and row that the last run_scenarios run ran has \
            its lastStatus. Feature files that do not parse are listed under parseErrors.
            """,
        inputSchema: JSONSchema.object([
            "tags": JSONSchema.string(
                "A Cucumber tag expression, e.g. \"@smoke and not @wip\"; only matching scenarios (and rows) are listed."
            ),
            "paths": JSONSchema.array(
                JSONSchema.string(), "Feature files or folders, relative to the package; default: the whole package."),
        ]),
        outputSchema: JSONSchema.object(
            [
                "featureCount": JSONSchema.integer(), "scenarioCount": JSONSchema.integer(),
                "features": JSONSchema.array(
                    JSONSchema.object(
                        [
                            "path": JSONSchema.string(), "location": JSONSchema.string(), "name": JSONSchema.string(),
                            "tags": JSONSchema.array(JSONSchema.string()),
                            "scenarios": JSONSchema.array(
                                JSONSchema.object(
                                    [
                                        "location": JSONSchema.string("path:line of the scenario"),
                                        "keyword": JSONSchema.string(),
                                        "name": JSONSchema.string(),
                                        "rule": JSONSchema.string("The rule it belongs to, if any"),
                                        "lastStatus": JSONSchema.oneOf(
                                            RunScenariosTool.statusNames, "Its status in the last run_scenarios run"),
                                        "tags": JSONSchema.array(JSONSchema.string()),
                                        "examples": JSONSchema.array(
                                            JSONSchema.object(
                                                [
                                                    "location": JSONSchema.string("path:line of the examples row"),
                                                    "tags": JSONSchema.array(JSONSchema.string()),
                                                    "values": JSONSchema.stringMap("The row's cells by column name"),
                                                    "lastStatus": JSONSchema.oneOf(
                                                        RunScenariosTool.statusNames,
                                                        "Its status in the last run_scenarios run"),
                                                ], required: ["location", "tags", "values"])),
                                    ], required: ["location", "keyword", "name", "tags", "examples"])),
                        ], required: ["path", "location", "name", "tags", "scenarios"])),
                "parseErrors": JSONSchema.array(JSONSchema.string("path:line:column: message")),
            ], required: ["featureCount", "scenarioCount", "features", "parseErrors"])
    ) { json, context throws(ToolFailure) in
        let index = context.index
        let arguments = ToolArguments(json)
        let filter: TagExpression?
        if let tags = try arguments.string("tags"), !tags.trimmingCharacters(in: .whitespaces).isEmpty {
            do {
                filter = try TagExpression.parse(tags)
            } catch {
                throw ToolFailure("The tag expression is not valid: \(error)")
            }
        } else {
            filter = nil
        }
        let paths = try arguments.strings("paths")
        let files = try index.featureFiles(in: paths)
        // The last run's stream names files the way the whole package's list does; for the
        // whole package that list is the one just made.
        let lastRun = LastRunStatuses(root: index.root) {
            paths.isEmpty ? files : (try? index.featureFiles(in: [])) ?? []
        }
        return list(files.compactMap(index.analysis(ofFile:)), filter: filter, index: index, lastRun: lastRun)
    }

    /// The listing of `analyses`, keeping what `filter` matches, each with its status in
    /// `lastRun`.
    static func list(
        _ analyses: [FeatureAnalysis], filter: TagExpression?, index: RequirementsIndex, lastRun: LastRunStatuses
    ) -> ToolResult {
        var features: [JSONValue] = []
        var parseErrors: [String] = []
        var lines: [String] = []
        var scenarioCount = 0
        for analysis in analyses {
            let path = analysis.uri
            for error in analysis.errors {
                parseErrors.append("\(index.root.relative(path)):\(error.line):\(error.column ?? 0): \(error.reason)")
            }
            guard analysis.errors.isEmpty, let feature = analysis.document?.feature else { continue }
            let featureTags = feature.tags.map(\.name)
            var scenarios: [JSONValue] = []
            var scenarioLines: [String] = []
            /// Lists `scenario` (of `rule`, if any) when it or one of its rows passes the filter.
            func add(_ scenario: Scenario, rule: Rule?) {
                let tags = unique(featureTags + (rule?.tags.map(\.name) ?? []) + scenario.tags.map(\.name))
                let header = scenario.examples.first?.tableHeader?.cells.map(\.value) ?? []
                var rows: [JSONValue] = []
                var rowLines: [String] = []
                var rowStatuses: [TestStepResultStatus] = []
                var hasRows = false
                for examples in scenario.examples {
                    let rowTags = unique(tags + examples.tags.map(\.name))
                    let columns = examples.tableHeader?.cells.map(\.value) ?? header
                    for row in examples.tableBody {
                        hasRows = true
                        guard filter?.evaluate(rowTags) ?? true else { continue }
                        let location = index.place(path, line: row.location.line - 1)
                        var values: [String: JSONValue] = [:]
                        for (column, cell) in zip(columns, row.cells) { values[column] = .string(cell.value) }
                        var entry: [String: JSONValue] = [
                            "location": .string(location), "tags": .array(rowTags.map(JSONValue.string)),
                            "values": .object(values),
                        ]
                        let status = lastRun[location]
                        if let status {
                            entry["lastStatus"] = .string(RunScenariosTool.name(of: status))
                            rowStatuses.append(status)
                        }
                        rows.append(.object(entry))
                        rowLines.append(
                            "    \(location) | " + row.cells.map(\.value).joined(separator: " | ") + " |"
                                + Self.statusText(status))
                    }
                }
                guard hasRows ? !rows.isEmpty : (filter?.evaluate(tags) ?? true) else { return }
                let location = index.place(path, line: scenario.location.line - 1)
                var entry: [String: JSONValue] = [
                    "location": .string(location), "keyword": .string(scenario.keyword), "name": .string(scenario.name),
                    "tags": .array(tags.map(JSONValue.string)), "examples": .array(rows),
                ]
                if let rule { entry["rule"] = .string(rule.name) }
                let status = lastRun[location] ?? rowStatuses.max()
                if let status { entry["lastStatus"] = .string(RunScenariosTool.name(of: status)) }
                scenarios.append(.object(entry))
                let tagText = tags.isEmpty ? "" : " [" + tags.joined(separator: " ") + "]"
                scenarioLines.append(
                    "  \(location) \(scenario.keyword): \(scenario.name)\(tagText)" + Self.statusText(status))
                scenarioLines += rowLines
            }
            for child in feature.children {
                if let scenario = child.scenario { add(scenario, rule: nil) }
                if let rule = child.rule {
                    for ruleChild in rule.children {
                        if let scenario = ruleChild.scenario { add(scenario, rule: rule) }
                    }
                }
            }
            guard !scenarios.isEmpty || filter == nil else { continue }
            scenarioCount += scenarios.count
            let location = index.place(path, line: feature.location.line - 1)
            features.append(
                .object([
                    "path": .string(index.root.relative(path)), "location": .string(location),
                    "name": .string(feature.name),
                    "tags": .array(featureTags.map(JSONValue.string)), "scenarios": .array(scenarios),
                ]))
            lines.append("\(location) \(feature.keyword): \(feature.name)")
            lines += scenarioLines
        }
        lines.append(
            "\(scenarioCount) scenario(s) in \(features.count) feature file(s)"
                + (filter.map { " matching \($0)" } ?? ""))
        lines += parseErrors.map { "parse error: \($0)" }
        return ToolResult(
            text: lines.joined(separator: "\n"),
            structured: .object([
                "featureCount": .integer(features.count), "scenarioCount": .integer(scenarioCount),
                "features": .array(features), "parseErrors": .array(parseErrors.map(JSONValue.string)),
            ]))
    }

    /// ` (last run: failed)`, or nothing when the last run did not run it.
    private static func statusText(_ status: TestStepResultStatus?) -> String {
        status.map { " (last run: \(RunScenariosTool.name(of: $0)))" } ?? ""
    }

    /// `tags` without repeats, in order.
    private static func unique(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        return tags.filter { seen.insert($0).inserted }
    }
}
