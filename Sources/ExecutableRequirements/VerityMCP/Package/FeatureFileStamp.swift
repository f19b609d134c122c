import Foundation

/// A feature file's modification date and size: when either changes, the file is parsed again.
///
/// ```swift
/// if FeatureFileStamp.of(path) != cached.stamp { reparse() }
/// ```
package struct FeatureFileStamp: Sendable, Hashable {
    /// When the file was last written.
    package var modified: Date?
    /// Its size in bytes.
    package var size: Int

    /// The stamp of the file at `path` now, or `nil` when there is none.
    package static func of(_ path: String) -> FeatureFileStamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return FeatureFileStamp(
            modified: attributes[.modificationDate] as? Date, size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
    }
}
