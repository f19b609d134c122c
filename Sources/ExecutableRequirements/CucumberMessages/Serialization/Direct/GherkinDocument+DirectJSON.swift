extension GherkinDocument: DirectJSONWritable {
    static let directJSONKeys = ["uri", "feature", "comments"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("uri", uri)
        out.member("feature", feature)
        out.member("comments", comments)
        out.endObject()
    }
}

extension Feature: DirectJSONWritable {
    static let directJSONKeys = ["location", "tags", "language", "keyword", "name", "description", "children"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("location", location)
        out.member("tags", tags)
        out.member("language", language)
        // Mirrors `Feature.encode(to:)`: an empty keyword is left out.
        if !keyword.isEmpty { out.member("keyword", keyword) }
        out.member("name", name)
        out.member("description", description)
        out.member("children", children)
        out.endObject()
    }
}

extension FeatureChild: DirectJSONWritable {
    static let directJSONKeys = ["rule", "background", "scenario"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("rule", rule)
        out.member("background", background)
        out.member("scenario", scenario)
        out.endObject()
    }
}

extension Rule: DirectJSONWritable {
    static let directJSONKeys = ["location", "tags", "keyword", "name", "description", "children", "id"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("location", location)
        out.member("tags", tags)
        out.member("keyword", keyword)
        out.member("name", name)
        out.member("description", description)
        out.member("children", children)
        out.member("id", id)
        out.endObject()
    }
}

extension RuleChild: DirectJSONWritable {
    static let directJSONKeys = ["background", "scenario"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("background", background)
        out.member("scenario", scenario)
        out.endObject()
    }
}

extension Background: DirectJSONWritable {
    static let directJSONKeys = ["location", "keyword", "name", "description", "steps", "id"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("location", location)
        out.member("keyword", keyword)
        out.member("name", name)
        out.member("description", description)
        out.member("steps", steps)
        out.member("id", id)
        out.endObject()
    }
}

extension Scenario: DirectJSONWritable {
    static let directJSONKeys = ["location", "tags", "keyword", "name", "description", "steps", "examples", "id"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("location", location)
        out.member("tags", tags)
        out.member("keyword", keyword)
        out.member("name", name)
        out.member("description", description)
        out.member("steps", steps)
        out.member("examples", examples)
        out.member("id", id)
        out.endObject()
    }
}

extension Examples: DirectJSONWritable {
    static let directJSONKeys = [
        "location", "tags", "keyword", "name", "description", "tableHeader", "tableBody", "id",
    ]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("location", location)
        out.member("tags", tags)
        out.member("keyword", keyword)
        out.member("name", name)
        out.member("description", description)
        out.member("tableHeader", tableHeader)
        out.member("tableBody", tableBody)
        out.member("id", id)
        out.endObject()
    }
}

extension Step: DirectJSONWritable {
    static let directJSONKeys = ["location", "keyword", "keywordType", "text", "docString", "dataTable", "id"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("location", location)
        out.member("keyword", keyword)
        out.member("keywordType", keywordType)
        out.member("text", text)
        out.member("docString", docString)
        out.member("dataTable", dataTable)
        out.member("id", id)
        out.endObject()
    }
}

extension MessageDocString: DirectJSONWritable {
    static let directJSONKeys = ["location", "mediaType", "content", "delimiter"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("location", location)
        out.member("mediaType", mediaType)
        out.member("content", content)
        out.member("delimiter", delimiter)
        out.endObject()
    }
}

extension MessageDataTable: DirectJSONWritable {
    static let directJSONKeys = ["location", "rows"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("location", location)
        out.member("rows", rows)
        out.endObject()
    }
}

extension TableRow: DirectJSONWritable {
    static let directJSONKeys = ["location", "cells", "id"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("location", location)
        out.member("cells", cells)
        out.member("id", id)
        out.endObject()
    }
}

extension TableCell: DirectJSONWritable {
    static let directJSONKeys = ["location", "value"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("location", location)
        out.member("value", value)
        out.endObject()
    }
}

extension Tag: DirectJSONWritable {
    static let directJSONKeys = ["location", "name", "id"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("location", location)
        out.member("name", name)
        out.member("id", id)
        out.endObject()
    }
}

extension Comment: DirectJSONWritable {
    static let directJSONKeys = ["location", "text"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("location", location)
        out.member("text", text)
        out.endObject()
    }
}
