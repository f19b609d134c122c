import Foundation
import VeritySynchronization

extension GherkinDialect {
    /// Every dialect of the official keyword dictionary, keyed by code (80 of them).
    ///
    /// Decoded once, on first use, from the dictionary compiled into this module.
    ///
    /// ```swift
    /// let codes = GherkinDialect.all.keys.sorted() // ["af", "am", "an", "ar", ...]
    /// ```
    public static var all: [String: GherkinDialect] { DialectRegistry.shared.dialects }

    /// The dialect with the given code, or `nil` when the dictionary has none.
    ///
    /// ```swift
    /// let english = GherkinDialect.named("en")
    /// ```
    public static func named(_ code: String) -> GherkinDialect? {
        DialectRegistry.shared.dialects[code]
    }

    /// English, the default dialect.
    public static var english: GherkinDialect {
        // NB: the embedded dictionary always contains "en"; the fallback only keeps the
        // accessor total should a regenerated dictionary ever lack it.
        named("en")
            ?? GherkinDialect(
                code: "en", name: "English", native: "English", feature: ["Feature"], rule: ["Rule"],
                background: ["Background"], scenario: ["Scenario"], scenarioOutline: ["Scenario Outline"],
                examples: ["Examples"], given: ["* ", "Given "], when: ["* ", "When "],
                then: ["* ", "Then "], and: ["* ", "And "], but: ["* ", "But "])
    }
}

/// Holds the decoded dictionary, and the keyword table of each dialect once it is used.
///
/// NB: a table is built when a document first asks for its dialect, not all 80 when the
/// dictionary is decoded: most runs use one or two, and building every table would slow the
/// first parse of a debug build (a package's own `swift test`, `swift run verity lint`). The
/// lock guards only `tables`; it is taken once per document.
final class DialectRegistry: Sendable {
    static let shared = DialectRegistry()

    let dialects: [String: GherkinDialect]
    private let tables = Locked<[String: KeywordTable]>([:])

    private init() {
        var decoded: [String: GherkinDialect] = [:]
        // NB: the JSON is part of the module, so a decoding failure is a build defect that
        // the dialect tests catch; the parser then reports every language as unsupported.
        if let raw = try? JSONDecoder().decode(
            [String: GherkinDialect].self, from: Data(gherkinLanguagesJSON.utf8))
        {
            for (code, var dialect) in raw {
                dialect.code = code
                decoded[code] = dialect
            }
        }
        dialects = decoded
    }

    /// The keyword table of the dialect with the given code, or `nil` when there is none.
    func keywordTable(_ code: String) -> KeywordTable? {
        tables.withLock { tables in
            if let table = tables[code] { return table }
            guard let dialect = dialects[code] else { return nil }
            let table = KeywordTable(dialect)
            tables[code] = table
            return table
        }
    }
}
