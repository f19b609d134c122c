import VerityJSON
import VerityWorkspace

/// Workspace symbols: the scenarios, rules and features of every feature file and the step
/// definitions of the Swift files, whose names contain the query (ignoring case), as LSP
/// `SymbolInformation`.
///
/// ```swift
/// WorkspaceSymbols.symbols(matching: "refund", in: analyses, definitions: compiled)
/// // [{"name": "A refund is credited", "kind": 12, "containerName": "Feature: Payments", …}, …]
/// ```
package enum WorkspaceSymbols {
    /// The symbols whose names contain `query`; all of them for an empty query.
    package static func symbols(
        matching query: String, in analyses: [FeatureAnalysis], definitions: CompiledStepCatalog?
    ) -> [JSONValue] {
        let wanted = query.lowercased()
        func matches(_ name: String) -> Bool { wanted.isEmpty || name.lowercased().contains(wanted) }
        var symbols: [JSONValue] = []
        /// Adds `symbol` and the entries inside it, each named with the one it is in; a
        /// background or an examples table is not a symbol of its own.
        func add(_ symbol: DocumentSymbol, uri: String, container: String?) {
            if matches(symbol.name), symbol.kind != .array, symbol.kind != .constructor {
                var entry: [String: JSONValue] = [
                    "name": .string(symbol.name), "kind": .integer(symbol.kind.rawValue),
                    "location": DocumentLocation(uri: uri, range: symbol.selectionRange).json,
                ]
                if let container { entry["containerName"] = .string(container) }
                symbols.append(.object(entry))
            }
            for child in symbol.children { add(child, uri: uri, container: "\(symbol.detail): \(symbol.name)") }
        }
        for analysis in analyses {
            for symbol in DocumentOutline.symbols(analysis) {
                add(symbol, uri: analysis.uri, container: nil)
            }
        }
        for definition in definitions?.catalog.definitions ?? [] where matches(definition.pattern) {
            symbols.append(
                .object([
                    "name": .string(definition.pattern), "kind": .integer(DocumentSymbol.Kind.function.rawValue),
                    "location": DocumentLocation(definition.location).json,
                    "containerName": .string("step definition (\(definition.keyword.rawValue))"),
                ]))
        }
        return symbols
    }
}
