import Testing
import VerityJSON
import VerityLanguageServer

/// Step definitions no feature file uses, flagged in their Swift file.
@Suite struct UnusedStepDefinitionTests {
    @Test func aDefinitionNoStepRunsIsAHintUntilASavedFeatureFileUsesIt() async throws {
        let extra = """
            import Requirements
            enum ExtraSteps {
                static func define(_ steps: inout Steps<Belly>) {
                    steps.then("I sing") { _ in }
                }
            }

            """
        let server = try await ServerHarness.started(
            files: ["Features/belly.feature": Fixtures.belly, "Tests/ExtraSteps.swift": extra])
        let swift = server.workspace.uri("Tests/ExtraSteps.swift")
        let unused = try await server.diagnostics(swift) { !Fixtures.withCode("unused-step-definition", $0).isEmpty }
        let hint = try #require(Fixtures.withCode("unused-step-definition", unused).first)
        #expect(hint["severity"] == .integer(4))
        #expect(
            hint["message"] == .string(#"No step of the workspace's feature files runs the step definition "I sing""#))
        #expect(Fixtures.start(hint).0 == 3)

        let feature = server.workspace.uri("Features/belly.feature")
        let singing = Fixtures.belly + "    And I sing\n"
        try server.workspace.write("Features/belly.feature", singing)
        server.notify(
            "textDocument/didSave", .object(["textDocument": .object(["uri": .string(feature)])]))
        let after = try await server.diagnostics(swift) { Fixtures.withCode("unused-step-definition", $0).isEmpty }
        #expect(Fixtures.withCode("unused-step-definition", after).isEmpty, "used now")
    }
}
