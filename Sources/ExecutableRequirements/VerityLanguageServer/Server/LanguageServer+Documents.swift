import CucumberMessages
import VerityJSON
import VerityWorkspace

extension LanguageServer {
    /// `didOpen`: keeps the text; a feature file gets diagnostics, a Swift file's text becomes
    /// the index's for it.
    func didOpen(_ params: JSONValue) throws(ResponseError) {
        let uri = try params.requiredString("textDocument.uri")
        guard
            let kind = OpenDocument.kind(uri: uri, languageId: params.optional("textDocument.languageId")?.stringValue)
        else { return }
        let document = OpenDocument(
            uri: uri, kind: kind, version: params.optional("textDocument.version")?.integerValue ?? 0,
            text: try params.requiredString("textDocument.text"))
        documents[uri] = document
        changed(document)
    }

    /// `didChange`: applies the edits.
    func didChange(_ params: JSONValue) throws(ResponseError) {
        let uri = try params.requiredString("textDocument.uri")
        guard var document = documents[uri] else { throw .invalidParams("\(uri) is not open") }
        try document.apply(
            changes: try params.required("contentChanges"),
            version: params.optional("textDocument.version")?.integerValue ?? document.version + 1)
        documents[uri] = document
        changed(document)
    }

    /// `didSave`: a Swift file's saved text (or its file) becomes the index's; a saved feature
    /// file updates which definitions are unused.
    func didSave(_ params: JSONValue) throws(ResponseError) {
        let uri = try params.requiredString("textDocument.uri")
        if OpenDocument.kind(uri: uri, languageId: nil) == .feature {
            // NB: a saved feature file may use a definition no step used before, or stop using one.
            publishSwiftDiagnostics()
            return
        }
        guard let path = FileURI.path(of: uri), OpenDocument.kind(uri: uri, languageId: nil) == .swift else { return }
        if let text = params["text"]?.stringValue {
            worker?.update(path: path, text: text)
        } else {
            worker?.reload(path: path)
        }
    }

    /// `didClose`: forgets the text; a feature file's diagnostics are cleared, a Swift file is
    /// read again from disk.
    func didClose(_ params: JSONValue) throws(ResponseError) {
        let uri = try params.requiredString("textDocument.uri")
        guard let document = documents.removeValue(forKey: uri) else { return }
        analyses[uri] = nil
        staleDiagnostics.remove(uri)
        switch document.kind {
        case .feature: publishDiagnostics(uri: uri, version: nil, diagnostics: [])
        case .swift: if let path = FileURI.path(of: uri) { worker?.reload(path: path) }
        }
    }

    /// Marks a feature file's diagnostics stale, or hands a Swift file's text to the index.
    private func changed(_ document: OpenDocument) {
        switch document.kind {
        case .feature:
            runDiagnostics[document.uri] = nil
            staleDiagnostics.insert(document.uri)
        case .swift:
            if let path = FileURI.path(of: document.uri) { worker?.update(path: path, text: document.text) }
        }
    }

    /// The analysis of a feature file, made once per version of an open one.
    ///
    /// A file read from disk for a request is analysed each time and never kept: its version
    /// says nothing of the disk's text, and would pass for the editor's once the file is opened.
    func analysis(of document: OpenDocument) -> FeatureAnalysis {
        if let cached = analyses[document.uri], cached.version == document.version { return cached.analysis }
        let analysis = FeatureAnalysis(uri: document.uri, lines: document.lines)
        if documents[document.uri] != nil { analyses[document.uri] = (document.version, analysis) }
        return analysis
    }
}
