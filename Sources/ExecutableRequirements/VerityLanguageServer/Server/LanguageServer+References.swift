import VerityJSON
import VerityWorkspace

extension LanguageServer {
    /// `textDocument/references`: from a step or from a definition's pattern in a Swift file,
    /// every step bound to the same definitions across the workspace's feature files, and the
    /// definitions themselves unless `context.includeDeclaration` is false.
    func references(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let definitions, let bound = try boundDefinitions(params) else { return .array([]) }
        let includeDeclaration = params["context"]?["includeDeclaration"]?.boolValue ?? true
        let locations = StepReferences.locations(
            of: Set(bound.indices), in: workspaceAnalyses(), definitions: definitions,
            includingDefinitions: includeDeclaration)
        return .array(locations.map(\.json))
    }

    /// `textDocument/prepareRename`: the step's text or the pattern's literal, with the pattern
    /// as the text to edit; an error saying why when it cannot be renamed.
    func prepareRename(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let definitions, let bound = try boundDefinitions(params) else { return .null }
        do {
            let renamed = try StepRename.renamed(bound.indices, in: definitions)
            for index in renamed { try StepRename.check(definitions.definitions[index].site) }
            let pattern = renamed.first.map { definitions.definitions[$0].site.pattern } ?? ""
            return .object(["range": bound.range.json, "placeholder": .string(pattern)])
        } catch {
            throw .requestFailed(error.reason)
        }
    }

    /// `textDocument/rename`: `newName` is the definition's new pattern; one edit of the Swift
    /// literal and of every step bound to it.
    func rename(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let newName = try params.requiredString("newName")
        guard let definitions, let bound = try boundDefinitions(params) else {
            throw .requestFailed("There is no step or step definition here to rename")
        }
        do {
            let edit = try StepRename.edit(
                definitions: try StepRename.renamed(bound.indices, in: definitions), to: newName,
                analyses: workspaceAnalyses(), catalog: definitions
            ) { path in
                if let open = documents[FileURI.uri(ofPath: path)] { return open.text }
                return try? String(contentsOfFile: path, encoding: .utf8)
            }
            return edit.json
        } catch {
            throw .requestFailed(error.reason)
        }
    }

    /// `workspace/symbol`: scenarios, rules, features and step definitions whose names contain
    /// the query.
    func workspaceSymbols(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let query = params["query"]?.stringValue ?? ""
        return .array(WorkspaceSymbols.symbols(matching: query, in: workspaceAnalyses(), definitions: definitions))
    }

    /// The definitions a request at `textDocument` and `position` is about, and the range to
    /// show: a step's definitions and its text, or the definition whose pattern is written
    /// there in a Swift file and its literal. `nil` when there is neither.
    private func boundDefinitions(_ params: JSONValue) throws(ResponseError) -> (indices: [Int], range: TextRange)? {
        guard let definitions else { return nil }
        let uri = try params.requiredString("textDocument.uri")
        let position = try TextPosition(json: params.required("position"), path: "position")
        if let path = FileURI.path(of: uri), path.hasSuffix(".swift") {
            let indices = StepReferences.definitions(inSwiftFile: path, at: position, definitions: definitions)
            guard let first = indices.first else { return nil }
            return (indices, definitions.definitions[first].site.location.range)
        }
        guard let (document, _) = try featureDocument(params, at: nil),
            let step = analysis(of: document).step(atLine: position.line),
            let reference = StepReference(analysis(of: document), line: position.line)
        else { return nil }
        return (reference.matches(in: definitions), step.textRange)
    }

    /// Every feature file of the workspace, open ones as the editor has them.
    func workspaceAnalyses() -> [FeatureAnalysis] {
        var open: [String: FeatureAnalysis] = [:]
        for (uri, document) in documents where document.kind == .feature { open[uri] = analysis(of: document) }
        return featureFiles.analyses(under: roots, open: open)
    }
}
