import CucumberMessages

extension GherkinFormatter {
    /// Whether `formatted` means what `document` means: it parses, and compiles to the same
    /// pickles once ids and source positions are set aside.
    ///
    /// NB: The formatter checks its own output with this and falls back to the unchanged
    /// source when the check fails. Table cells in particular have corner cases (blanks next
    /// to an escaped newline at a cell's edge) where the reference parsers' trimming depends
    /// on the exact spacing, and a formatter must never change what a file means.
    static func preservesMeaning(_ formatted: String, of document: GherkinDocument) -> Bool {
        var ids = IdGenerator.predictable()
        guard let reparsed = GherkinParser().parse(formatted, ids: &ids).document else { return false }
        var originalIds = IdGenerator.predictable()
        var newIds = IdGenerator.predictable()
        let before = PickleCompiler().compile(document, uri: "", ids: &originalIds).map(meaning)
        let after = PickleCompiler().compile(reparsed, uri: "", ids: &newIds).map(meaning)
        return before == after
    }

    private static func meaning(_ pickle: Pickle) -> Pickle {
        var pickle = pickle
        pickle.id = ""
        pickle.location = nil
        pickle.astNodeIds = []
        for index in pickle.steps.indices {
            pickle.steps[index].id = ""
            pickle.steps[index].astNodeIds = []
        }
        for index in pickle.tags.indices { pickle.tags[index].astNodeId = "" }
        return pickle
    }
}
