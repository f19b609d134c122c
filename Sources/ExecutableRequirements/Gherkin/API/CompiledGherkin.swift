import CucumberMessages

/// One Gherkin document, parsed and compiled into pickles, held in compact form: its texts are
/// ranges of the source rather than strings until the messages are asked for.
///
/// Use it when a document's pickles are needed (a runner, `verity gherkin`): it does the work
/// of ``GherkinParser/parse(bytes:uri:mediaType:ids:)`` and ``PickleCompiler`` in one pass at
/// a fraction of the cost, and makes the `GherkinDocument` and `Pickle` messages only on
/// request. Their ids are taken from the generator when the document is compiled, in the
/// reference order, so they are the same however often, and in whatever order, they are made.
///
/// ```swift
/// var ids = IdGenerator.predictable()
/// let compiled = GherkinParser().compile(bytes: Array(text.utf8), uri: "greet.feature", ids: &ids)
/// if compiled.errors.isEmpty {
///     print(compiled.pickleCount)            // no messages made yet
///     print(compiled.pickles.map(\.name))    // ["Hi"]
/// }
/// ```
public struct CompiledGherkin: Sendable {
    /// Where the document came from, as given.
    public let uri: String?
    /// Every error found, in source order; when there is any, there is no document and no pickle.
    public let errors: [GherkinError]
    private let source: [UInt8]
    private let derived: [UInt8]
    private let tree: SyntaxTree?
    private let pickleList: PickleList
    /// The generator as it was before the document took its first id.
    private let ids: IdGenerator

    init(
        uri: String?, errors: [GherkinError], source: [UInt8], derived: [UInt8], tree: SyntaxTree?,
        pickleList: PickleList, ids: IdGenerator
    ) {
        self.uri = uri
        self.errors = errors
        self.source = source
        self.derived = derived
        self.tree = tree
        self.pickleList = pickleList
        self.ids = ids
    }

    /// How many pickles the document compiles to, without making them.
    public var pickleCount: Int { pickleList.pickles.count }

    /// The syntax tree as a message, or `nil` when the document has errors.
    public var document: GherkinDocument? {
        guard let tree else { return nil }
        return withMaker(tree) { tree.document(uri: uri, text: $0.text, ids: $0.ids) }
    }

    /// The pickles as messages, in source order; empty when the document has errors.
    public var pickles: [Pickle] {
        guard let tree else { return [] }
        let uri = self.uri ?? ""
        return withMaker(tree) { maker in
            var pickles: [Pickle] = []
            pickles.reserveCapacity(pickleList.pickles.count)
            for index in pickleList.pickles.indices {
                pickles.append(pickleList.pickle(at: index, uri: uri, maker: maker))
            }
            return pickles
        }
    }

    /// Appends one NDJSON line per pickle, `{"pickle":{...}}`, in source order: the same
    /// bytes as encoding ``pickles`` as envelopes with `NDJSONEncoder`, written straight from
    /// the compact form without making the messages.
    ///
    /// ```swift
    /// var output: [UInt8] = []
    /// compiled.appendPickleEnvelopes(to: &output)
    /// ```
    public func appendPickleEnvelopes(to buffer: inout [UInt8]) {
        guard let tree else { return }
        let uri = self.uri ?? ""
        withMaker(tree) { maker in
            var out = JSONOutput(bytes: [])
            swap(&out.bytes, &buffer)
            var scratch: [UInt8] = []
            let pieces = PickleList.JSONPieces(uri: uri, language: tree.feature?.language ?? "")
            for index in pickleList.pickles.indices {
                out.raw("{\"pickle\":")
                pickleList.writeJSON(ofPickleAt: index, pieces: pieces, maker: maker, scratch: &scratch, to: &out)
                out.raw("}\n")
            }
            swap(&out.bytes, &buffer)
        }
    }

    /// How many ids the document and its pickles take.
    package var idCount: Int { Int(tree?.idCount ?? 0) + Int(pickleList.idCount) }

    /// The same document and pickles with their ids taken from `ids` as it stands, in the
    /// same order: ids are ordinals here, so renumbering costs nothing.
    package func withIds(_ ids: IdGenerator) -> CompiledGherkin {
        CompiledGherkin(
            uri: uri, errors: errors, source: source, derived: derived, tree: tree, pickleList: pickleList, ids: ids)
    }

    private func withMaker<Result>(_ tree: SyntaxTree, _ body: (MessageMaker) -> Result) -> Result {
        TextReader.withReader(source: source, derived: derived, compiled: pickleList.text) { text in
            body(MessageMaker(tree: tree, text: text, ids: IdNames(generator: ids)))
        }
    }
}
