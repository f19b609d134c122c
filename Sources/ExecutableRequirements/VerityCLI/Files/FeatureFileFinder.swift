import Foundation

/// Expands command-line paths into the feature files to work on.
///
/// A path naming a file is taken as is, whatever its extension (the user asked for it); a
/// folder is searched recursively for the given extensions, in sorted order so that output
/// is the same on every machine.
struct FeatureFileFinder {
    /// File-name endings searched for inside folders.
    var extensions: [String] = [".feature", ".feature.md"]

    /// A path that is neither a readable file nor a folder.
    struct MissingPath: Error, CustomStringConvertible {
        var path: String
        var description: String { "\(path): no such file or directory" }
    }

    /// The files named by `paths`, folders expanded; paths that do not exist are returned in
    /// `missing`.
    func files(in paths: [String]) -> (files: [String], missing: [MissingPath]) {
        var files: [String] = []
        var missing: [MissingPath] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                missing.append(MissingPath(path: path))
                continue
            }
            if isFolder.boolValue {
                files += featureFiles(inFolder: path)
            } else {
                files.append(path)
            }
        }
        return (files, missing)
    }

    private func featureFiles(inFolder folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard extensions.contains(where: { relative.hasSuffix($0) }) else { continue }
            let path = folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                found.append(path)
            }
        }
        return found.sorted()
    }
}
