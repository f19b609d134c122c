import VerityWorkspace

/// Something for the server's loop to handle, from the input thread or the workspace queue.
///
/// ```swift
/// inbox.post(.message(.notification(method: "exit", params: nil)))
/// ```
package enum ServerEvent: Sendable {
    /// A message from the client.
    case message(JSONRPCMessage)
    /// A body that could not be read.
    case unreadable(UnreadableMessage)
    /// A header block that could not be used.
    case malformedHeader(String)
    /// The client closed the stream.
    case endOfInput
    /// New definitions from the workspace queue; `summary` with the first scan's.
    case definitions(CompiledStepCatalog, unreadable: [DefinitionProblem], summary: WorkspaceScanSummary?)
    /// A note from the workspace queue for the client's log (a message file that did not load).
    case workspaceNote(String)
    /// A run the editor started ended: the feature file's URI, and the run's outcome.
    case runFinished(uri: String, Result<SwiftTestRun.Outcome, SwiftTestRun.Failure>)
}
