import Foundation
import VeritySynchronization

extension GherkinDialect {
    /// Every dialect of the official keyword dictionary, keyed by code (80 of them).
    ///
    /// Decoded on first use from the dictionary compiled into this module (every dialect;
    /// the parser decodes only the ones its documents ask for).
    ///
    /// ```swift
    /// let codes = GherkinDialect.all.keys.sorted() // ["af", "am", "an", "ar", ...]
    /// ```
    public static var all: [String: GherkinDialect] { DialectRegistry.shared.allDialects }

    /// The dialect with the given code, or `nil` when the dictionary has none.
    ///
    /// ```swift
    /// let english = GherkinDialect.named("en")
    /// ```
    public static func named(_ code: String) -> GherkinDialect? {
        DialectRegistry.shared.dialect(code)
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

/// Holds the dictionary, each dialect once it is decoded, and the keyword table of each
/// dialect once it is used.
///
/// NB: a dialect is decoded when it is first asked for, not every one when the process starts:
/// most runs use one or two, and decoding the whole dictionary is a large share of a short
/// run. Finding where each dialect's entry lies is a
/// plain scan of the bytes. Tables are built lazily too, for the first parse of a debug build
/// (a package's own `swift test`, `swift run verity lint`). The lock is taken once per
/// document.
final class DialectRegistry: Sendable {
    static let shared = DialectRegistry()

    /// The dictionary's bytes.
    private let json: [UInt8]
    /// Where each dialect's entry (its JSON object) lies in `json`, by code; `nil` when the
    /// dictionary could not be scanned, and every dialect is then decoded at once.
    private let entries: [String: Range<Int>]?
    private let state = Locked<State>(State())

    private struct State {
        var dialects: [String: GherkinDialect] = [:]
        var tables: [String: KeywordTable] = [:]
        var decodedAll = false
    }

    private init() {
        json = Array(gherkinLanguagesJSON.utf8)
        entries = DialectDictionaryScan.entries(of: json)
    }

    /// The dialect with the given code, decoded on first use; `nil` when there is none.
    func dialect(_ code: String) -> GherkinDialect? {
        state.withLock { state in dialect(code, in: &state) }
    }

    /// Every dialect, by code.
    var allDialects: [String: GherkinDialect] {
        state.withLock { state in
            if !state.decodedAll {
                if let entries {
                    for code in entries.keys where state.dialects[code] == nil {
                        state.dialects[code] = decode(code, at: entries[code])
                    }
                } else {
                    state.dialects = Self.decodeAll(json)
                }
                state.decodedAll = true
            }
            return state.dialects
        }
    }

    /// The keyword table of the dialect with the given code, or `nil` when there is none.
    func keywordTable(_ code: String) -> KeywordTable? {
        state.withLock { state in
            if let table = state.tables[code] { return table }
            guard let dialect = dialect(code, in: &state) else { return nil }
            let table = KeywordTable(dialect)
            state.tables[code] = table
            return table
        }
    }

    private func dialect(_ code: String, in state: inout State) -> GherkinDialect? {
        if let dialect = state.dialects[code] { return dialect }
        guard !state.decodedAll else { return nil }
        guard let entries else {
            state.dialects = Self.decodeAll(json)
            state.decodedAll = true
            return state.dialects[code]
        }
        guard let dialect = decode(code, at: entries[code]) else { return nil }
        state.dialects[code] = dialect
        return dialect
    }

    // NB: the JSON is part of the module, so a decoding failure is a build defect that the
    // dialect tests catch; the parser then reports the language as unsupported.
    private func decode(_ code: String, at range: Range<Int>?) -> GherkinDialect? {
        guard let range, var dialect = try? JSONDecoder().decode(GherkinDialect.self, from: Data(json[range]))
        else { return nil }
        dialect.code = code
        return dialect
    }

    private static func decodeAll(_ json: [UInt8]) -> [String: GherkinDialect] {
        var decoded: [String: GherkinDialect] = [:]
        if let raw = try? JSONDecoder().decode([String: GherkinDialect].self, from: Data(json)) {
            for (code, var dialect) in raw {
                dialect.code = code
                decoded[code] = dialect
            }
        }
        return decoded
    }
}
