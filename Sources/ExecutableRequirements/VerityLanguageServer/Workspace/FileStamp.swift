import Foundation

/// A file's modification date and size: when either differs from the one recorded at the
/// last scan, the file is scanned again.
struct FileStamp: Sendable, Hashable {
    var modified: Date?
    var size: Int

    init(modified: Date?, size: Int) {
        self.modified = modified
        self.size = size
    }

    init(_ values: URLResourceValues) {
        self.init(modified: values.contentModificationDate, size: values.fileSize ?? 0)
    }

    /// The stamp of the file at `path` now; `nil` when there is no such file.
    static func of(_ path: String) -> FileStamp? {
        let url = URL(fileURLWithPath: path)
        guard let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]),
            values.isRegularFile == true
        else { return nil }
        return FileStamp(values)
    }
}
