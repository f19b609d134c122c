extension StepCatalog {
    /// `path:line` of a definition, the path relative to ``root`` when it lies inside it.
    ///
    /// ```swift
    /// catalog.place(of: site)  // "Tests/BellySteps/Steps.swift:12"
    /// ```
    package func place(of site: StepDefinitionSite) -> String {
        "\(displayPath(site.location.path)):\(site.location.range.start.line + 1)"
    }

    /// `path` relative to ``root`` when it lies inside it, else as it is.
    package func displayPath(_ path: String) -> String {
        guard let root, !root.isEmpty else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
