import CucumberMessages
import VerityFormatters

/// The distinct words a feature is found by: its names, descriptions, step texts and tags,
/// lower-cased, each once, in the order they first appear.
enum SearchWords {
    static func of(_ feature: SpecifiedFeature) -> [String] {
        var collector = Collector()
        let spec = feature.feature
        collector.add(spec.name)
        collector.add(spec.description)
        for tag in spec.tags { collector.add(tag.name) }
        for child in spec.children {
            if let background = child.background { collector.add(background.steps.map(\.text)) }
            if let scenario = child.scenario { collector.add(scenario) }
            if let rule = child.rule {
                collector.add(rule.name)
                collector.add(rule.description)
                for ruleChild in rule.children {
                    if let background = ruleChild.background { collector.add(background.steps.map(\.text)) }
                    if let scenario = ruleChild.scenario { collector.add(scenario) }
                }
            }
        }
        return collector.words
    }

    private struct Collector {
        var words: [String] = []
        var seen = Set<String>()

        mutating func add(_ scenario: Scenario) {
            add(scenario.name)
            add(scenario.description)
            for tag in scenario.tags { add(tag.name) }
            add(scenario.steps.map(\.text))
            for examples in scenario.examples {
                add(examples.name)
                for tag in examples.tags { add(tag.name) }
            }
        }

        mutating func add(_ texts: [String]) {
            for text in texts { add(text) }
        }

        mutating func add(_ text: String) {
            var word = ""
            for character in text.lowercased() {
                if character.isLetter || character.isNumber || character == "@" || character == "_" {
                    word.append(character)
                } else {
                    insert(word)
                    word = ""
                }
            }
            insert(word)
        }

        private mutating func insert(_ word: String) {
            guard !word.isEmpty, seen.insert(word).inserted else { return }
            words.append(word)
        }
    }
}
