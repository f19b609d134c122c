import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A `PersistenceStore` that keeps its value as JSON in one file.
///
/// Saving never leaves a half-written file, even if the process dies mid-write: the new
/// contents go to a temporary file in the same directory, are flushed to disk, and then
/// replace the old file with a single `rename`, which the file system performs atomically.
/// A crash leaves either the old file or the new one (and at worst a stray temporary file,
/// which loading ignores).
///
/// ```swift
/// let store = FileStore<Settings>(url: appSupport.appendingPathComponent("settings.json"))
/// ```
public struct FileStore<Value: Codable & Sendable>: PersistenceStore {
    /// The file holding the value.
    public let url: URL

    /// Creates a store for the file at `url`. The directory must exist.
    public init(url: URL) {
        self.url = url
    }

    /// The file's standardized path: stores of the same file share their value.
    public var identity: StoreIdentity? {
        StoreIdentity(kind: "file", place: url.standardizedFileURL.path)
    }

    /// Reads and decodes the file, or returns `nil` if it does not exist.
    public func load() throws(FileStoreError) -> Persisted<Value>? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return nil }
            throw FileStoreError(url: url, operation: .read, reason: "\(error)")
        }
        do {
            return try JSONDecoder().decode(Persisted<Value>.self, from: data)
        } catch {
            throw FileStoreError(url: url, operation: .decode, reason: "\(error)")
        }
    }

    /// Encodes the value and atomically replaces the file with it.
    public func save(_ persisted: Persisted<Value>) throws(FileStoreError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(persisted)
        } catch {
            throw FileStoreError(url: url, operation: .encode, reason: "\(error)")
        }
        try replaceAtomically(with: data)
    }

    /// Deletes the file, if it exists.
    public func remove() throws(FileStoreError) {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw FileStoreError(url: url, operation: .remove, reason: "\(error)")
        }
    }

    private func replaceAtomically(with data: Data) throws(FileStoreError) {
        // NB: the temporary file sits beside the target, because rename is only atomic within
        // one file system; its unique name lets concurrent saves proceed without clashing.
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw FileStoreError(url: url, operation: .write, reason: "cannot create \(temporary.path)")
            }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch let error as FileStoreError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw FileStoreError(url: url, operation: .write, reason: "\(error)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw FileStoreError(url: url, operation: .write, reason: reason)
        }
    }
}
