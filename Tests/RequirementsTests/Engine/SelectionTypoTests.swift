import Testing

@testable import Requirements

/// A typo in a selection must not give a green run of nothing.
@Suite("Selections that select nothing")
struct SelectionTypoTests {
    static let feature = """
        @loyalty
        Feature: Cart
          @refunds
          Scenario: add
            Given a step
          @royalty
          Scenario: remove
            Given a step
        """

    static let steps = Steps<Shop>(world: Shop.init) { steps in
        steps.given("a step") { _ in }
    }

    @Test("a name that matches no scenario fails the run, naming it")
    func unknownName() async {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0.name = "checkout"
        }
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
        #expect(
            result.problems.first?.contains("'features/basket.feature:3' names no feature file of the suite") == true)
    }

    @Test("a line with no scenario fails the run, listing where the file's scenarios start")
    func unknownLine() async {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0.locations = [FeatureLocation(path: "cart.feature", lines: [99])]
        }.run()
        #expect(!result.success)
        #expect(
            result.problems.first?.contains(
                "'cart.feature:99' is no scenario's line (its scenarios start at lines 4, 7)") == true)
    }

    @Test("a good location and name still select their scenario")
    func goodSelection() async {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0.locations = [FeatureLocation(path: "cart.feature", lines: [7])]
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

    @Test("a misspelt tag fails the run, listing the suite's tags closest first")
    func misspeltTag() async {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0.tags = "@loyaltyy"
        }
        .run()
        #expect(!result.success)
        #expect(result.scenarios.isEmpty)
        #expect(
            result.problems.first?.contains(
                "VERITY_TAGS: no scenario of the suite carries @loyaltyy (its tags are @loyalty, @royalty, @refunds); "
                    + "did you mean @loyalty?") == true)
    }

    @Test("a tag written without its @ fails the run, naming the tag with it first")
    func tagWithoutAt() async {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0.tags = "loyalty"
        }
        .run()
        #expect(!result.success)
        #expect(result.problems.first?.contains("carries loyalty (its tags are @loyalty,") == true)
        #expect(result.problems.first?.contains("did you mean @loyalty?") == true)
    }

    @Test(
        "a tag under not may be one no scenario carries: it leaves nothing out, as `not @wip` in a suite without work in progress"
    )
    func negatedTagsNeedNotExist() async {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0.tags = "(not @wip) and not @api-only and (@refunds or not (not @royalty))"
        }.run()
        #expect(result.success)
        #expect(result.scenarios.map(\.scenario.name) == ["add", "remove"])
        #expect(
            result.warnings == [
                "VERITY_TAGS: no scenario of the suite carries @wip, so 'not @wip' leaves none out "
                    + "(its tags are @loyalty, @refunds, @royalty)",
                "VERITY_TAGS: no scenario of the suite carries @api-only, so 'not @api-only' leaves none out "
                    + "(its tags are @loyalty, @refunds, @royalty)",
            ])
    }

    @Test("a misspelt tag under not runs the selection and warns, with did you mean")
    func misspeltTagUnderNotWarns() async {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0.tags = "not @royaltyy"
        }.run()
        #expect(result.success)
        #expect(result.scenarios.map(\.scenario.name) == ["add", "remove"])
        #expect(
            result.warnings == [
                "VERITY_TAGS: no scenario of the suite carries @royaltyy, so 'not @royaltyy' leaves none out "
                    + "(its tags are @royalty, @loyalty, @refunds); did you mean @royalty?"
            ])
    }

    @Test("the default, not @wip, never warns, though no scenario is work in progress")
    func theDefaultNeverWarns() async {
        var configuration = RunConfiguration()
        configuration.parallel = false
        #expect(configuration.tags == RunConfiguration.defaultTags)
        let suite = FeatureSuite(
            Self.steps, features: [FeatureFile(uri: "features/cart.feature", text: Self.feature)],
            configuration: configuration)
        let result = await suite.run()
        #expect(result.success)
        #expect(result.warnings.isEmpty)
    }

    @Test("a tag unlike any of the suite's is listed against them, with no guess")
    func unknownTagWithoutGuess() async {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0.tags = "@checkout"
        }
        .run()
        #expect(result.problems.first?.contains("carries @checkout (its tags are") == true)
        #expect(result.problems.first?.contains("did you mean") == false)
    }

    @Test("an expression whose tags exist but which selects no scenario fails the run")
    func selectsNothing() async {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0.tags = "@refunds and @royalty"
        }.run()
        #expect(!result.success)
        #expect(
            result.problems.first?.contains(
                "the selection (VERITY_TAGS '@refunds and @royalty') selects no scenario of the suite") == true)
    }

    @Test("VERITY_ALLOW_EMPTY=1 lets a selection select nothing and name unknown tags")
    func allowEmpty() async throws {
        let configuration = try RunConfiguration.environment(["VERITY_TAGS": "@loyaltyy", "VERITY_ALLOW_EMPTY": "1"])
        #expect(configuration.allowsEmptySelection)
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0 = configuration
        }.run()
        #expect(result.success)
        #expect(result.scenarios.isEmpty)
    }

    @Test("an empty shard still passes: a suite may be smaller than its shard count")
    func emptyShard() async throws {
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps) {
            $0.tags = "@refunds"
            $0.shard = try? Shard(2, of: 2)
        }.run()
        #expect(result.success)
        #expect(result.scenarios.isEmpty)
    }
}
