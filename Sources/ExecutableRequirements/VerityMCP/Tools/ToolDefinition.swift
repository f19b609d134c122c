import VerityJSON

/// One tool the server offers: what `tools/list` says of it, and what runs on `tools/call`.
///
/// ```swift
/// let tool = ListScenariosTool.definition
/// tool.listing   // {"name":"list_scenarios","description":…,"inputSchema":…,"outputSchema":…}
/// let result = tool.call(arguments, ToolContext(index: index))
/// ```
package struct ToolDefinition: Sendable {
    /// The name clients call it by.
    package var name: String
    /// A short name for people.
    package var title: String
    /// What it does and when to use it, for the agent choosing a tool.
    package var description: String
    /// The JSON Schema of its arguments.
    package var inputSchema: JSONValue
    /// The JSON Schema of its `structuredContent`.
    package var outputSchema: JSONValue
    /// Runs it with the call's arguments (an object, empty when the client sent none).
    package var run: @Sendable (JSONValue, ToolContext) throws(ToolFailure) -> ToolResult

    /// A tool.
    package init(
        name: String, title: String, description: String, inputSchema: JSONValue, outputSchema: JSONValue,
        run: @escaping @Sendable (JSONValue, ToolContext) throws(ToolFailure) -> ToolResult
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.inputSchema = inputSchema
        self.outputSchema = outputSchema
        self.run = run
    }

    /// The tool as an entry of the `tools/list` result.
    package var listing: JSONValue {
        .object([
            "name": .string(name), "title": .string(title), "description": .string(description),
            "inputSchema": inputSchema, "outputSchema": outputSchema,
        ])
    }

    /// Runs the tool; a failure becomes a result with `isError`.
    package func call(_ arguments: JSONValue, _ context: ToolContext) -> ToolResult {
        do {
            return try run(arguments, context)
        } catch {
            return ToolResult(failure: error)
        }
    }
}
