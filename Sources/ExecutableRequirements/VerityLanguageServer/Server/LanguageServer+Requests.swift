import CucumberMessages
import Foundation
import VerityJSON
import VerityWorkspace

extension LanguageServer {
    /// `textDocument/completion`: step texts after a step keyword, keywords at a line's start.
    func completion(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let (document, position) = try featureDocument(params, at: "position") else { return .null }
        let items = Completion.items(
            lines: document.lines, uri: document.uri, at: position, definitions: definitions, snippets: client.snippets)
        // NB: incomplete, so the client asks again as the step's text grows and the server, which
        // matches parameters as well as literal text, filters again.
        return .object(["isIncomplete": .bool(true), "items": .array(items.map(\.json))])
    }

    /// `textDocument/definition`: the Swift source of every definition matching the step.
    func definition(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let (document, position) = try featureDocument(params, at: "position"), let definitions else {
            return .array([])
        }
        let locations = DefinitionLookup.locations(
            analysis(of: document), line: position.line, definitions: definitions)
        return .array(locations.map(\.json))
    }

    /// `textDocument/hover`: the definitions of the step under the cursor, or its snippet.
    func hover(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let (document, position) = try featureDocument(params, at: "position"), let definitions,
            let hover = StepHover.hover(analysis(of: document), line: position.line, definitions: definitions)
        else { return .null }
        return hover.json
    }

    /// `textDocument/documentSymbol`: the feature's outline.
    func documentSymbols(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let (document, _) = try featureDocument(params, at: nil) else { return .array([]) }
        return .array(DocumentOutline.symbols(analysis(of: document)).map(\.json))
    }

    /// `textDocument/formatting`: one edit with the formatter's text, or none.
    func formatting(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let (document, _) = try featureDocument(params, at: nil) else { return .array([]) }
        return .array(DocumentFormatting.edits(analysis(of: document)).map(\.json))
    }

    /// `textDocument/codeAction`: for undefined steps in the range, the snippet written into
    /// the steps file (where one is clear) and the snippet to copy.
    func codeActions(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let (document, _) = try featureDocument(params, at: nil) else { return .array([]) }
        let range = try TextRange(json: params.required("range"), path: "range")
        if let only = params.optional("context.only")?.arrayValue?.compactMap(\.stringValue),
            !only.contains(where: { "quickfix".hasPrefix($0) })
        {
            return .array([])
        }
        guard let definitions else { return .array([]) }
        let actions = UndefinedStepFix.actions(
            analysis(of: document), lines: range.start.line...range.end.line, definitions: definitions
        ) { path in
            if let open = documents[FileURI.uri(ofPath: path)] { return open.text }
            return try? String(contentsOfFile: path, encoding: .utf8)
        }
        return .array(actions.map(\.json))
    }

    /// `workspace/executeCommand`: `verity.copySnippet` answers with its snippet and shows it;
    /// `verity.runScenario` starts a run.
    func executeCommand(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let command = try params.requiredString("command")
        if command == Command.runScenario { return try runScenario(params["arguments"]?.arrayValue ?? []) }
        guard command == Command.copySnippet else { throw .invalidParams("Unknown command \(command)") }
        guard let snippet = params["arguments"]?.arrayValue?.first?.stringValue else {
            throw .invalidParams("\(Command.copySnippet) takes the snippet's text as its one argument")
        }
        send(
            .notification(
                method: "window/showMessage",
                params: .object([
                    "type": .integer(MessageType.info.rawValue),
                    "message": .string("Snippet for the undefined step (paste it into your steps file):\n\n" + snippet),
                ])))
        return .string(snippet)
    }

    /// The feature file a request is about, and its `position` when `member` names one; `nil`
    /// for another open document (a Swift file), which the server has nothing to say about.
    ///
    /// A file the client has not opened is read from disk.
    func featureDocument(_ params: JSONValue, at member: String?) throws(ResponseError) -> (
        OpenDocument, TextPosition
    )? {
        let uri = try params.requiredString("textDocument.uri")
        let position =
            try member.map { member throws(ResponseError) in
                try TextPosition(json: params.required(member), path: member)
            } ?? TextPosition(line: 0, character: 0)
        if let document = documents[uri] { return document.kind == .feature ? (document, position) : nil }
        guard OpenDocument.kind(uri: uri, languageId: nil) == .feature, let path = FileURI.path(of: uri),
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { throw .invalidParams("\(uri) is not an open feature file") }
        return (OpenDocument(uri: uri, kind: .feature, version: 0, text: text), position)
    }
}
