extension Pickle: DirectJSONWritable {
    static let directJSONKeys = ["id", "uri", "location", "name", "language", "steps", "tags", "astNodeIds"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("id", id)
        out.member("uri", uri)
        out.member("location", location)
        out.member("name", name)
        out.member("language", language)
        out.member("steps", steps)
        out.member("tags", tags)
        out.member("astNodeIds", astNodeIds)
        out.endObject()
    }
}

extension PickleStep: DirectJSONWritable {
    static let directJSONKeys = ["argument", "astNodeIds", "id", "type", "text"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("argument", argument)
        out.member("astNodeIds", astNodeIds)
        out.member("id", id)
        out.member("type", type)
        out.member("text", text)
        out.endObject()
    }
}

extension PickleStepArgument: DirectJSONWritable {
    static let directJSONKeys = ["docString", "dataTable"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("docString", docString)
        out.member("dataTable", dataTable)
        out.endObject()
    }
}

extension PickleDocString: DirectJSONWritable {
    static let directJSONKeys = ["argumentIndex", "mediaType", "content"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("argumentIndex", argumentIndex)
        out.member("mediaType", mediaType)
        out.member("content", content)
        out.endObject()
    }
}

extension PickleTable: DirectJSONWritable {
    static let directJSONKeys = ["argumentIndex", "rows"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("argumentIndex", argumentIndex)
        out.member("rows", rows)
        out.endObject()
    }
}

extension PickleTableRow: DirectJSONWritable {
    static let directJSONKeys = ["cells"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("cells", cells)
        out.endObject()
    }
}

extension PickleTableCell: DirectJSONWritable {
    static let directJSONKeys = ["value"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("value", value)
        out.endObject()
    }
}

extension PickleTag: DirectJSONWritable {
    static let directJSONKeys = ["name", "astNodeId"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("name", name)
        out.member("astNodeId", astNodeId)
        out.endObject()
    }
}
