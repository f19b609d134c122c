extension Envelope: DirectJSONWritable {
    static let directJSONKeys = [
        "attachment", "externalAttachment", "gherkinDocument", "hook", "meta", "parameterType",
        "parseError", "pickle", "suggestion", "source", "stepDefinition", "testCase",
        "testCaseFinished", "testCaseStarted", "testRunFinished", "testRunStarted",
        "testStepFinished", "testStepStarted", "testRunHookStarted", "testRunHookFinished",
        "undefinedParameterType",
    ]

    /// Whether the envelope carries one of the kinds the Gherkin tools print in bulk, which
    /// have direct writers; `NDJSONEncoder` sends every other envelope down the generic path.
    ///
    /// NB: The runner's messages (test cases, results, hooks, attachments) are written far
    /// less often per byte than documents and pickles, so they keep the synthesized
    /// `Encodable` conformance rather than a second hand-written copy of every field list.
    var isDirectlyWritable: Bool {
        attachment == nil && externalAttachment == nil && hook == nil && meta == nil
            && parameterType == nil && suggestion == nil && stepDefinition == nil && testCase == nil
            && testCaseFinished == nil && testCaseStarted == nil && testRunFinished == nil
            && testRunStarted == nil && testStepFinished == nil && testStepStarted == nil
            && testRunHookStarted == nil && testRunHookFinished == nil && undefinedParameterType == nil
    }

    /// Writes the directly writable kinds; only called when ``isDirectlyWritable`` holds.
    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("gherkinDocument", gherkinDocument)
        out.member("parseError", parseError)
        out.member("pickle", pickle)
        out.member("source", source)
        out.endObject()
    }
}
