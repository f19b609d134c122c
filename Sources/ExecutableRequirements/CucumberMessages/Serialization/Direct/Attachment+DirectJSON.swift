extension Attachment: DirectJSONWritable {
    static let directJSONKeys = [
        "body", "contentEncoding", "fileName", "mediaType", "source", "testCaseStartedId",
        "testStepId", "url", "testRunStartedId", "testRunHookStartedId", "timestamp",
    ]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("body", body)
        out.member("contentEncoding", contentEncoding)
        out.member("fileName", fileName)
        out.member("mediaType", mediaType)
        out.member("source", source)
        out.member("testCaseStartedId", testCaseStartedId)
        out.member("testStepId", testStepId)
        out.member("url", url)
        out.member("testRunStartedId", testRunStartedId)
        out.member("testRunHookStartedId", testRunHookStartedId)
        out.member("timestamp", timestamp)
        out.endObject()
    }
}

extension ExternalAttachment: DirectJSONWritable {
    static let directJSONKeys = [
        "url", "mediaType", "testCaseStartedId", "testStepId", "testRunHookStartedId", "timestamp",
    ]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("url", url)
        out.member("mediaType", mediaType)
        out.member("testCaseStartedId", testCaseStartedId)
        out.member("testStepId", testStepId)
        out.member("testRunHookStartedId", testRunHookStartedId)
        out.member("timestamp", timestamp)
        out.endObject()
    }
}
