import Testing

@testable import Gherkin

@Suite("Gherkin dialects")
struct GherkinDialectTests {
    @Test("all 80 dialects of gherkin-languages.json load")
    func allDialectsLoad() {
        #expect(GherkinDialect.all.count == 80)
        #expect(GherkinDialect.named("en")?.feature.contains("Feature") == true)
        #expect(GherkinDialect.named("no-such") == nil)
    }

    @Test(
        "every dialect has keywords of every kind",
        arguments: GherkinDialect.all.keys.sorted())
    func dialectIsComplete(_ code: String) throws {
        let dialect = try #require(GherkinDialect.named(code))
        #expect(dialect.code == code)
        #expect(!dialect.name.isEmpty && !dialect.native.isEmpty)
        let titleKinds = [
            dialect.feature, dialect.rule, dialect.background, dialect.scenario,
            dialect.scenarioOutline, dialect.examples,
        ]
        #expect(titleKinds.allSatisfy { !$0.isEmpty })
        let stepKinds = [dialect.given, dialect.when, dialect.then, dialect.and, dialect.but]
        #expect(stepKinds.allSatisfy { !$0.isEmpty })
    }

    @Test(
        "a document in each dialect parses with that dialect's first keywords",
        arguments: GherkinDialect.all.keys.sorted())
    func everyDialectParses(_ code: String) throws {
        let dialect = try #require(GherkinDialect.named(code))
        let given = try #require(dialect.given.first { $0 != "* " })
        let source = """
            # language: \(code)
            \(dialect.feature[0]): F
              \(dialect.scenario[0]): S
                \(given)x
            """
        let document = try #require(GherkinParser().parse(source).document)
        #expect(document.feature?.language == code)
        #expect(document.feature?.children.first?.scenario?.steps.first?.keyword == given)
    }
}
