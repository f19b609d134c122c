import CucumberMessages
import VerityJSON

/// What the client said it supports in `initialize`, as far as the server's answers depend on it.
///
/// ```swift
/// let client = ClientCapabilities(json: params["capabilities"] ?? .null)
/// if client.watchesFilesDynamically { … register a watcher … }
/// ```
package struct ClientCapabilities: Sendable, Hashable {
    /// `workspace.didChangeWatchedFiles.dynamicRegistration`: the server may ask it to watch
    /// `**/*.swift`; otherwise the server looks for changed files itself while idle.
    package var watchesFilesDynamically: Bool
    /// `textDocument.completion.completionItem.snippetSupport`: step proposals may hold tab stops.
    package var snippets: Bool

    /// Reads the `capabilities` of `initialize`; anything missing counts as unsupported.
    package init(json: JSONValue) {
        watchesFilesDynamically =
            json.optional("workspace.didChangeWatchedFiles.dynamicRegistration")?.boolValue ?? false
        snippets = json.optional("textDocument.completion.completionItem.snippetSupport")?.boolValue ?? false
    }
}
