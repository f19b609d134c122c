import Foundation

/// The one walk of a package's folders, for all of Verity that looks for files in them: the
/// runner's feature files, the language server's Swift and feature files, `verity lint`,
/// `format` and `docs`, and the MCP server's feature files. Each file comes with the
/// modification date and size that tell the servers whether it changed since they read it.
///
/// A user who names a folder means the files written there, not the copies a build makes of
/// them nor other people's packages, so below the folders asked for it skips (``skips(_:)``):
/// - hidden files and folders: `.build` and `.build-*` (SwiftPM's builds, which hold every
///   dependency's checkout and every bundled feature file copied), `.swiftpm`, `.git`, …;
/// - `node_modules`, JavaScript packages, some with feature files of their own;
/// - `DerivedData`, Xcode's builds, when a project keeps them inside (`-derivedDataPath`).
///
/// A folder asked for is walked whatever its name (`verity lint .hidden/features`); a folder
/// named `Packages` is walked, since apps keep their own local packages there. Symbolic links
/// are followed, once: a folder reached again (a link loop, or a link to a folder already
/// walked) is not walked again, and a file reached through a link counts at the first path
/// found.
///
/// ```swift
/// FolderWalk.files(under: ["/work/bank"], endingIn: [".swift"])  // [/work/bank/Sources/Bank/Bank.swift, …]
/// ```
///
/// NB: it lists names and asks the file system only about folders and the files it wants,
/// since asking for every entry's resource values is a system call per file a refresh never
/// reads.
package enum FolderWalk {
    /// A file on disk.
    package struct Found: Sendable, Hashable {
        /// The folder's path as given (standardised when absolute), then the names below it.
        package var path: String
        package var stamp: FileStamp

        /// A file at `path` with `stamp`.
        package init(path: String, stamp: FileStamp) {
            self.path = path
            self.stamp = stamp
        }
    }

    /// Whether the walk leaves out an entry called `name` below the folders it was asked for.
    package static func skips(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "node_modules" || name == "DerivedData"
    }

    /// Every file under `roots` (folders) whose name ends in one of `endings`, each once, in
    /// the order walked (each folder's names sorted). A symbolic link is followed only when
    /// `followsLink` accepts its path: the MCP server, which reads nothing outside its
    /// package, refuses those that lead out.
    package static func files(
        under roots: [String], endingIn endings: [String], followsLink: (String) -> Bool = { _ in true }
    ) -> [Found] {
        var walk = Walk(endings: endings)
        for root in roots {
            let path =
                root.hasPrefix("/") ? URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL.path : root
            walk.folder(
                path, canonical: URL(fileURLWithPath: path).resolvingSymlinksInPath().path, followsLink: followsLink)
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

        /// Walks the folder at `path`, whose path with links resolved is `canonical`, following
        /// the links `followsLink` accepts.
        mutating func folder(_ path: String, canonical: String, followsLink: (String) -> Bool) {
            let files = FileManager.default
            guard visitedFolders.insert(canonical).inserted, let names = try? files.contentsOfDirectory(atPath: path)
            else { return }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            for name in names.sorted() where !FolderWalk.skips(name) {
                let child = prefix + name
                let isLink = Self.isLink(child)
                if isLink, !followsLink(child) { continue }
                if endings.contains(where: name.hasSuffix), let stamp = FileStamp.of(child) {
                    let resolved = isLink ? Self.resolved(child) : canonical + "/" + name
                    if seenFiles.insert(resolved).inserted { found.append(Found(path: child, stamp: stamp)) }
                    continue
                }
                var isFolder: ObjCBool = false
                guard files.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue else { continue }
                folder(
                    child, canonical: isLink ? Self.resolved(child) : canonical + "/" + name, followsLink: followsLink)
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
