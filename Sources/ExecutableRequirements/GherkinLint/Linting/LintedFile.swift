import CucumberMessages

/// One parsed feature file as the rules see it: where it came from and its syntax tree.
///
/// Only a file that parsed without errors is linted for quality: its syntax errors come first.
package struct LintedFile: Sendable {
    /// The file, as it was given to the linter; findings name it so.
    package var path: String
    /// The file's syntax tree.
    package var document: GherkinDocument

    /// Creates a file to lint.
    package init(path: String, document: GherkinDocument) {
        self.path = path
        self.document = document
    }

    /// Every scenario and outline of the file, those inside a `Rule` included, in source order.
    package var scenarios: [Scenario] {
        guard let feature = document.feature else { return [] }
        return feature.children.flatMap { child -> [Scenario] in
            if let scenario = child.scenario { return [scenario] }
            return child.rule?.children.compactMap(\.scenario) ?? []
        }
    }

    /// Every background of the file, the feature's and those of its rules, in source order.
    package var backgrounds: [Background] {
        guard let feature = document.feature else { return [] }
        return feature.children.flatMap { child -> [Background] in
            if let background = child.background { return [background] }
            return child.rule?.children.compactMap(\.background) ?? []
        }
    }

    /// Every scenario with the tags it inherits from its feature and rule.
    package var scenariosWithInheritedTags: [(scenario: Scenario, inherited: [Tag])] {
        guard let feature = document.feature else { return [] }
        return feature.children.flatMap { child -> [(scenario: Scenario, inherited: [Tag])] in
            if let scenario = child.scenario { return [(scenario, feature.tags)] }
            guard let rule = child.rule else { return [] }
            return rule.children.compactMap(\.scenario).map { ($0, feature.tags + rule.tags) }
        }
    }

    /// A problem at `location` in this file.
    package func problem(at location: Location, column: Int? = nil, _ message: String) -> LintProblem {
        LintProblem(path: path, at: location, column: column, message)
    }
}
