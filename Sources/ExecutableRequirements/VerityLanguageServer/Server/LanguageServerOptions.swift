import Foundation

/// How a ``LanguageServer`` is set up: which run's messages it reads and how it logs.
///
/// ```swift
/// let options = LanguageServerOptions(messageFiles: ["/work/belly/reports/messages.ndjson"])
/// ```
package struct LanguageServerOptions: Sendable {
    /// NDJSON message streams of runs whose `stepDefinition` messages are used (`--messages`);
    /// the client's `initializationOptions.messages` add to them.
    package var messageFiles: [String]
    /// How long the server must have been idle before it looks for changed Swift files itself,
    /// for clients that do not watch files.
    package var refreshInterval: DispatchTimeInterval
    /// Writes a line of the server's own log; standard error by default, never standard output,
    /// which is the protocol's.
    package var log: @Sendable (String) -> Void

    /// Options with no message files, a 2 s refresh interval and logging to standard error.
    package init(
        messageFiles: [String] = [], refreshInterval: DispatchTimeInterval = .seconds(2),
        log: @escaping @Sendable (String) -> Void = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    ) {
        self.messageFiles = messageFiles
        self.refreshInterval = refreshInterval
        self.log = log
    }
}
