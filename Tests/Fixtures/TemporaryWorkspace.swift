import Foundation

/// A folder of files for one test, deleted when the test lets go of it.
package final class TemporaryWorkspace {
    /// The folder's path, standardised and with links resolved, as the walks and the index
    /// report paths (`/tmp` may be a link).
    package let root: String

    package init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("verity-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        root = url.resolvingSymlinksInPath().standardizedFileURL.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The absolute path of `relative`.
    package func path(_ relative: String) -> String {
        root + "/" + relative
    }

    /// Writes `text` to `relative` (creating folders), dated `modified` if given.
    @discardableResult
    package func write(_ relative: String, _ text: String, modified: Date? = nil) throws -> String {
        let path = path(relative)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        if let modified { try date(relative, modified) }
        return path
    }

    /// Sets the modification date of `relative`.
    package func date(_ relative: String, _ modified: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path(relative))
    }

    /// Makes `relative` a symbolic link to `destination` (relative to the link's folder).
    package func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    /// Deletes `relative`.
    package func delete(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }
}
