/// The kinds of line the token matcher recognises (the grammar's terminal symbols).
enum TokenType: UInt8, Sendable {
    case none, eof, empty, comment, tagLine, featureLine, ruleLine, backgroundLine, scenarioLine
    case examplesLine, stepLine, docStringSeparator, tableRow, language, other

    /// The name used in `.tokens` dumps and in error messages (after `#`).
    var name: String {
        switch self {
        case .none: "None"
        case .eof: "EOF"
        case .empty: "Empty"
        case .comment: "Comment"
        case .tagLine: "TagLine"
        case .featureLine: "FeatureLine"
        case .ruleLine: "RuleLine"
        case .backgroundLine: "BackgroundLine"
        case .scenarioLine: "ScenarioLine"
        case .examplesLine: "ExamplesLine"
        case .stepLine: "StepLine"
        case .docStringSeparator: "DocStringSeparator"
        case .tableRow: "TableRow"
        case .language: "Language"
        case .other: "Other"
        }
    }
}

/// A set of ``TokenType``s, one bit each.
///
/// NB: not an `OptionSet`. Its `insert`, `union` and `contains(_:)` would be the protocol's
/// generic defaults, which without the optimiser (Verity built in debug inside a package's own
/// `swift test`) go through witness tables on every call, several calls per line.
struct TokenTypes: Sendable, Equatable {
    private(set) var rawValue: UInt16

    init(rawValue: UInt16) { self.rawValue = rawValue }

    init(_ type: TokenType) { rawValue = 1 << UInt16(type.rawValue) }

    static let eof = TokenTypes(.eof)
    static let all = TokenTypes(rawValue: .max)

    /// Whether the set holds `type`.
    @inline(__always)
    func contains(_ type: TokenType) -> Bool { rawValue & (1 << UInt16(type.rawValue)) != 0 }

    /// Adds `type` to the set.
    @inline(__always)
    mutating func insert(_ type: TokenType) { rawValue |= 1 << UInt16(type.rawValue) }

    /// Adds every type of `other` to the set.
    @inline(__always)
    mutating func formUnion(_ other: TokenTypes) { rawValue |= other.rawValue }
}
