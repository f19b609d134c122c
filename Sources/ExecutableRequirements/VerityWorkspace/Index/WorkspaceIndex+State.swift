import Foundation
import VerityFiles

extension WorkspaceIndex {
    /// One Swift file's scan and what it was made from.
    struct FileRecord: Sendable {
        var scan: SwiftFileScan
        /// The file on disk when it was read (for an editor's text, when the text was given);
        /// `nil` when there was no file.
        var stamp: FileStamp?
        /// Whether ``scan`` is of a text given by ``WorkspaceIndex/update(path:text:)``, which
        /// may differ from the file on disk.
        var isEditorText: Bool
        /// Increases with every store, so a scan that took long can tell it was overtaken.
        var revision: Int
    }

    /// A loaded message stream.
    struct MessageStream: Sendable {
        var url: URL
        /// The stream file when it was read: the run's definitions are as of this date.
        var stamp: FileStamp?
        var definitions: MessageStreamDefinitions

        /// Reads the stream at `url`.
        init(url: URL, roots: [String]) throws {
            self.url = url
            // NB: stamped before reading, so a run that rewrites it meanwhile makes it stale.
            stamp = FileStamp.of(url.path)
            definitions = try MessageStreamDefinitions.read(from: url, roots: roots)
        }
    }

    /// Everything the lock guards.
    struct State: Sendable {
        var files: [String: FileRecord] = [:]
        /// By the stream file's path.
        var streams: [String: MessageStream] = [:]
        var snapshot = WorkspaceSnapshot()
        var revision = 0

        /// The found files to read: new ones, changed ones, and with `everything` all but
        /// those whose editor text is newer than the file.
        func filesToScan(_ found: [FolderWalk.Found], everything: Bool) -> [FolderWalk.Found] {
            found.filter { file in
                guard let record = files[file.path] else { return true }
                if record.stamp != file.stamp { return true }
                return everything && !record.isEditorText
            }
        }

        /// Stores one file's scan.
        mutating func store(_ scan: SwiftFileScan, at path: String, stamp: FileStamp?, isEditorText: Bool) {
            revision += 1
            files[path] = FileRecord(scan: scan, stamp: stamp, isEditorText: isEditorText, revision: revision)
        }

        /// Stores scans of files read from disk, except where the record changed since
        /// `revisions` (its revision before the scan started, in the same order) was taken.
        mutating func store(_ scans: [(FolderWalk.Found, SwiftFileScan?)], revisions: [Int?]) {
            for ((file, scan), before) in zip(scans, revisions) where files[file.path]?.revision == before {
                if let scan {
                    store(scan, at: file.path, stamp: file.stamp, isEditorText: false)
                } else {
                    files[file.path] = nil
                }
            }
        }

        /// Forgets files read from disk that were not found again, and editor texts whose
        /// file existed and is gone.
        mutating func forgetFiles(notIn found: [FolderWalk.Found]) {
            let present = Set(found.map(\.path))
            for (path, record) in files where !present.contains(path) {
                if !record.isEditorText || (record.stamp != nil && FileStamp.of(path) == nil) { files[path] = nil }
            }
        }
    }
}
