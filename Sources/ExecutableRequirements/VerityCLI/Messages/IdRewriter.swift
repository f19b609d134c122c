import CucumberMessages
import Gherkin

/// Replaces the counted ids of one file's document (`"0"`, `"1"`, …) with UUIDs, or with
/// counted ids starting further on.
///
/// Lets files be parsed concurrently with counted ids, which are then made unique across files:
/// shifted, or replaced with random UUIDs.
struct IdRewriter {
    private var replacements: [String]

    /// Replaces ids with UUIDs.
    /// - Parameter count: how many ids the file used (its counter's next value).
    init(count: Int, generator: inout RandomUUIDs) {
        replacements = (0..<max(count, 0)).map { _ in generator.next() }
    }

    /// Replaces each counted id `n` with `n + offset`.
    /// - Parameter count: how many ids the file used (its counter's next value).
    init(count: Int, shiftedBy offset: Int) {
        replacements = (0..<max(count, 0)).map { String($0 + offset) }
    }

    private func map(_ id: inout String) {
        if let index = Int(id), index >= 0, index < replacements.count { id = replacements[index] }
    }

    private func map(_ ids: inout [String]) {
        for index in ids.indices { map(&ids[index]) }
    }

    func rewrite(_ document: inout GherkinDocument) {
        guard var feature = document.feature else { return }
        rewrite(&feature.tags)
        for index in feature.children.indices {
            if var rule = feature.children[index].rule {
                map(&rule.id)
                rewrite(&rule.tags)
                for child in rule.children.indices {
                    if var background = rule.children[child].background {
                        rewrite(&background)
                        rule.children[child].background = background
                    }
                    if var scenario = rule.children[child].scenario {
                        rewrite(&scenario)
                        rule.children[child].scenario = scenario
                    }
                }
                feature.children[index].rule = rule
            }
            if var background = feature.children[index].background {
                rewrite(&background)
                feature.children[index].background = background
            }
            if var scenario = feature.children[index].scenario {
                rewrite(&scenario)
                feature.children[index].scenario = scenario
            }
        }
        document.feature = feature
    }

    private func rewrite(_ tags: inout [Tag]) {
        for index in tags.indices { map(&tags[index].id) }
    }

    private func rewrite(_ background: inout Background) {
        map(&background.id)
        rewrite(&background.steps)
    }

    private func rewrite(_ scenario: inout Scenario) {
        map(&scenario.id)
        rewrite(&scenario.tags)
        rewrite(&scenario.steps)
        for index in scenario.examples.indices {
            map(&scenario.examples[index].id)
            rewrite(&scenario.examples[index].tags)
            if var header = scenario.examples[index].tableHeader {
                map(&header.id)
                scenario.examples[index].tableHeader = header
            }
            for row in scenario.examples[index].tableBody.indices {
                map(&scenario.examples[index].tableBody[row].id)
            }
        }
    }

    private func rewrite(_ steps: inout [Step]) {
        for index in steps.indices {
            map(&steps[index].id)
            if var table = steps[index].dataTable {
                for row in table.rows.indices { map(&table.rows[row].id) }
                steps[index].dataTable = table
            }
        }
    }
}
