import Foundation
import ServiceLifecycle

/// A bank server that is listening; `stop()` shuts it down.
///
/// ```swift
/// let running = try await BankServer(store: store, configuration: .init(port: 0)).start()
/// defer { Task { await running.stop() } }
/// ```
public final class RunningBankServer: Sendable {
    /// Where the server answers, such as `http://127.0.0.1:8080`.
    public let url: URL
    private let group: ServiceGroup
    private let running: Task<Void, Never>
    let application: BankApplication

    init(url: URL, group: ServiceGroup, running: Task<Void, Never>, application: BankApplication) {
        self.url = url
        self.group = group
        self.running = running
        self.application = application
    }

    /// Shuts down gracefully and returns when it has: live-update streams end, no new
    /// connection is accepted, and requests in flight finish first. Calling it again waits
    /// for the same shutdown.
    public func stop() async {
        application.eventStreams.closeAll()
        await group.triggerGracefulShutdown()
        await running.value
    }
}
