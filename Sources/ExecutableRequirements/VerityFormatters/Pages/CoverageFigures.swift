import CucumberMessages

/// How much of the specification the runs prove: examples run and passed, in all, per
/// feature and per tag, and what nothing shows (rules with no example, examples never run).
package struct CoverageFigures {
    /// Counts over a set of examples.
    package struct Tally: Equatable {
        package var examples = 0
        package var run = 0
        package var passed = 0

        mutating func count(_ example: SpecifiedExample) {
            examples += 1
            guard let status = example.status else { return }
            run += 1
            if status == .passed { passed += 1 }
        }

        /// Passed over run, as a whole percentage; `nil` when nothing ran.
        package var passRate: Int? {
            run == 0 ? nil : Int((Double(passed) * 100 / Double(run)).rounded(.down))
        }

        /// "3 of 4 run passed (75%)", or "4 examples, not run".
        package var text: String {
            let noun = examples == 1 ? "example" : "examples"
            guard let passRate else { return "\(examples) \(noun), not run" }
            return "\(examples) \(noun), \(run) run, \(passed) passed (\(passRate)%)"
        }
    }

    package var total = Tally()
    /// In the order of ``Specification/features``.
    package var byFeature: [Tally] = []
    /// Sorted by tag.
    package var byTag: [(tag: String, tally: Tally)] = []
    package var rulesWithoutExamples: [(feature: Int, rule: Rule)] = []
    package var neverRun: [(feature: Int, example: SpecifiedExample)] = []

    package init(_ specification: Specification) {
        var tags: [String: Tally] = [:]
        for (number, feature) in specification.features.enumerated() {
            var tally = Tally()
            for example in feature.examples {
                tally.count(example)
                total.count(example)
                for tag in Set(example.tags) { tags[tag, default: Tally()].count(example) }
                if example.status == nil && !specification.runs.isEmpty { neverRun.append((number, example)) }
            }
            byFeature.append(tally)
            rulesWithoutExamples += feature.rulesWithoutExamples.map { (number, $0) }
        }
        byTag = tags.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
