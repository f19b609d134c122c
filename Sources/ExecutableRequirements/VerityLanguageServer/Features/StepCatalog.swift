/// The step definitions and parameter types the features are checked against: one snapshot of
/// the workspace index, numbered by its generation.
///
/// ```swift
/// let catalog = StepCatalog(definitions: sites, parameterTypes: [], generation: 1)
/// let compiled = CompiledStepCatalog(catalog)
/// ```
package struct StepCatalog: Sendable {
    package var definitions: [StepDefinitionSite]
    package var parameterTypes: [ParameterTypeSite]
    /// Changes whenever the definitions or parameter types do; compiled forms are cached by it.
    package var generation: Int
    /// The workspace folder that `file:line` texts are shown relative to, when known.
    package var root: String?
    /// Parameter types known to exist whose regular expressions the scan cannot read: they
    /// match any text, so that the definitions using them are not reported as broken.
    package var unreadableParameterTypes: [String]

    /// Creates a catalog.
    package init(
        definitions: [StepDefinitionSite], parameterTypes: [ParameterTypeSite], generation: Int, root: String? = nil,
        unreadableParameterTypes: [String] = []
    ) {
        self.definitions = definitions
        self.parameterTypes = parameterTypes
        self.generation = generation
        self.root = root
        self.unreadableParameterTypes = unreadableParameterTypes
    }

    /// No definitions at all: generation 0, before the workspace is scanned.
    package static let empty = StepCatalog(definitions: [], parameterTypes: [], generation: 0)
}
