/// The Swift file a new step definition for a feature file clearly belongs in: the one holding
/// most of the definitions its other steps use; when none of them is defined, the one file that
/// holds definitions at all. `nil` when no file is clear (a tie, or several files and no clue).
///
/// ```swift
/// StepsFileChoice.path(for: analysis, definitions: compiled)  // "/work/Tests/BellySteps.swift"
/// ```
package enum StepsFileChoice {
    /// The steps file for new definitions of `analysis`'s steps.
    package static func path(for analysis: FeatureAnalysis, definitions: CompiledStepCatalog) -> String? {
        var uses: [String: Int] = [:]
        for step in analysis.steps {
            // NB: an array, not a set: a step's uses match few files, which are compared
            // without hashing each path.
            var files: [String] = []
            for use in step.uses {
                for match in definitions.lookup(use.text).matches {
                    let path = definitions.definitions[match].site.location.path
                    if !files.contains(path) { files.append(path) }
                }
            }
            for file in files where file.hasSuffix(".swift") { uses[file, default: 0] += 1 }
        }
        if let most = uses.values.max() {
            let leaders = uses.filter { $0.value == most }
            return leaders.count == 1 ? leaders.first?.key : nil
        }
        let files = Set(definitions.catalog.definitions.map(\.location.path).filter { $0.hasSuffix(".swift") })
        return files.count == 1 ? files.first : nil
    }
}
