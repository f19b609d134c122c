import Foundation

/// Why a `FileStore` could not load, save or remove its file, naming the file.
///
/// ```swift
/// catch let error as FileStoreError { print(error) } // could not decode /…/settings.json: …
/// ```
public struct FileStoreError: Error, CustomStringConvertible {
    /// What the store was doing.
    public enum Operation: String, Sendable {
        /// Reading the file.
        case read
        /// Decoding the file's contents.
        case decode
        /// Encoding the value.
        case encode
        /// Writing the temporary file or moving it into place.
        case write
        /// Deleting the file.
        case remove
    }

    /// The store's file.
    public let url: URL
    /// What failed.
    public let operation: Operation
    /// The underlying error, described.
    public let reason: String

    /// Creates an error for `operation` on `url`.
    public init(url: URL, operation: Operation, reason: String) {
        self.url = url
        self.operation = operation
        self.reason = reason
    }

    /// `could not <operation> <path>: <reason>`.
    public var description: String {
        "could not \(operation.rawValue) \(url.path): \(reason)"
    }
}
