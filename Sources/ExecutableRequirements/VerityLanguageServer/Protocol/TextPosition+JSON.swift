import CucumberMessages
import VerityJSON
import VerityWorkspace

extension TextPosition {
    /// The position as an LSP `Position`.
    package var json: JSONValue {
        .object(["line": .integer(line), "character": .integer(character)])
    }

    /// Reads an LSP `Position`; `path` names it in the error.
    ///
    /// - Throws: ``ResponseError`` (invalid params) when it is not a position.
    package init(json: JSONValue, path: String) throws(ResponseError) {
        let line = try json.requiredInteger("line")
        let character = try json.requiredInteger("character")
        guard line >= 0, character >= 0 else { throw .invalidParams("\(path) must not be negative") }
        self.init(line: line, character: character)
    }
}

extension TextRange {
    /// The span as an LSP `Range`.
    package var json: JSONValue {
        .object(["start": start.json, "end": end.json])
    }

    /// Reads an LSP `Range`; `path` names it in the error.
    ///
    /// - Throws: ``ResponseError`` (invalid params) when it is not a range, or ends before it starts.
    package init(json: JSONValue, path: String) throws(ResponseError) {
        let start = try TextPosition(json: json.required("start"), path: path + ".start")
        let end = try TextPosition(json: json.required("end"), path: path + ".end")
        guard start <= end else { throw .invalidParams("\(path) ends before it starts") }
        self.init(start: start, end: end)
    }
}
