import CucumberMessages
import Foundation
import Testing
import VerityJSON

@testable import VerityFormatters

@Suite("Cucumber JSON report")
struct JSONReportTests {
    /// The report for `sample`, parsed back into a tree.
    private func features(_ sample: String) throws -> [JSONValue] {
        let text = try Streams.render(.json, sample: sample)
        guard case .array(let features) = try JSONValue(parsing: text) else {
            Issue.record("\(sample): the report is not an array")
            return []
        }
        return features
    }

    private func elements(_ feature: JSONValue?) -> [JSONValue] {
        if case .array(let elements) = feature?["elements"] { return elements }
        return []
    }

    private func array(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let items) = value { return items }
        return []
    }

    @Test("VERITY_FORMAT names json and usage")
    func formatNames() throws {
        #expect(
            try ReportConfiguration.parse("json:build/cucumber.json,usage")
                == [ReportDestination(format: .json, path: "build/cucumber.json"), ReportDestination(format: .usage)])
    }

    @Test("every sample renders one element per scenario, from its final attempt", arguments: Streams.names)
    func oneElementPerScenario(sample: String) throws {
        let facts = StreamFacts(try Streams.envelopes(sample))
        let finals = facts.attempts.filter { !$0.willBeRetried }
        let elements = try features(sample).flatMap(elements)
        #expect(elements.count == finals.count, "\(sample)")
        #expect(elements.allSatisfy { $0["type"] == .string("scenario") }, "\(sample)")
    }

    @Test("features carry uri, id, keyword, name, description, line and tags")
    func featureFields() throws {
        let feature = try features("arguments").first
        #expect(feature?["uri"] == .string("arguments/arguments.feature"))
        #expect(feature?["id"] == .string("parcels"))
        #expect(feature?["keyword"] == .string("Feature"))
        #expect(feature?["name"] == .string("Parcels"))
        #expect(feature?["description"] == .string("  Parcels carry tables and letters."))
        #expect(feature?["line"] == .integer(2))
        #expect(feature?["tags"] == .array([.object(["name": .string("@shipping"), "line": .integer(1)])]))
    }

    @Test("scenarios fold the background in and carry doc strings and tables as arguments")
    func scenariosAndArguments() throws {
        let elements = elements(try features("arguments").first)
        let table = elements.first
        #expect(table?["id"] == .string("parcels;a-parcel-with-a-packing-list"))
        #expect(table?["keyword"] == .string("Scenario"))
        #expect(table?["line"] == .integer(9))
        #expect(table?["tags"] == .array([.object(["name": .string("@shipping"), "line": .integer(1)])]))
        let steps = array(table?["steps"])
        #expect(
            steps.map { $0["name"] } == [
                .string("a post office"), .string("a parcel is packed with"), .string("it holds 6 items"),
            ])
        #expect(steps.first?["keyword"] == .string("Given "))
        #expect(steps.first?["line"] == .integer(7))
        #expect(steps.first?["arguments"] == .array([]))
        let rows: JSONValue = .array(
            [["item", "count"], ["books", "2"], ["mugs", "4"]].map {
                .object(["cells": .array($0.map(JSONValue.string))])
            })
        #expect(steps.dropFirst().first?["arguments"] == .array([.object(["rows": rows])]))
        let letter = array(elements.dropFirst().first?["steps"]).dropFirst().first
        #expect(
            letter?["arguments"]
                == .array([
                    .object([
                        "content": .string("Dear Sam,\n  enjoy the books."), "line": .integer(18),
                        "content_type": .string("text"),
                    ])
                ]))
        let outlineRow = elements.dropFirst(2).first
        #expect(outlineRow?["line"] == .integer(30), "an examples row reports the row's line")
    }

    @Test("results carry the lower-case status, the duration in nanoseconds, the message and the match")
    func results() throws {
        let elements = elements(try features("hooks").first)
        let refused = elements.dropFirst().first
        let step = array(refused?["steps"]).first
        #expect(
            step?["result"]
                == .object([
                    "status": .string("failed"), "duration": .integer(1_000_000),
                    "error_message": .string("The card was refused"),
                ]))
        if case .string(let location) = step?["match"]?["location"] {
            #expect(location.hasPrefix("Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:"))
        } else {
            Issue.record("no match location")
        }
    }

    @Test("hooks go into before and after, not steps")
    func hooks() throws {
        let elements = elements(try features("hooks").first)
        #expect(elements.allSatisfy { array($0["before"]).count == 1 })
        #expect(elements.allSatisfy { array($0["steps"]).count == 1 })
        let closing = elements.last
        #expect(closing?["tags"] == .array([.object(["name": .string("@closing"), "line": .integer(10)])]))
        let after = array(closing?["after"])
        #expect(after.count == 2)
        #expect(after.first?["result"]?["status"] == .string("failed"))
        #expect(after.first?["result"]?["error_message"] == .string("The till is 2 euros short"))
        #expect(array(elements.first?["after"]).allSatisfy { $0["result"]?["status"] == .string("passed") })
    }

    @Test("a retried scenario reports its final attempt only")
    func retryTakesFinalAttempt() throws {
        let elements = elements(try features("retry").first)
        #expect(elements.count == 3)
        let second = elements.first { $0["name"] == .string("the printer works the second time") }
        let step = array(second?["steps"]).first
        #expect(step?["result"]?["status"] == .string("passed"))
        #expect(step?["result"]?["error_message"] == nil)
        let never = elements.first { $0["name"] == .string("the printer never works") }
        #expect(array(never?["steps"]).first?["result"]?["status"] == .string("failed"))
    }

    @Test("undefined steps have no match")
    func undefinedHasNoMatch() throws {
        let steps = try features("undefined").flatMap(elements).flatMap { array($0["steps"]) }
        let undefined = steps.filter { $0["result"]?["status"] == .string("undefined") }
        #expect(!undefined.isEmpty)
        #expect(undefined.allSatisfy { $0["match"] == nil })
    }

    @Test("durations convert to nanoseconds without overflow traps")
    func nanoseconds() {
        #expect(CucumberJSONReport.nanoseconds(MessageDuration(seconds: 2, nanos: 5)) == 2_000_000_005)
        #expect(CucumberJSONReport.nanoseconds(MessageDuration(seconds: .max, nanos: 1)) == .max)
    }

    @Test("an empty stream is an empty array")
    func emptyStream() throws {
        #expect(try JSONValue(parsing: Streams.render(.json, [])) == .array([]))
    }
}

extension JSONValue {
    /// The value under `key` of an object; `nil` for a missing key or a value that is not an object.
    fileprivate subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }
}
