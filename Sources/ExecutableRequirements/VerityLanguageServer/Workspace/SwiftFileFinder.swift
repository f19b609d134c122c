import Foundation

/// Finds the `*.swift` files under a workspace's folders, with the modification date and size
/// that tell ``WorkspaceIndex`` whether a file changed since it was scanned.
///
/// Skipped: hidden files and folders (`.build`, `.build-*`, `.swiftpm`, `.git`, …) and
/// `node_modules`. Symbolic links to folders are followed, once: a folder reached again (a
/// link loop, or a link to a folder already walked) is not walked again.
///
/// ```swift
/// let files = SwiftFileFinder.files(under: ["/work/bank"])   // [/work/bank/Sources/Bank/Bank.swift, …]
/// ```
enum SwiftFileFinder {
    /// A Swift file on disk.
    struct Found: Sendable, Hashable {
        /// The standardised absolute path, under the root it was found from.
        var path: String
        var stamp: FileStamp
    }

    /// Every Swift file under `roots` (absolute folder paths), each once.
    static func files(under roots: [String]) -> [Found] {
        var found: [Found] = []
        var visited = Set<String>()
        var seen = Set<String>()
        for root in roots {
            let url = URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL
            walk(url, canonical: url.resolvingSymlinksInPath().path, into: &found, visited: &visited, seen: &seen)
        }
        return found
    }

    private static let keys: [URLResourceKey] = [
        .isDirectoryKey, .isSymbolicLinkKey, .isRegularFileKey, .contentModificationDateKey, .fileSizeKey,
    ]

    /// Walks `folder`, whose path with links resolved is `canonical`.
    private static func walk(
        _ folder: URL, canonical: String, into found: inout [Found], visited: inout Set<String>, seen: inout Set<String>
    ) {
        guard visited.insert(canonical).inserted,
            let entries = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys)
        else { return }
        for entry in entries {
            let name = entry.lastPathComponent
            guard !name.hasPrefix("."), name != "node_modules",
                let values = try? entry.resourceValues(forKeys: Set(keys))
            else { continue }
            if values.isSymbolicLink == true {
                let target = entry.resolvingSymlinksInPath()
                guard let targetValues = try? target.resourceValues(forKeys: Set(keys)) else { continue }
                if targetValues.isDirectory == true {
                    walk(entry, canonical: target.path, into: &found, visited: &visited, seen: &seen)
                } else if name.hasSuffix(".swift"), targetValues.isRegularFile == true, seen.insert(target.path).inserted {
                    found.append(Found(path: entry.path, stamp: FileStamp(targetValues)))
                }
            } else if values.isDirectory == true {
                walk(entry, canonical: canonical + "/" + name, into: &found, visited: &visited, seen: &seen)
            } else if name.hasSuffix(".swift"), values.isRegularFile == true, seen.insert(canonical + "/" + name).inserted {
                found.append(Found(path: entry.path, stamp: FileStamp(values)))
            }
        }
    }
}
