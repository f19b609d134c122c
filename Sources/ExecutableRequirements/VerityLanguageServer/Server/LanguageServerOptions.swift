import Foundation

/// How a ``LanguageServer`` is set up: where its definitions come from and how it logs.
///
/// ```swift
/// var options = LanguageServerOptions(makeWorkspace: { roots in MyWorkspace(roots: roots) })
/// options.messageFiles = ["reports/messages.ndjson"]
/// ```
package struct LanguageServerOptions: Sendable {
    /// NDJSON message streams of runs whose `stepDefinition` messages are used (`--messages`);
    /// the client's `initializationOptions.messages` add to them.
    package var messageFiles: [String]
    /// How long the server must have been idle before it looks for changed Swift files itself,
    /// for clients that do not watch files.
    package var refreshInterval: DispatchTimeInterval
    /// Makes the definitions' source for the workspace folders (absolute paths).
    package var makeWorkspace: @Sendable ([String]) -> any DefinitionWorkspace
    /// Writes a line of the server's own log; standard error by default, never standard output,
    /// which is the protocol's.
    package var log: @Sendable (String) -> Void

    /// Options with no message files, a 2 s refresh interval and logging to standard error.
    package init(
        messageFiles: [String] = [], refreshInterval: DispatchTimeInterval = .seconds(2),
        makeWorkspace: @escaping @Sendable ([String]) -> any DefinitionWorkspace,
        log: @escaping @Sendable (String) -> Void = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    ) {
        self.messageFiles = messageFiles
        self.refreshInterval = refreshInterval
        self.makeWorkspace = makeWorkspace
        self.log = log
    }
}
