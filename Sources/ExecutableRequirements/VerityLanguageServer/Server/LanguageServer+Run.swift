import Dispatch
import Foundation
import VerityJSON
import VerityWorkspace

extension LanguageServer {
    /// `textDocument/codeLens`: "▶ Run feature" and "▶ Run scenario" lenses.
    func codeLenses(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let (document, _) = try featureDocument(params, at: nil) else { return .array([]) }
        return .array(ScenarioLenses.lenses(analysis(of: document)))
    }

    /// `verity.runScenario` with a feature file's URI and a 1-based line: runs what starts there
    /// with `swift test` in the first workspace folder, in the background, and answers at once;
    /// the result comes as a message and as diagnostics of the file.
    func runScenario(_ arguments: [JSONValue]) throws(ResponseError) -> JSONValue {
        guard arguments.count == 2, let uri = arguments[0].stringValue, let line = arguments[1].integerValue,
            let path = FileURI.path(of: uri)
        else { throw .invalidParams("\(Command.runScenario) takes a feature file's URI and a 1-based line") }
        guard let root = roots.first, path.hasPrefix(root + "/") else {
            throw .requestFailed("\(path) is not inside the workspace folder, where swift test runs")
        }
        guard !isRunning else { throw .requestFailed("A run is already under way; wait for it to finish") }
        isRunning = true
        let location = String(path.dropFirst(root.count + 1)) + ":\(line)"
        showMessage(.info, "Verity: running \(location) with swift test…")
        let run = SwiftTestRun(package: root, options: ["VERITY_LOCATIONS": location], swift: swift)
        let inbox = inbox
        // NB: a run takes as long as a build; the server keeps answering the editor meanwhile.
        DispatchQueue.global().async {
            let result = Result { () throws(SwiftTestRun.Failure) in try run.run(timeout: .seconds(1800)) }
            inbox.post(.runFinished(uri: uri, result))
        }
        return .null
    }

    /// A run ended: its findings become the file's diagnostics, and a message says how it went.
    func finishRun(uri: String, _ result: Result<SwiftTestRun.Outcome, SwiftTestRun.Failure>) {
        isRunning = false
        let outcome: SwiftTestRun.Outcome
        switch result {
        case .failure(let failure):
            showMessage(.error, "Verity: the run could not start: \(failure.message)")
            return
        case .success(let ended):
            outcome = ended
        }
        let fileName = FileURI.path(of: uri).map { URL(fileURLWithPath: $0).lastPathComponent } ?? uri
        let report = RunReport(ndjson: outcome.messages, place: RunDiagnostics.place(fileName: fileName))
        if let document = documents[uri], document.kind == .feature {
            runDiagnostics[uri] = RunDiagnostics.make(report, analysis: analysis(of: document))
            staleDiagnostics.insert(uri)
        }
        guard !report.scenarios.isEmpty else {
            let why = report.message ?? outcome.outputTail.split(separator: "\n").suffix(5).joined(separator: "\n")
            showMessage(
                .error,
                "Verity: the run ran no scenario (exit status \(outcome.status.map(String.init) ?? "none")): \(why)")
            return
        }
        let counts = report.counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        let failed = report.scenarios.filter { $0.status != .passed && $0.status != .skipped }.map(\.name)
        showMessage(
            failed.isEmpty ? .info : .error,
            "Verity: \(counts)" + (failed.isEmpty ? "" : " (" + failed.joined(separator: "; ") + ")"))
    }

    /// Sends `window/showMessage`.
    func showMessage(_ type: MessageType, _ text: String) {
        send(
            .notification(
                method: "window/showMessage",
                params: .object(["type": .integer(type.rawValue), "message": .string(text)])))
    }
}
