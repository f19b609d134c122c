import VerityJSON

/// What a tool call answers: text a person can read, and the same findings as structured data
/// that matches the tool's output schema; or, for a failure, the reason with `isError`.
///
/// ```swift
/// ToolResult(text: "2 scenarios", structured: .object(["scenarioCount": .integer(2)])).json
/// // {"content":[{"type":"text","text":"2 scenarios"}],"structuredContent":{…},"isError":false}
/// ```
package struct ToolResult: Sendable, Equatable {
    /// The findings as text.
    package var text: String
    /// The findings as data; `nil` for a failure.
    package var structured: JSONValue?
    /// Whether the call failed.
    package var isError: Bool

    /// A successful result.
    package init(text: String, structured: JSONValue) {
        self.text = text
        self.structured = structured
        isError = false
    }

    /// A failed call, saying why.
    package init(failure: ToolFailure) {
        text = failure.message
        structured = nil
        isError = true
    }

    /// The result as the `result` of a `tools/call` response.
    package var json: JSONValue {
        var members: [String: JSONValue] = [
            "content": .array([.object(["type": .string("text"), "text": .string(text)])]),
            "isError": .bool(isError),
        ]
        if let structured { members["structuredContent"] = structured }
        return .object(members)
    }
}
