import VerityWorkspace

/// Go to definition: from a step to the Swift source of every definition matching it (several
/// when it is ambiguous); for a step no definition matches, the definitions that would match
/// but for an undefined parameter type.
///
/// ```swift
/// DefinitionLookup.locations(analysis, line: 7, definitions: compiled)
/// // [file:///work/Tests/Steps.swift 11:18-11:38]
/// ```
package enum DefinitionLookup {
    /// The definitions of the step on the 0-based `line`; empty when there is no step there.
    package static func locations(_ analysis: FeatureAnalysis, line: Int, definitions: CompiledStepCatalog)
        -> [DocumentLocation]
    {
        guard let step = StepReference(analysis, line: line) else { return [] }
        let matches = step.matches(in: definitions)
        if !matches.isEmpty { return matches.map { DocumentLocation(definitions.definitions[$0].site.location) } }
        return step.texts.flatMap { definitions.unusableMatches($0) }.map { DocumentLocation($0.site.location) }
    }
}
