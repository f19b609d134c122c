#if SQLite
/// Why an `SQLiteStore` could not open its table, or load, save or remove its value, naming
/// the key it was working on.
///
/// ```swift
/// catch let error as SQLiteStoreError { print(error) } // could not decode "settings": …
/// ```
public struct SQLiteStoreError: Error, Sendable, CustomStringConvertible {
    /// What the store was doing.
    public enum Operation: String, Sendable {
        /// Creating the table the store keeps its values in.
        case prepare
        /// Reading the row.
        case read
        /// Decoding the stored JSON.
        case decode
        /// Encoding the value as JSON.
        case encode
        /// Writing the row.
        case write
        /// Deleting the row.
        case remove
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
