import CucumberMessages

/// Compiles a `GherkinDocument` into pickles: one per scenario, and one per examples row of a
/// scenario outline.
///
/// Background steps (the feature's, then the rule's) are inlined before a scenario's own steps
/// (only when the scenario has steps), tags are inherited from feature, rule, scenario and
/// examples block, and `<placeholders>` are replaced with the row's values in the name, step
/// text, doc strings and table cells. Ids come from the same generator as the AST's.
///
/// For a document read from a file, ``GherkinParser/compile(bytes:uri:mediaType:ids:)`` does
/// the parsing and this compiling in one pass, without building the document's messages first;
/// this is for documents that come as messages.
///
/// ```swift
/// var ids = IdGenerator.predictable()
/// if case .success(let document) = GherkinParser().parse(text, uri: "a.feature", ids: &ids) {
///     let pickles = PickleCompiler().compile(document, uri: "a.feature", ids: &ids)
/// }
/// ```
public struct PickleCompiler: Sendable {
    /// Creates a compiler.
    public init() {}

    /// The pickles of `document`, in source order.
    public func compile(_ document: GherkinDocument, uri: String, ids: inout IdGenerator) -> [Pickle] {
        let built = DocumentTreeBuilder(document)
        let names = IdNames(existing: built.ids, generator: ids)
        let list = TextReader.withReader(source: [], derived: built.text) { text in
            PickleBuilder.compile(built.tree, text: text)
        }
        ids.skip(Int(list.idCount))
        let pickles: [Pickle] = TextReader.withReader(source: [], derived: built.text, compiled: list.text) { text in
            let maker = MessageMaker(tree: built.tree, text: text, ids: names)
            return list.pickles.indices.map { list.pickle(at: $0, uri: uri, maker: maker) }
        }
        return pickles
    }
}
