import Foundation

/// Finds the `.feature` and `.feature.md` files of a package, in sorted order.
///
/// Skipped, as the language server's Swift file finder skips them: hidden files and folders
/// (`.build`, `.swiftpm`, `.git`, …) and `node_modules`. Links are not followed out of the
/// package: a linked folder or file counts only when it resolves inside it.
///
/// ```swift
/// FeatureFileFinder(root: root).files(under: [root.path])  // ["/work/shop/Tests/ShopTests/Features/cart.feature", …]
/// ```
package struct FeatureFileFinder: Sendable {
    /// The package; nothing outside it is listed.
    package var root: PackageRoot

    /// A finder for `root`.
    package init(root: PackageRoot) {
        self.root = root
    }

    /// Whether `path` names a feature file by its ending.
    package static func isFeatureFile(_ path: String) -> Bool {
        path.hasSuffix(".feature") || path.hasSuffix(".feature.md")
    }

    /// The feature files under each of `paths` (absolute paths inside the package): a file is
    /// taken as it is, a folder is searched; each file once.
    package func files(under paths: [String]) -> [String] {
        var found = Set<String>()
        var visited = Set<String>()
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                walk(path, found: &found, visited: &visited)
            } else {
                found.insert(path)
            }
        }
        return found.sorted()
    }

    /// Whether `path` is a symbolic link.
    private static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    /// Adds the feature files below `folder` (inside the package, links resolved) to `found`;
    /// `visited` holds the folders walked, links resolved, so that a link loop ends.
    private func walk(_ folder: String, found: inout Set<String>, visited: inout Set<String>) {
        let files = FileManager.default
        let canonical = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visited.insert(canonical).inserted, let names = try? files.contentsOfDirectory(atPath: folder) else {
            return
        }
        for name in names where !name.hasPrefix(".") && name != "node_modules" {
            let child = folder + "/" + name
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: child, isDirectory: &isFolder) else { continue }
            // NB: only a link can lead out of a folder that is inside the package, so only a
            // link's path is resolved and checked.
            if Self.isLink(child), !root.contains(child) { continue }
            if isFolder.boolValue {
                walk(child, found: &found, visited: &visited)
            } else if Self.isFeatureFile(name) {
                found.insert(child)
            }
        }
    }
}
