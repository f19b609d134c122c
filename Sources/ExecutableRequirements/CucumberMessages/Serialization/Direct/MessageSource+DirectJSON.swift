extension MessageSource: DirectJSONWritable {
    static let directJSONKeys = ["uri", "data", "mediaType"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("uri", uri)
        out.member("data", data)
        out.member("mediaType", mediaType)
        out.endObject()
    }
}

extension Location: DirectJSONWritable {
    static let directJSONKeys = ["line", "column"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("line", line)
        out.member("column", column)
        out.endObject()
    }
}

extension ParseError: DirectJSONWritable {
    static let directJSONKeys = ["source", "message"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("source", source)
        out.member("message", message)
        out.endObject()
    }
}

extension SourceReference: DirectJSONWritable {
    static let directJSONKeys = ["uri", "javaMethod", "javaStackTraceElement", "location"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("uri", uri)
        out.member("javaMethod", javaMethod)
        out.member("javaStackTraceElement", javaStackTraceElement)
        out.member("location", location)
        out.endObject()
    }
}

extension JavaMethod: DirectJSONWritable {
    static let directJSONKeys = ["className", "methodName", "methodParameterTypes"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("className", className)
        out.member("methodName", methodName)
        out.member("methodParameterTypes", methodParameterTypes)
        out.endObject()
    }
}

extension JavaStackTraceElement: DirectJSONWritable {
    static let directJSONKeys = ["className", "fileName", "methodName"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("className", className)
        out.member("fileName", fileName)
        out.member("methodName", methodName)
        out.endObject()
    }
}
