import Foundation
import VerityFiles
import VerityWorkspace

/// What the tools read: the package's feature files, parsed, and its Swift step definitions,
/// found without building and compiled for matching, the way the language server has them.
///
/// Both are kept between calls and brought up to date on each: a feature file is parsed again
/// when its modification date or size changed, and the step definitions are compiled again
/// only when the workspace index reports new ones.
///
/// ```swift
/// let index = RequirementsIndex(root: PackageRoot(path: "/work/shop"))
/// let catalog = index.definitions()
/// let features = try index.features(in: ["Tests/ShopTests/Features"])
/// ```
package final class RequirementsIndex {
    /// The package read.
    package let root: PackageRoot
    private let workspace: WorkspaceIndex
    private var compiled: (generation: Int, catalog: CompiledStepCatalog)?
    private var parsed: [String: (stamp: FileStamp, analysis: FeatureAnalysis)] = [:]
    private var hasScanned = false

    /// An index of the package at `root`; nothing is read until a tool asks.
    package init(root: PackageRoot) {
        self.root = root
        workspace = WorkspaceIndex(roots: [root.path])
    }

    /// The step definitions and parameter types of the package's Swift files now, compiled.
    package func definitions() -> CompiledStepCatalog {
        let snapshot = hasScanned ? workspace.refreshChangedFiles() : workspace.scan()
        hasScanned = true
        if let compiled, compiled.generation == snapshot.generation { return compiled.catalog }
        let catalog = CompiledStepCatalog(
            StepCatalog(
                definitions: snapshot.stepDefinitions, parameterTypes: snapshot.parameterTypes, root: root.path,
                unreadableParameterTypes: snapshot.unrecognised.compactMap { site in
                    if case .parameterType(let name?) = site.kind { return name }
                    return nil
                }))
        compiled = (snapshot.generation, catalog)
        return catalog
    }

    /// The feature files under `paths` (relative to the package, or absolute inside it; the
    /// whole package when empty), each parsed.
    ///
    /// - Throws: ``ToolFailure`` when a path is outside the package or does not exist.
    package func features(in paths: [String]) throws(ToolFailure) -> [FeatureAnalysis] {
        try featureFiles(in: paths).compactMap(analysis(ofFile:))
    }

    /// The feature files under `paths`, as ``features(in:)`` chooses them.
    ///
    /// - Throws: ``ToolFailure`` when a path is outside the package or does not exist.
    package func featureFiles(in paths: [String]) throws(ToolFailure) -> [String] {
        var absolute: [String] = []
        for path in paths {
            let resolved = try root.resolve(path)
            guard FileManager.default.fileExists(atPath: resolved) else {
                throw ToolFailure("\(path): no such file or folder in the package \(root.path)")
            }
            absolute.append(resolved)
        }
        // NB: a link is followed only when it leads inside the package, the only place this server reads.
        return FeatureFileFinder().files(under: absolute.isEmpty ? [root.path] : absolute, followsLink: root.contains)
    }

    /// The feature file at `path` (absolute, inside the package) parsed, or `nil` when it
    /// cannot be read.
    package func analysis(ofFile path: String) -> FeatureAnalysis? {
        guard let stamp = FileStamp.of(path) else {
            parsed[path] = nil
            return nil
        }
        if let known = parsed[path], known.stamp == stamp { return known.analysis }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let analysis = FeatureAnalysis(uri: path, lines: DocumentLines(bytes: [UInt8](data)))
        parsed[path] = (stamp, analysis)
        return analysis
    }

    /// `path:line` of a 0-based line of the file at `path`, the path relative to the package.
    package func place(_ path: String, line: Int) -> String {
        "\(root.relative(path)):\(line + 1)"
    }
}
