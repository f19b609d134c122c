import Foundation

/// Finds the `*.swift` files under a workspace's folders, with the modification date and size
/// that tell ``WorkspaceIndex`` whether a file changed since it was scanned; and, asked for
/// other endings, the workspace's feature files the same way.
///
/// Skipped: hidden files and folders (`.build`, `.build-*`, `.swiftpm`, `.git`, …) and
/// `node_modules`. Symbolic links to folders are followed, once: a folder reached again (a
/// link loop, or a link to a folder already walked) is not walked again.
///
/// ```swift
/// let files = SwiftFileFinder.files(under: ["/work/bank"])   // [/work/bank/Sources/Bank/Bank.swift, …]
/// ```
///
/// NB: it lists names and asks the file system only about folders and Swift files, since
/// asking for every entry's resource values is a system call per file a refresh never reads.
enum SwiftFileFinder {
    /// A Swift file on disk.
    struct Found: Sendable, Hashable {
        /// The standardised absolute path, under the root it was found from.
        var path: String
        var stamp: FileStamp
    }

    /// Every Swift file under `roots` (absolute folder paths), each once; or every file whose
    /// name ends in one of `endings`.
    static func files(under roots: [String], endingIn endings: [String] = [".swift"]) -> [Found] {
        var walk = Walk(endings: endings)
        for root in roots {
            let path = URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL.path
            walk.folder(path, canonical: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        }
        return walk.found
    }

    /// One walk's findings and the folders and files it has seen, by their paths with links
    /// resolved.
    private struct Walk {
        var endings: [String]
        var found: [Found] = []
        var visitedFolders = Set<String>()
        var seenFiles = Set<String>()

        /// Walks the folder at `path`, whose path with links resolved is `canonical`.
        mutating func folder(_ path: String, canonical: String) {
            let files = FileManager.default
            guard visitedFolders.insert(canonical).inserted, let names = try? files.contentsOfDirectory(atPath: path)
            else { return }
            for name in names.sorted() where !name.hasPrefix(".") && name != "node_modules" {
                let child = path + "/" + name
                if endings.contains(where: name.hasSuffix), let stamp = FileStamp.of(child) {
                    // NB: a file reached through a link counts once, at the first path found.
                    let resolved = Self.isLink(child) ? Self.resolved(child) : canonical + "/" + name
                    if seenFiles.insert(resolved).inserted { found.append(Found(path: child, stamp: stamp)) }
                    continue
                }
                var isFolder: ObjCBool = false
                guard files.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue else { continue }
                folder(child, canonical: Self.isLink(child) ? Self.resolved(child) : canonical + "/" + name)
            }
        }

        private static func isLink(_ path: String) -> Bool {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
        }

        private static func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        }
    }
}
