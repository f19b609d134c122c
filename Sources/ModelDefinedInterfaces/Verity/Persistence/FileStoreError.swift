import Foundation

/// Why a `FileStore` could not load, save or remove its file, naming the file.
///
/// ```swift
/// catch let error as FileStoreError { print(error) } // could not decode /…/settings.json: …
/// ```
public struct FileStoreError: Error, CustomStringConvertible {
    /// What the store was doing. Later versions may add operations: compare with `==`.
    public struct Operation: Hashable, Sendable, CustomStringConvertible {
        /// The operation's name, as the error's description says it (`decode`).
        public let rawValue: String

        private init(_ rawValue: String) { self.rawValue = rawValue }

        /// Reading the file.
        public static let read = Operation("read")
        /// Decoding the file's contents.
        public static let decode = Operation("decode")
        /// Encoding the value.
        public static let encode = Operation("encode")
        /// Writing the temporary file or moving it into place.
        public static let write = Operation("write")
        /// Deleting the file.
        public static let remove = Operation("remove")

        /// Same as ``rawValue``.
        public var description: String { rawValue }
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
