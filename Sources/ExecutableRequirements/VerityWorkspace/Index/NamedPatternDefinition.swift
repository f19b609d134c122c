/// A definition whose pattern, or some of whose parameter-type regular expressions, names a
/// constant instead of writing a literal: complete once ``WorkspaceIndex`` finds the constants
/// (they may be in another file).
///
/// ```swift
/// steps.parameterType("amount", regexp: FeatureAmount.regexp) { … }
/// // .parameterType(site with regexps [""]), references: [FeatureAmount.regexp → slot 0]
/// ```
package struct NamedPatternDefinition: Sendable, Hashable {
    /// The definition, with an empty string where each named value goes.
    package enum Definition: Sendable, Hashable {
        case step(StepDefinitionSite)
        case parameterType(ParameterTypeSite)
    }

    /// What the definition becomes once its names are looked up.
    package enum Resolution: Sendable, Hashable {
        case step(StepDefinitionSite)
        case parameterType(ParameterTypeSite)
        case unrecognised(UnrecognisedDefinitionSite)
    }

    package var definition: Definition
    /// The names to look up, at least one.
    package var references: [ConstantReference]

    /// A definition waiting for the values of `references`.
    package init(definition: Definition, references: [ConstantReference]) {
        self.definition = definition
        self.references = references
    }

    /// The definition with each name replaced by the value `lookup` gives, or, at the first
    /// name it cannot give, an unrecognised site saying why.
    package func resolved(
        _ lookup: (ConstantReference) -> Result<String, UnrecognisedDefinitionSite.Reason>
    ) -> Resolution {
        switch definition {
        case .step(var site):
            for reference in references {
                switch lookup(reference) {
                case .success(let value): site.pattern = value
                case .failure(let reason):
                    return .unrecognised(
                        UnrecognisedDefinitionSite(
                            kind: .step(site.keyword), location: reference.location, reason: reason))
                }
            }
            return .step(site)
        case .parameterType(var site):
            for reference in references where site.regexps.indices.contains(reference.slot) {
                switch lookup(reference) {
                case .success(let value): site.regexps[reference.slot] = value
                case .failure(let reason):
                    return .unrecognised(
                        UnrecognisedDefinitionSite(
                            kind: .parameterType(name: site.name), location: reference.location, reason: reason))
                }
            }
            return .parameterType(site)
        }
    }
}
