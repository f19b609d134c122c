import Foundation
import VerityFiles

/// The text of one `.feature` (or `.feature.md`) file and the URI reports name it by.
///
/// ```swift
/// let files = try FeatureFile.files(in: "Tests/ShopTests/Features")
/// let inline = FeatureFile(uri: "memory/belly.feature", text: "Feature: Belly\n ...")
/// ```
public struct FeatureFile: Sendable, Hashable {
    /// The name in the message stream and in `path:line` locations, usually the path relative
    /// to the package root.
    public var uri: String
    /// The file's content.
    public var text: String
    /// The absolute path, where failures are recorded; `nil` for text that is not in a file.
    public var path: String?

    /// A feature from text.
    public init(uri: String, text: String, path: String? = nil) {
        self.uri = uri
        self.text = text
        self.path = path
    }

    /// Reads the file at `path`; its URI is the path relative to the current directory when it
    /// is inside it.
    ///
    /// - Throws: the error reading the file.
    public init(contentsOf path: String) throws {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let data = try Data(contentsOf: url)
        self.init(uri: Self.relativeURI(url.path), text: String(decoding: data, as: UTF8.self), path: url.path)
    }

    /// Every `.feature` and `.feature.md` file under `directory` (recursively), by path; none
    /// below a hidden folder (`.build`, `.git`, …), `node_modules` or `DerivedData`, nor a
    /// hidden file (an editor's `.#cart.feature`, macOS's `._cart.feature`), as every Verity
    /// tool walks a folder.
    ///
    /// - Throws: the error reading the files; a missing directory is an error too.
    public static func files(in directory: String) throws -> [FeatureFile] {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        guard isDirectory.boolValue else { return [try FeatureFile(contentsOf: root.path)] }
        return try FeatureFileFinder().files(under: [root.path]).map { try FeatureFile(contentsOf: $0) }
    }

    static func relativeURI(_ absolute: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
