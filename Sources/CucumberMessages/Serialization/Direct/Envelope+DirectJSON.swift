extension Envelope: DirectJSONWritable {
    static let directJSONKeys = ["source", "gherkinDocument", "pickle", "parseError"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("source", source)
        out.member("gherkinDocument", gherkinDocument)
        out.member("pickle", pickle)
        out.member("parseError", parseError)
        out.endObject()
    }
}
