import Foundation

/// A folder of files for one test, deleted when the test lets go of it.
final class TemporaryWorkspace {
    /// The folder's standardised path.
    let root: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("verity-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        // NB: standardised and links resolved, as the index reports paths (/tmp may be a link).
        root = url.resolvingSymlinksInPath().standardizedFileURL.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The absolute path of `relative`.
    func path(_ relative: String) -> String {
        root + "/" + relative
    }

    /// Writes `text` to `relative` (creating folders), dated `modified` if given.
    @discardableResult
    func write(_ relative: String, _ text: String, modified: Date? = nil) throws -> String {
        let path = path(relative)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        if let modified { try date(relative, modified) }
        return path
    }

    /// Sets the modification date of `relative`.
    func date(_ relative: String, _ modified: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path(relative))
    }

    /// Makes `relative` a symbolic link to `destination` (relative to the link's folder).
    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    func delete(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }
}
