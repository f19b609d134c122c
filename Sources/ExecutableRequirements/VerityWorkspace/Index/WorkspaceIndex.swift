import Foundation
import VerityFiles
import VeritySynchronization

/// The step definitions and parameter types of a workspace's Swift files, kept up to date
/// cheaply: each file's scan is kept, and only files that changed are scanned again.
///
/// A `final class` behind one ``Locked`` state, so the server can share it between the
/// request loop and a background refresh: files are found, read and scanned outside the lock
/// (several at once), and only the results are stored under it. A result that an
/// ``update(path:text:)`` overtook while it was being scanned is dropped.
///
/// ```swift
/// let index = WorkspaceIndex(roots: ["/work/bank"])
/// let snapshot = index.scan()
/// log("\(snapshot.fileCount) Swift files scanned in \(snapshot.scanDuration)")
/// // on workspace/didChangeWatchedFiles:
/// index.reload(paths: ["/work/bank/Tests/BankTests/Steps.swift"])
/// if index.snapshot.generation != cachedGeneration { recompileMatchers() }
/// ```
///
/// ## Where definitions come from
/// - The scan (``SwiftStepScanner``) of every `*.swift` file under the roots (see
///   ``FolderWalk`` for what is skipped), names of string constants resolved across
///   files (``StringConstantTable``).
/// - Message streams loaded with ``loadMessages(from:)``: for a file whose modification date
///   is not after the stream's, and whose text the editor has not replaced, the stream's
///   `stepDefinition` and `parameterType` messages replace the scan's findings, unrecognised
///   calls included (the run registered what the scan could not see). Where the scan found the
///   same pattern in that file, its span, keyword and doc comment are kept. Files the stream
///   names outside the roots (a dependency's steps) are taken from the stream alone.
///   Everything else comes from the scan.
package final class WorkspaceIndex: Sendable {
    /// The workspace folders, standardised absolute paths.
    package let roots: [String]
    let state = Locked(State())

    /// An index of the Swift files under `roots` (absolute folder paths); nothing is read
    /// until ``scan()``.
    package init(roots: [String]) {
        self.roots = roots.map(Self.standardised)
    }

    /// What the index knows now.
    package var snapshot: WorkspaceSnapshot {
        state.withLock { $0.snapshot }
    }

    /// Finds and scans every Swift file under the roots (keeping editor texts given with
    /// ``update(path:text:)``), and reloads the message streams.
    @discardableResult
    package func scan() -> WorkspaceSnapshot {
        refresh(everything: true)
    }

    /// Finds the Swift files under the roots again and scans only those that are new or
    /// whose modification date or size changed; forgets those that are gone; reloads message
    /// streams that changed. For clients that do not watch files: cheap enough to call on
    /// every save of a feature file.
    @discardableResult
    package func refreshChangedFiles() -> WorkspaceSnapshot {
        refresh(everything: false)
    }

    /// Scans `text` as the content of the Swift file at `path`, as an editor has it (maybe
    /// unsaved): it stands until the file on disk changes or ``reload(paths:)`` reads it.
    @discardableResult
    package func update(path: String, text: String) -> WorkspaceSnapshot {
        let started = ContinuousClock.now
        let path = Self.standardised(path)
        let scan = SwiftStepScanner.scan(text, path: path)
        let stamp = FileStamp.of(path)
        return state.withLock { state in
            state.store(scan, at: path, stamp: stamp, isEditorText: true)
            state.rebuild(roots: roots, timing: (ContinuousClock.now - started, 1))
            return state.snapshot
        }
    }

    /// Reads and scans the files at `paths` from disk (created or changed, as a client's
    /// file watcher reports them); a path with no file is forgotten.
    @discardableResult
    package func reload(paths: [String]) -> WorkspaceSnapshot {
        let started = ContinuousClock.now
        let paths = paths.map(Self.standardised)
        let files = paths.compactMap { path in FileStamp.of(path).map { FolderWalk.Found(path: path, stamp: $0) } }
        let revisions = state.withLock { state in files.map { state.files[$0.path]?.revision } }
        let scans = Self.scanFiles(files)
        return state.withLock { state in
            state.store(scans, revisions: revisions)
            let present = Set(files.map(\.path))
            for path in paths where !present.contains(path) { state.files[path] = nil }
            state.rebuild(roots: roots, timing: (ContinuousClock.now - started, files.count))
            return state.snapshot
        }
    }

    /// Forgets the file at `path` (deleted, or no longer part of the workspace).
    @discardableResult
    package func remove(path: String) -> WorkspaceSnapshot {
        let path = Self.standardised(path)
        return state.withLock { state in
            state.files[path] = nil
            state.rebuild(roots: roots, timing: nil)
            return state.snapshot
        }
    }

    /// Reads the message stream at `url` and uses it from now on (again, if it was loaded
    /// before); ``refreshChangedFiles()`` reloads it when a new run rewrites it.
    ///
    /// - Throws: when the file cannot be read. Lines that do not decode are skipped.
    @discardableResult
    package func loadMessages(from url: URL) throws -> WorkspaceSnapshot {
        let stream = try MessageStream(url: url.standardizedFileURL, roots: roots)
        return state.withLock { state in
            state.streams[stream.url.path] = stream
            state.rebuild(roots: roots, timing: nil)
            return state.snapshot
        }
    }

    // MARK: Scanning

    /// Finds the files; scans the new and changed ones (all with `everything`) outside the lock; stores the results and the reloaded streams under it.
    private func refresh(everything: Bool) -> WorkspaceSnapshot {
        let started = ContinuousClock.now
        let found = FolderWalk.files(under: roots, endingIn: [".swift"])
        let (stale, revisions, streams) = state.withLock { state in
            let stale = state.filesToScan(found, everything: everything)
            return (stale, stale.map { state.files[$0.path]?.revision }, Array(state.streams.values))
        }
        let scans = Self.scanFiles(stale)
        let reloaded = streams.compactMap { stream in
            everything || FileStamp.of(stream.url.path) != stream.stamp
                ? try? MessageStream(url: stream.url, roots: roots) : nil
        }
        return state.withLock { state in
            state.store(scans, revisions: revisions)
            state.forgetFiles(notIn: found)
            for stream in reloaded { state.streams[stream.url.path] = stream }
            state.rebuild(roots: roots, timing: (ContinuousClock.now - started, stale.count))
            return state.snapshot
        }
    }

    /// Reads and scans `files`, several at once; `nil` for a file that cannot be read.
    static func scanFiles(_ files: [FolderWalk.Found]) -> [(FolderWalk.Found, SwiftFileScan?)] {
        guard !files.isEmpty else { return [] }
        let results = Locked([(Int, SwiftFileScan?)]())
        // NB: more slices than cores, so a slice of large files does not leave a core idle.
        let slices = min(files.count, max(1, ProcessInfo.processInfo.activeProcessorCount * 4))
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            var local: [(Int, SwiftFileScan?)] = []
            for index in stride(from: slice, to: files.count, by: slices) {
                let path = files[index].path
                let scan = FileManager.default.contents(atPath: path).map {
                    SwiftStepScanner.scan([UInt8]($0), path: path)
                }
                local.append((index, scan))
            }
            results.withLock { $0.append(contentsOf: local) }
        }
        return results.withLock { $0 }.sorted { $0.0 < $1.0 }.map { (files[$0.0], $0.1) }
    }

    /// The path as the index keys files: absolute, standardised, links not resolved.
    static func standardised(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
