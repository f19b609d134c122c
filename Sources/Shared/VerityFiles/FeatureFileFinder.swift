import Foundation

/// Finds the feature files (`.feature`, `.feature.md`) that paths name, for all of Verity that
/// takes them: the runner (a suite's `Features` folder), `verity lint`, `format` and `docs`,
/// the language server and the MCP server.
/// A folder is searched with ``FolderWalk``'s rules (no hidden folders such as `.build`, no
/// `node_modules`, no `DerivedData`); a file named is taken as it is.
///
/// ```swift
/// FeatureFileFinder().files(in: ["Features", "extra/one.txt"])
/// // (files: ["Features/cart.feature", "Features/pay.feature", "extra/one.txt"], missing: [])
/// FeatureFileFinder().files(under: [root.path], followsLink: root.contains)  // inside the package only
/// ```
package struct FeatureFileFinder: Sendable {
    /// The endings of feature files, Markdown's included.
    package static let endings = [".feature", ".feature.md"]

    /// File-name endings searched for inside folders (`verity format` formats plain `.feature` files only).
    package var extensions: [String] = Self.endings

    /// A path that is neither a readable file nor a folder.
    package struct MissingPath: Error, CustomStringConvertible {
        /// The path as given.
        package var path: String
        package var description: String { "\(path): no such file or directory" }
    }

    /// A finder of the files ending in ``extensions``.
    package init() {}

    /// Whether `path` names a feature file by its ending.
    package static func isFeatureFile(_ path: String) -> Bool {
        endings.contains(where: path.hasSuffix)
    }

    /// The files named by `paths`, in their order, each folder's files in sorted order, so that
    /// output is the same on every machine; a file is taken whatever its extension (the user
    /// asked for it), and the paths that do not exist are returned in `missing`.
    package func files(in paths: [String]) -> (files: [String], missing: [MissingPath]) {
        var files: [String] = []
        var missing: [MissingPath] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                missing.append(MissingPath(path: path))
                continue
            }
            if isFolder.boolValue {
                files += FolderWalk.files(under: [path], endingIn: extensions).map(\.path).sorted()
            } else {
                files.append(path)
            }
        }
        return (files, missing)
    }

    /// The feature files under each of `paths` that exist (absolute: a file is taken as it is,
    /// a folder is searched), each once, sorted; a link is followed only when `followsLink`
    /// accepts its path.
    package func files(under paths: [String], followsLink: (String) -> Bool = { _ in true }) -> [String] {
        var found = Set<String>()
        var folders: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue { folders.append(path) } else { found.insert(path) }
        }
        for file in FolderWalk.files(under: folders, endingIn: extensions, followsLink: followsLink) {
            found.insert(file.path)
        }
        return found.sorted()
    }
}
