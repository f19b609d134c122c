import Foundation

/// Hands out the ids of AST nodes and pickles.
///
/// One generator is shared by the AST builder and the pickle compiler of a document, so pickle
/// ids continue where the AST's stop. ``predictable()`` counts `"0"`, `"1"`, `"2"`, … as the
/// reference implementations do with `--predictable-ids` (and as the conformance data expects);
/// ``uuid()`` gives random UUIDs for ids that stay unique across runs.
///
/// ```swift
/// var ids = IdGenerator.predictable()
/// ids.next() // "0"
/// ids.next() // "1"
/// ```
public struct IdGenerator: Sendable {
    private enum Style: Sendable { case counter, uuid }
    private let style: Style
    private var counter = 0

    private init(style: Style) {
        self.style = style
    }

    /// A generator counting from `"0"`.
    public static func predictable() -> IdGenerator { IdGenerator(style: .counter) }

    /// A generator of random, lower-case UUIDs.
    public static func uuid() -> IdGenerator { IdGenerator(style: .uuid) }

    /// The next id.
    public mutating func next() -> String {
        switch style {
        case .counter:
            defer { counter += 1 }
            return String(counter)
        case .uuid:
            return UUID().uuidString.lowercased()
        }
    }
}
