extension Timestamp: DirectJSONWritable {
    static let directJSONKeys = ["seconds", "nanos"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("seconds", seconds)
        out.member("nanos", nanos)
        out.endObject()
    }
}

extension MessageDuration: DirectJSONWritable {
    static let directJSONKeys = ["seconds", "nanos"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("seconds", seconds)
        out.member("nanos", nanos)
        out.endObject()
    }
}
