import Testing
import VerityJSON
import VerityMCP

/// `draft_scenario`: a session trace drafted as a scenario, over the code of `verity draft`.
@Suite("draft_scenario")
struct DraftScenarioToolTests {
    static let trace = """
        {"capacity": 10, "dropped": 0, "format": "verity-session-trace", "schema": 1,
         "sources": [{"id": 1, "name": "Banking", "type": "BankCore.Banking"}],
         "events": [
           {"kind": "state", "sequence": 1, "source": 1, "state": "signedOut", "time": 1},
           {"action": "signIn", "input": "ann", "kind": "action", "outcome": "executed", "sequence": 2,
            "source": 1, "state": "signedOut", "time": 2},
           {"cause": "signIn", "from": "signedOut", "kind": "transition", "sequence": 3, "source": 1,
            "state": "signedIn", "time": 2}
         ]}
        """

    @Test("without a run's messages every step is a new plain step, tagged with the issue")
    func draftsNewStepsWithoutAPhraseBook() throws {
        let client = try MCPTestClient(["bug.trace.json": Self.trace])
        defer { client.package.remove() }
        let result = try #require(
            try client.call("draft_scenario", ["trace": .string("bug.trace.json"), "issue": .string("BUG-1")]))
        #expect(result["isError"] == .bool(false))
        let structured = try #require(result["structuredContent"])
        #expect(
            structured["steps"]?.arrayValue?.compactMap(\.stringValue) == [
                "Given the banking is signed out", #"When I sign in with "ann""#, "Then the banking is signed in",
            ])
        #expect(structured["newSteps"]?.arrayValue?.count == 3)
        #expect(structured["feature"]?.stringValue?.contains("@wip @issue:BUG-1") == true)
    }

    @Test("a file that is not a trace is a tool error, and a path outside the package is refused")
    func refusesWhatIsNotATrace() throws {
        let client = try MCPTestClient(["not.json": "{}"])
        defer { client.package.remove() }
        #expect(try client.call("draft_scenario", ["trace": .string("not.json")])?["isError"] == .bool(true))
        #expect(try client.call("draft_scenario", ["trace": .string("../x.json")])?["isError"] == .bool(true))
    }
}
