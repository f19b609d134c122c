import VerityWorkspace

/// Find all references: the steps bound to a step definition, across every feature file of the
/// workspace, asked from a step (its definitions' steps) or from a definition's pattern in a
/// Swift file.
///
/// ```swift
/// let bound = StepReferences.definitions(inSwiftFile: "/work/Tests/Steps.swift", at: position, definitions: compiled)
/// StepReferences.locations(of: Set(bound), in: analyses, definitions: compiled)
/// // [file:///work/Features/belly.feature 3:10-3:36, …]
/// ```
package enum StepReferences {
    /// The definitions (indices into `definitions.definitions`) whose pattern is written at
    /// `position` in the Swift file at `path`.
    package static func definitions(
        inSwiftFile path: String, at position: TextPosition, definitions: CompiledStepCatalog
    ) -> [Int] {
        definitions.definitions.indices.filter { index in
            let location = definitions.definitions[index].site.location
            return location.path == path && location.range.start <= position && position <= location.range.end
        }
    }

    /// The steps of `analyses` that run any of the definitions `bound`, with the file each is in.
    package static func steps(
        boundTo bound: Set<Int>, in analyses: [FeatureAnalysis], definitions: CompiledStepCatalog
    ) -> [(uri: String, step: AnalyzedStep)] {
        guard !bound.isEmpty else { return [] }
        var found: [(uri: String, step: AnalyzedStep)] = []
        for analysis in analyses {
            for step in analysis.steps
            where step.uses.contains(where: { use in
                definitions.lookup(use.text).matches.contains(where: bound.contains)
            }) {
                found.append((analysis.uri, step))
            }
        }
        return found
    }

    /// Where the steps bound to `bound` are written (each step's text), and, with
    /// `includingDefinitions`, the definitions' patterns.
    package static func locations(
        of bound: Set<Int>, in analyses: [FeatureAnalysis], definitions: CompiledStepCatalog,
        includingDefinitions: Bool = true
    ) -> [DocumentLocation] {
        let declarations =
            includingDefinitions
            ? bound.sorted().map { DocumentLocation(definitions.definitions[$0].site.location) } : []
        return declarations
            + steps(boundTo: bound, in: analyses, definitions: definitions).map { found in
                DocumentLocation(uri: found.uri, range: found.step.textRange)
            }
    }

    /// The problems of the definitions read from Swift files that no step of `analyses` runs,
    /// as hints on their patterns; none when there is no feature file at all (a package
    /// whose features live elsewhere would see every definition flagged).
    package static func unused(in analyses: [FeatureAnalysis], definitions: CompiledStepCatalog) -> [DefinitionProblem]
    {
        guard !analyses.isEmpty else { return [] }
        var used = Set<Int>()
        for analysis in analyses {
            for step in analysis.steps {
                for use in step.uses { used.formUnion(definitions.lookup(use.text).matches) }
            }
        }
        return definitions.definitions.indices.compactMap { index in
            let site = definitions.definitions[index].site
            guard site.origin == .swiftScan, !used.contains(index) else { return nil }
            return DefinitionProblem(
                location: site.location, code: DiagnosticCode.unusedStepDefinition,
                message: "No step of the workspace's feature files runs the step definition \(quoted(site.pattern))",
                severity: .hint)
        }
    }
}
