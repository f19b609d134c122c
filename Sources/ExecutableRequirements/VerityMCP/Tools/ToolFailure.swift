/// Why a tool could not do what it was asked: reported to the client as a tool result with
/// `isError: true`, so that an agent reads the reason and can correct its call.
///
/// ```swift
/// throw ToolFailure("tags: expected an operand after 'and'")
/// ```
package struct ToolFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for the agent and the person reading along.
    package var message: String

    /// A failure saying `message`.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
