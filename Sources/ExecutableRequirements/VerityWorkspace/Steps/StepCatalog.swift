/// The step definitions and parameter types the features are checked against: one snapshot of
/// the workspace index (the worker compiles one only when the index's generation changes).
///
/// ```swift
/// let catalog = StepCatalog(definitions: sites, parameterTypes: [])
/// let compiled = CompiledStepCatalog(catalog)
/// ```
package struct StepCatalog: Sendable {
    package var definitions: [StepDefinitionSite]
    package var parameterTypes: [ParameterTypeSite]
    /// The workspace folder that `file:line` texts are shown relative to, when known.
    package var root: String?
    /// Parameter types known to exist whose regular expressions the scan cannot read: they
    /// match any text, so that the definitions using them are not reported as broken.
    package var unreadableParameterTypes: [String]

    /// Creates a catalog.
    package init(
        definitions: [StepDefinitionSite], parameterTypes: [ParameterTypeSite], root: String? = nil,
        unreadableParameterTypes: [String] = []
    ) {
        self.definitions = definitions
        self.parameterTypes = parameterTypes
        self.root = root
        self.unreadableParameterTypes = unreadableParameterTypes
    }
}
