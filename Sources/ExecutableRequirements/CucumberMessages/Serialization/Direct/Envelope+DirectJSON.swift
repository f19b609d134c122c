extension Envelope: DirectJSONWritable {
    static let directJSONKeys = [
        "attachment", "externalAttachment", "gherkinDocument", "hook", "meta", "parameterType",
        "parseError", "pickle", "suggestion", "source", "stepDefinition", "testCase",
        "testCaseFinished", "testCaseStarted", "testRunFinished", "testRunStarted",
        "testStepFinished", "testStepStarted", "testRunHookStarted", "testRunHookFinished",
        "undefinedParameterType",
    ]

    // NB: A well-formed envelope sets one member, but like the synthesized conformance this
    // writes every member that is set, in declaration order, so that the two never differ.
    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("attachment", attachment)
        out.member("externalAttachment", externalAttachment)
        out.member("gherkinDocument", gherkinDocument)
        out.member("hook", hook)
        out.member("meta", meta)
        out.member("parameterType", parameterType)
        out.member("parseError", parseError)
        out.member("pickle", pickle)
        out.member("suggestion", suggestion)
        out.member("source", source)
        out.member("stepDefinition", stepDefinition)
        out.member("testCase", testCase)
        out.member("testCaseFinished", testCaseFinished)
        out.member("testCaseStarted", testCaseStarted)
        out.member("testRunFinished", testRunFinished)
        out.member("testRunStarted", testRunStarted)
        out.member("testStepFinished", testStepFinished)
        out.member("testStepStarted", testStepStarted)
        out.member("testRunHookStarted", testRunHookStarted)
        out.member("testRunHookFinished", testRunHookFinished)
        out.member("undefinedParameterType", undefinedParameterType)
        out.endObject()
    }
}
