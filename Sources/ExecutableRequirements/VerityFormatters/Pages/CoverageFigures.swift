import CucumberMessages

/// How much of the specification the runs prove: examples run and passed, in all, per
/// feature and per tag, and what nothing shows (rules with no example, examples never run).
package struct CoverageFigures {
    /// Counts over a set of examples.
    package struct Tally: Equatable {
        package var examples = 0
        package var run = 0
        package var passed = 0
        /// Examples every run skipped (a scenario for another platform, say): neither run nor
        /// failed, so they take no part in the pass rate.
        package var skipped = 0

        mutating func count(_ example: SpecifiedExample) {
            examples += 1
            guard let status = example.status else { return }
            guard status != .skipped else {
                skipped += 1
                return
            }
            run += 1
            if status == .passed { passed += 1 }
        }

        /// Passed over run, as a whole percentage; `nil` when nothing ran.
        package var passRate: Int? {
            run == 0 ? nil : Int((Double(passed) * 100 / Double(run)).rounded(.down))
        }

        /// "4 examples, 3 run, 2 passed (66%)", with ", 1 skipped" when some were skipped, or
        /// "4 examples, not run".
        package var text: String {
            let noun = examples == 1 ? "example" : "examples"
            let skips = skipped == 0 ? "" : ", \(skipped) skipped"
            guard let passRate else { return "\(examples) \(noun), not run" + skips }
            return "\(examples) \(noun), \(run) run, \(passed) passed (\(passRate)%)" + skips
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
