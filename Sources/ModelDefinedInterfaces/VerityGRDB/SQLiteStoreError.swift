#if SQLite
/// Why an `SQLiteStore` could not open its table, or load, save or remove its value, naming
/// the key it was working on.
///
/// ```swift
/// catch let error as SQLiteStoreError { print(error) } // could not decode "settings": …
/// ```
public struct SQLiteStoreError: Error, Sendable, CustomStringConvertible {
    /// What the store was doing. Later versions may add operations: compare with `==`.
    public struct Operation: Hashable, Sendable, CustomStringConvertible {
        /// The operation's name, as the error's description says it (`decode`).
        public let rawValue: String

        private init(_ rawValue: String) { self.rawValue = rawValue }

        /// Creating the table the store keeps its values in.
        public static let prepare = Operation("prepare")
        /// Reading the row.
        public static let read = Operation("read")
        /// Decoding the stored JSON.
        public static let decode = Operation("decode")
        /// Encoding the value as JSON.
        public static let encode = Operation("encode")
        /// Writing the row.
        public static let write = Operation("write")
        /// Deleting the row.
        public static let remove = Operation("remove")

        /// Same as ``rawValue``.
        public var description: String { rawValue }
    }

    /// The key of the value the store keeps.
    public let key: String
    /// What failed.
    public let operation: Operation
    /// The underlying error, described.
    public let reason: String

    /// Creates an error for `operation` on the value stored under `key`.
    public init(key: String, operation: Operation, reason: String) {
        self.key = key
        self.operation = operation
        self.reason = reason
    }

    /// `could not <operation> "<key>": <reason>`.
    public var description: String {
        "could not \(operation.rawValue) \"\(key)\": \(reason)"
    }
}
#endif
