import Foundation

/// A folder of files for one test, deleted when the test lets go of it.
final class TemporaryFolder {
    /// The folder's path, standardised and with links resolved, as the walk reports paths
    /// (`/tmp` may be a link).
    let root: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("verity-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        root = url.resolvingSymlinksInPath().standardizedFileURL.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The absolute path of `relative`.
    func path(_ relative: String) -> String {
        root + "/" + relative
    }

    /// Writes `text` to `relative`, creating its folders.
    func write(_ relative: String, _ text: String) throws {
        let path = path(relative)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Makes `relative` a symbolic link to `destination` (relative to the link's folder).
    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }
}
