import CucumberMessages
import VerityJSON
import VerityWorkspace

extension LanguageServer {
    /// New definitions: kept, the first scan's summary logged, the Swift files' problems
    /// published, and every open feature file checked again.
    func receive(_ compiled: CompiledStepCatalog, unreadable: [DefinitionProblem], summary: WorkspaceScanSummary?) {
        let first = definitions == nil
        definitions = compiled
        unreadableSites = unreadable
        if let summary, first {
            logMessage(.info, Self.scanLine(summary, catalog: compiled.catalog))
            // NB: Swift files opened before the scan keep the editor's text.
            for document in documents.values where document.kind == .swift {
                if let path = FileURI.path(of: document.uri) { worker?.update(path: path, text: document.text) }
            }
        }
        publishSwiftDiagnostics()
        for (uri, document) in documents where document.kind == .feature { staleDiagnostics.insert(uri) }
    }

    /// The line the benchmark and the editor tests look for, e.g.
    /// `Verity: scanned <files> Swift files in <ms> ms: <n> step definitions, <n> parameter types`
    /// (`1 Swift file`, `1 step definition`, `1 parameter type` for one).
    static func scanLine(_ summary: WorkspaceScanSummary, catalog: StepCatalog) -> String {
        "Verity: scanned \(counted(summary.fileCount, "Swift file")) in \(summary.milliseconds) ms: "
            + "\(counted(catalog.definitions.count, "step definition")), "
            + "\(counted(catalog.parameterTypes.count, "parameter type"))"
    }

    /// `1 step definition`, `2 step definitions`.
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `workspace/didChangeWatchedFiles`: Swift files read again or forgotten (an open one keeps
    /// the editor's text); a message file read again.
    func didChangeWatchedFiles(_ params: JSONValue) throws(ResponseError) {
        guard let changes = try params.required("changes").arrayValue else {
            throw .invalidParams("changes must be an array")
        }
        for change in changes {
            guard let uri = change["uri"]?.stringValue, let path = FileURI.path(of: uri) else { continue }
            if messageFiles.contains(path) {
                worker?.loadMessages(from: path)
                continue
            }
            guard path.hasSuffix(".swift"), documents[uri] == nil else { continue }
            if change["type"]?.integerValue == 3 {
                worker?.remove(path: path)
            } else {
                worker?.reload(path: path)
            }
        }
    }

    /// Publishes the diagnostics of the feature files edited or affected since the last time.
    func publishStaleDiagnostics() {
        guard !staleDiagnostics.isEmpty else { return }
        for uri in staleDiagnostics.sorted() {
            guard let document = documents[uri], document.kind == .feature else { continue }
            let diagnostics =
                FeatureDiagnostics.make(analysis(of: document), definitions: definitions, lint: lint)
                + (runDiagnostics[uri] ?? [])
            publishDiagnostics(uri: uri, version: document.version, diagnostics: diagnostics)
        }
        staleDiagnostics.removeAll()
    }

    /// Publishes the problems of the step definitions in their Swift files (the definitions no
    /// feature file uses among them), and clears the files whose problems are gone.
    func publishSwiftDiagnostics() {
        var byFile: [String: [Diagnostic]] = [:]
        let unused = definitions.map { StepReferences.unused(in: workspaceAnalyses(), definitions: $0) } ?? []
        for problem in (definitions?.problems ?? []) + unreadableSites + unused {
            byFile[FileURI.uri(ofPath: problem.location.path), default: []].append(problem.diagnostic)
        }
        for uri in swiftFilesWithDiagnostics.subtracting(byFile.keys) {
            publishDiagnostics(uri: uri, version: nil, diagnostics: [])
        }
        for (uri, diagnostics) in byFile.sorted(by: { $0.key < $1.key }) {
            publishDiagnostics(uri: uri, version: nil, diagnostics: diagnostics)
        }
        swiftFilesWithDiagnostics = Set(byFile.keys)
    }

    /// Sends `textDocument/publishDiagnostics`.
    func publishDiagnostics(uri: String, version: Int?, diagnostics: [Diagnostic]) {
        var params: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics.map(\.json))]
        if let version { params["version"] = .integer(version) }
        send(.notification(method: "textDocument/publishDiagnostics", params: .object(params)))
    }
}
