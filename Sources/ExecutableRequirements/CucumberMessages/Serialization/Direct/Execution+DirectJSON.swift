extension TestRunStarted: DirectJSONWritable {
    static let directJSONKeys = ["timestamp", "id"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("timestamp", timestamp)
        out.member("id", id)
        out.endObject()
    }
}

extension TestRunFinished: DirectJSONWritable {
    static let directJSONKeys = ["message", "success", "timestamp", "exception", "testRunStartedId"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("message", message)
        out.member("success", success)
        out.member("timestamp", timestamp)
        out.member("exception", exception)
        out.member("testRunStartedId", testRunStartedId)
        out.endObject()
    }
}

extension TestRunHookStarted: DirectJSONWritable {
    static let directJSONKeys = ["id", "testRunStartedId", "hookId", "workerId", "timestamp"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("id", id)
        out.member("testRunStartedId", testRunStartedId)
        out.member("hookId", hookId)
        out.member("workerId", workerId)
        out.member("timestamp", timestamp)
        out.endObject()
    }
}

extension TestRunHookFinished: DirectJSONWritable {
    static let directJSONKeys = ["testRunHookStartedId", "result", "timestamp"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("testRunHookStartedId", testRunHookStartedId)
        out.member("result", result)
        out.member("timestamp", timestamp)
        out.endObject()
    }
}

extension TestCaseStarted: DirectJSONWritable {
    static let directJSONKeys = ["attempt", "id", "testCaseId", "workerId", "timestamp"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("attempt", attempt)
        out.member("id", id)
        out.member("testCaseId", testCaseId)
        out.member("workerId", workerId)
        out.member("timestamp", timestamp)
        out.endObject()
    }
}

extension TestCaseFinished: DirectJSONWritable {
    static let directJSONKeys = ["testCaseStartedId", "timestamp", "willBeRetried"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("testCaseStartedId", testCaseStartedId)
        out.member("timestamp", timestamp)
        out.member("willBeRetried", willBeRetried)
        out.endObject()
    }
}

extension TestStepStarted: DirectJSONWritable {
    static let directJSONKeys = ["testCaseStartedId", "testStepId", "timestamp"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("testCaseStartedId", testCaseStartedId)
        out.member("testStepId", testStepId)
        out.member("timestamp", timestamp)
        out.endObject()
    }
}

extension TestStepFinished: DirectJSONWritable {
    static let directJSONKeys = ["testCaseStartedId", "testStepId", "testStepResult", "timestamp"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("testCaseStartedId", testCaseStartedId)
        out.member("testStepId", testStepId)
        out.member("testStepResult", testStepResult)
        out.member("timestamp", timestamp)
        out.endObject()
    }
}

extension TestStepResult: DirectJSONWritable {
    static let directJSONKeys = ["duration", "message", "status", "exception"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("duration", duration)
        out.member("message", message)
        out.member("status", status)
        out.member("exception", exception)
        out.endObject()
    }
}

extension MessageException: DirectJSONWritable {
    static let directJSONKeys = ["type", "message", "stackTrace"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("type", type)
        out.member("message", message)
        out.member("stackTrace", stackTrace)
        out.endObject()
    }
}
