import Foundation

/// A file's modification date and size: when either differs from the one recorded at the
/// last scan, the file is read again (the language server's Swift files, `verity mcp`'s
/// feature files).
///
/// ```swift
/// if FileStamp.of(path) != cached.stamp { reparse() }
/// ```
package struct FileStamp: Sendable, Hashable {
    /// When the file was last written.
    package var modified: Date?
    /// Its size in bytes.
    package var size: Int

    /// The stamp of the regular file at `path` (or that a link at `path` leads to) now;
    /// `nil` when there is no such file.
    package static func of(_ path: String) -> FileStamp? {
        let files = FileManager.default
        guard var attributes = try? files.attributesOfItem(atPath: path) else { return nil }
        if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
            // NB: `attributesOfItem` describes a link itself, not what it leads to.
            guard
                let target = try? files.attributesOfItem(
                    atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
            else { return nil }
            attributes = target
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        return FileStamp(
            modified: attributes[.modificationDate] as? Date, size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
    }
}
