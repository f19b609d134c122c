extension StepDefinition: DirectJSONWritable {
    static let directJSONKeys = ["id", "pattern", "sourceReference"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("id", id)
        out.member("pattern", pattern)
        out.member("sourceReference", sourceReference)
        out.endObject()
    }
}

extension StepDefinitionPattern: DirectJSONWritable {
    static let directJSONKeys = ["source", "type"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("source", source)
        out.member("type", type)
        out.endObject()
    }
}

extension Hook: DirectJSONWritable {
    static let directJSONKeys = ["id", "name", "sourceReference", "tagExpression", "type"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("id", id)
        out.member("name", name)
        out.member("sourceReference", sourceReference)
        out.member("tagExpression", tagExpression)
        out.member("type", type)
        out.endObject()
    }
}

extension MessageParameterType: DirectJSONWritable {
    static let directJSONKeys = [
        "name", "regularExpressions", "preferForRegularExpressionMatch", "useForSnippets", "id", "sourceReference",
    ]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("name", name)
        out.member("regularExpressions", regularExpressions)
        out.member("preferForRegularExpressionMatch", preferForRegularExpressionMatch)
        out.member("useForSnippets", useForSnippets)
        out.member("id", id)
        out.member("sourceReference", sourceReference)
        out.endObject()
    }
}

extension Suggestion: DirectJSONWritable {
    static let directJSONKeys = ["id", "pickleStepId", "snippets"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("id", id)
        out.member("pickleStepId", pickleStepId)
        out.member("snippets", snippets)
        out.endObject()
    }
}

extension Snippet: DirectJSONWritable {
    static let directJSONKeys = ["language", "code"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("language", language)
        out.member("code", code)
        out.endObject()
    }
}

extension UndefinedParameterType: DirectJSONWritable {
    static let directJSONKeys = ["expression", "name"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("expression", expression)
        out.member("name", name)
        out.endObject()
    }
}
