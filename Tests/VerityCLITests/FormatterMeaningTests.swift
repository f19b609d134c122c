import CucumberMessages
import Gherkin
import Testing

@Suite("verity format keeps meaning")
struct FormatterMeaningTests {
    /// The project's own good Gherkin files (`Tests/Fixtures/Features/good`), which between them
    /// hold every construct the formatter lays out.
    static let plainInputs = GherkinInputs.fixtures.inputs("good").filter { $0.hasSuffix(".feature") }

    private struct Parsed {
        var document: GherkinDocument
        var pickles: [PickleMeaning]
    }

    private func parse(_ text: String, _ name: String) throws -> Parsed {
        var ids = IdGenerator.predictable()
        let result = GherkinParser().parse(text, uri: name, ids: &ids)
        let document = try #require(result.document, "\(name) does not parse: \(result.errors)")
        let pickles = PickleCompiler().compile(document, uri: name, ids: &ids)
        return Parsed(document: document, pickles: pickles.map(PickleMeaning.init))
    }

    @Test("the fixtures hold plain good inputs, the empty file among them")
    func inputsArePresent() {
        #expect(Self.plainInputs.count >= 10 && Self.plainInputs.contains("empty.feature"), "\(Self.plainInputs)")
    }

    @Test("formatted text compiles to the same pickles as the original", arguments: plainInputs)
    func samePickles(name: String) throws {
        let original = try GherkinInputs.fixtures.text("good", name)
        let before = try parse(original, name)
        // NB: the raw layout, not format(_:uri:): format falls back to the original text when
        // its own check fails, so only the layout can show a formatter that changes meaning.
        let formatted = GherkinFormatter().layout(original, document: before.document)
        let after = try parse(formatted, name)
        #expect(
            after.pickles == before.pickles,
            "\(name): first difference at pickle \(firstDifference(before.pickles, after.pickles))")
    }

    @Test("format rewrites the layout rather than falling back to the original", arguments: plainInputs)
    func formatUsesTheLayout(name: String) throws {
        let original = try GherkinInputs.fixtures.text("good", name)
        let document = try parse(original, name).document
        #expect(
            GherkinFormatter().format(original, document: document)
                == GherkinFormatter().layout(original, document: document), "\(name)")
    }

    @Test("formatting twice gives the same text as formatting once", arguments: plainInputs)
    func idempotent(name: String) throws {
        let once = try GherkinFormatter().format(try GherkinInputs.fixtures.text("good", name), uri: name)
        let twice = try GherkinFormatter().format(once, uri: name)
        #expect(twice == once, "\(name)")
    }

    @Test("comments, tags, descriptions and names survive formatting", arguments: plainInputs)
    func nothingLost(name: String) throws {
        let original = try GherkinInputs.fixtures.text("good", name)
        let before = try parse(original, name).document
        let after = try parse(try GherkinFormatter().format(original, uri: name), name).document
        #expect(after.comments.map { $0.text.trimmed } == before.comments.map { $0.text.trimmed }, "\(name)")
        #expect(after.feature?.tags.map(\.name) == before.feature?.tags.map(\.name), "\(name)")
        #expect(after.feature?.name == before.feature?.name, "\(name)")
        #expect(
            descriptionLines(after.feature?.description) == descriptionLines(before.feature?.description),
            "\(name)")
        let beforeScenarios = scenarios(before).map {
            [$0.name] + descriptionLines($0.description) + $0.tags.map(\.name)
        }
        let afterScenarios = scenarios(after).map { [$0.name] + descriptionLines($0.description) + $0.tags.map(\.name) }
        #expect(afterScenarios == beforeScenarios, "\(name)")
    }

    private func descriptionLines(_ text: String?) -> [String] {
        (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmed }
    }

    private func scenarios(_ document: GherkinDocument) -> [Scenario] {
        (document.feature?.children ?? []).flatMap { child -> [Scenario] in
            if let scenario = child.scenario { return [scenario] }
            return (child.rule?.children ?? []).compactMap(\.scenario)
        }
    }

    private func firstDifference(_ a: [PickleMeaning], _ b: [PickleMeaning]) -> String {
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index].description : "none"
            let right = index < b.count ? b[index].description : "none"
            if left != right || (index < a.count && index < b.count && a[index] != b[index]) {
                return "\(index): \(left) became \(right)"
            }
        }
        return "none"
    }
}

extension String {
    var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
