extension TestCase: DirectJSONWritable {
    static let directJSONKeys = ["id", "pickleId", "testSteps", "testRunStartedId"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("id", id)
        out.member("pickleId", pickleId)
        out.member("testSteps", testSteps)
        out.member("testRunStartedId", testRunStartedId)
        out.endObject()
    }
}

extension TestStep: DirectJSONWritable {
    static let directJSONKeys = [
        "hookId", "id", "pickleStepId", "stepDefinitionIds", "stepMatchArgumentsLists",
    ]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("hookId", hookId)
        out.member("id", id)
        out.member("pickleStepId", pickleStepId)
        out.member("stepDefinitionIds", stepDefinitionIds)
        out.member("stepMatchArgumentsLists", stepMatchArgumentsLists)
        out.endObject()
    }
}

extension StepMatchArgumentsList: DirectJSONWritable {
    static let directJSONKeys = ["stepMatchArguments"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("stepMatchArguments", stepMatchArguments)
        out.endObject()
    }
}

extension StepMatchArgument: DirectJSONWritable {
    static let directJSONKeys = ["group", "parameterTypeName"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("group", group)
        out.member("parameterTypeName", parameterTypeName)
        out.endObject()
    }
}

extension StepMatchArgument.Group: DirectJSONWritable {
    static let directJSONKeys = ["children", "start", "value"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("children", children)
        out.member("start", start)
        out.member("value", value)
        out.endObject()
    }
}
