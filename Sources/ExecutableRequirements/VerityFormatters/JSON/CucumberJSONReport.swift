import CucumberMessages
import Foundation
import VerityJSON

/// The legacy Cucumber JSON report (an array of features) that Jenkins' cucumber-reports, Xray
/// and Allure read, laid out as cucumber-js's `json` formatter writes it.
///
/// Each scenario appears once, as its final attempt (a retried scenario reports the attempt
/// that decided it). Background steps are folded into each scenario's `steps`, as cucumber-js
/// does; hooks go into the element's `before` and `after` arrays, the form the Ruby formatter
/// writes and the readers above understand, so `steps` holds only Gherkin steps.
struct CucumberJSONReport {
    let index: TestRunIndex

    /// The report as pretty-printed JSON with sorted keys, so that it diffs stably.
    func render() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // NB: JSONValue holds only strings, integers, booleans and containers here, none of
        // which can fail to encode; an empty array is still a valid report if it ever did.
        guard let data = try? encoder.encode(features()) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The features in the order their first scenario ran, each with its scenarios.
    func features() -> JSONValue {
        var order: [String] = []
        var elements: [String: [JSONValue]] = [:]
        var featureOf: [String: Feature] = [:]
        for report in index.finalScenarioReports {
            guard let element = element(for: report) else { continue }
            if elements[report.uri] == nil { order.append(report.uri) }
            elements[report.uri, default: []].append(element)
            if let pickle = index.pickles[report.pickleId], let place = index.gherkin.place(of: pickle) {
                featureOf[report.uri] = place.feature
            }
        }
        return .array(
            order.map { uri in
                let feature = featureOf[uri]
                let name = feature?.name ?? ""
                return .object([
                    "uri": .string(uri),
                    "id": .string(Self.identifier(name)),
                    "keyword": .string(feature?.keyword ?? "Feature"),
                    "name": .string(name),
                    "description": .string(feature?.description ?? ""),
                    "line": .integer(feature?.location.line ?? 1),
                    "tags": .array((feature?.tags ?? []).map(Self.tag)),
                    "elements": .array(elements[uri] ?? []),
                ])
            })
    }

    /// One scenario attempt as a `type: "scenario"` element; `nil` when the stream lacks its
    /// test case.
    private func element(for report: ScenarioReport) -> JSONValue? {
        guard let attempt = index.attempt(withId: report.testCaseStartedId),
            let testCase = index.testCases[attempt.started.testCaseId],
            let pickle = index.pickles[testCase.pickleId]
        else { return nil }
        let place = index.gherkin.place(of: pickle)
        var before: [JSONValue] = []
        var steps: [JSONValue] = []
        var after: [JSONValue] = []
        // NB: stepReports maps testCase.testSteps one to one, in order.
        for (testStep, step) in zip(testCase.testSteps, report.steps) {
            let result = attempt.results[testStep.id]
            var object: [String: JSONValue] = ["result": Self.result(result, step)]
            if step.definitionLocations.count == 1, let location = step.definitionLocations.first {
                object["match"] = .object(["location": .string(location)])
            }
            let embeddings = step.attachments.map { attachment -> JSONValue in
                .object(["data": .string(attachment.body), "mime_type": .string(attachment.mediaType)])
            }
            if !embeddings.isEmpty { object["embeddings"] = .array(embeddings) }
            switch step.kind {
            case .beforeHook: before.append(.object(object))
            case .afterHook: after.append(.object(object))
            case .step:
                object["keyword"] = .string(step.keyword)
                object["name"] = .string(step.text)
                object["line"] = .integer(step.line ?? 0)
                let gherkinStep = testStep.pickleStepId.flatMap { index.pickleSteps[$0] }.flatMap(
                    index.gherkin.step(of:))
                object["arguments"] = .array(Self.arguments(step.argument, gherkinStep))
                steps.append(.object(object))
            }
        }
        let featureName = place?.feature.name ?? report.featureName
        var element: [String: JSONValue] = [
            "id": .string(Self.identifier(featureName) + ";" + Self.identifier(report.name)),
            "keyword": .string(report.keyword),
            "name": .string(report.name),
            "description": .string(place?.scenario.description ?? ""),
            "line": .integer(report.line),
            "type": .string("scenario"),
            "tags": .array(Self.tags(of: pickle, place: place)),
            "steps": .array(steps),
        ]
        if !before.isEmpty { element["before"] = .array(before) }
        if !after.isEmpty { element["after"] = .array(after) }
        return .object(element)
    }

    /// `{status, duration, error_message}`: the status in lower case, the duration in
    /// nanoseconds (as cucumber-js writes it) and the message of a step that did not pass.
    private static func result(_ result: TestStepResult?, _ step: StepReport) -> JSONValue {
        var object: [String: JSONValue] = ["status": .string(step.status.rawValue.lowercased())]
        if let duration = result?.duration {
            object["duration"] = .integer(nanoseconds(duration))
        }
        if let message = step.message, step.status != .passed {
            object["error_message"] = .string(message)
        }
        return .object(object)
    }

    /// A duration in nanoseconds, saturating rather than trapping on a malformed stream.
    static func nanoseconds(_ duration: MessageDuration) -> Int {
        let (scaled, overflowScale) = duration.seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (sum, overflowSum) = scaled.addingReportingOverflow(duration.nanos)
        return overflowScale || overflowSum ? Int.max : sum
    }

    /// A doc string as `{content, line}` and a data table as `{rows: [{cells}]}`.
    private static func arguments(_ argument: PickleStepArgument?, _ step: Step?) -> [JSONValue] {
        if let docString = argument?.docString {
            var object: [String: JSONValue] = ["content": .string(docString.content)]
            if let line = step?.docString?.location.line { object["line"] = .integer(line) }
            if let mediaType = docString.mediaType { object["content_type"] = .string(mediaType) }
            return [.object(object)]
        }
        if let table = argument?.dataTable {
            let rows = table.rows.map { row -> JSONValue in
                .object(["cells": .array(row.cells.map { .string($0.value) })])
            }
            return [.object(["rows": .array(rows)])]
        }
        return []
    }

    /// The pickle's tags with the line of the Gherkin tag each came from.
    private static func tags(of pickle: Pickle, place: GherkinLookup.ScenarioPlace?) -> [JSONValue] {
        var lines: [String: Int] = [:]
        if let place {
            let all =
                place.feature.tags + (place.rule?.tags ?? []) + place.scenario.tags
                + place.scenario.examples.flatMap(\.tags)
            for tag in all { lines[tag.id] = tag.location.line }
        }
        return pickle.tags.map { tag in
            var object: [String: JSONValue] = ["name": .string(tag.name)]
            if let line = lines[tag.astNodeId] { object["line"] = .integer(line) }
            return .object(object)
        }
    }

    private static func tag(_ tag: Tag) -> JSONValue {
        .object(["name": .string(tag.name), "line": .integer(tag.location.line)])
    }

    /// cucumber-js's ids: the name with spaces as dashes, in lower case.
    static func identifier(_ name: String) -> String {
        name.replacingOccurrences(of: " ", with: "-").lowercased()
    }
}
