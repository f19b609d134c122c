import Testing

@testable import Requirements

/// A typo in a selection must not give a green run of nothing.
@Suite("Selections that select nothing")
struct SelectionTypoTests {
    static let feature = """
        Feature: Cart
          Scenario: add
            Given a step
          Scenario: remove
            Given a step
        """

    static let steps = Steps<Shop>(world: Shop.init) { steps in
        steps.given("a step") { _ in }
    }

    @Test("a name that matches no scenario fails the run, naming it")
    func unknownName() async {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) { $0.name = "checkout" }
            .run()
        #expect(!result.success)
        #expect(result.scenarios.isEmpty)
        #expect(result.problems.first?.contains("VERITY_NAME: 'checkout' matches no scenario of the suite") == true)
    }

    @Test("a location in no feature file fails the run, naming it")
    func unknownFile() async {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0.locations = [FeatureLocation(path: "features/basket.feature", lines: [3])]
        }.run()
        #expect(!result.success)
        #expect(result.problems.first?.contains("'features/basket.feature:3' names no feature file of the suite") == true)
    }

    @Test("a line with no scenario fails the run, listing where the file's scenarios start")
    func unknownLine() async {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0.locations = [FeatureLocation(path: "cart.feature", lines: [99])]
        }.run()
        #expect(!result.success)
        #expect(result.problems.first?.contains("'cart.feature:99' is no scenario's line (its scenarios start at lines 2, 4)") == true)
    }

    @Test("a good location and name still select their scenario")
    func goodSelection() async {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0.locations = [FeatureLocation(path: "cart.feature", lines: [4])]
            $0.name = "remove"
        }.run()
        #expect(result.success)
        #expect(result.scenarios.map(\.scenario.name) == ["remove"])
    }

    @Test("a run that cannot start is one failing test case, not one per scenario")
    func oneProblemCase() {
        let suite = makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) { $0.name = "(" }
        let cases = suite.scenarios
        #expect(cases.count == 1)
        #expect(cases.first?.problem?.contains("VERITY_NAME") == true)
    }
}
