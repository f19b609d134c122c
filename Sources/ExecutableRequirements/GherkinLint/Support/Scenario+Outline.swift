import CucumberMessages
import Gherkin

extension Scenario {
    /// Whether the scenario is an outline: it has examples, or is written with an outline
    /// keyword of `language` (`Scenario Outline`, `Scenario Template`).
    package func isOutline(language: String) -> Bool {
        guard examples.isEmpty else { return true }
        let dialect = GherkinDialect.named(language) ?? GherkinDialect.english
        return dialect.scenarioOutline.contains(keyword)
    }

    /// The names of the examples columns, over all the examples.
    package var exampleColumns: Set<String> {
        Set(examples.flatMap { $0.tableHeader?.cells.map(\.value) ?? [] })
    }
}
