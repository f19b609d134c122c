import BankCore
import BankStore
import Verity
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// The bank's web shell over a store: HTML pages, live updates by server-sent events at
/// `/events`, and a JSON API under `/api`.
///
/// ```swift
/// let server = BankServer(store: try BankStore.inMemory(), configuration: .init(port: 0))
/// let running = try await server.start()
/// print(running.url)          // http://127.0.0.1:54321
/// await running.stop()
/// ```
public struct BankServer: Sendable {
    /// Where the server listens.
    public struct Configuration: Sendable {
        /// The interface to bind, `127.0.0.1` unless the bank should be reachable from elsewhere.
        public var host = "127.0.0.1"
        /// The port; `0` picks a free one (read it from `RunningBankServer.url`).
        public var port = 8080

        /// How long a session may go without a request before it is signed out.
        public var idleTimeout: Duration = .seconds(15 * 60)

        /// Records every customer session's `Banking` models and actions, for a bug report;
        /// nil (the default) records nothing. Only a debug build sets it (`demo --record-session`).
        public var recorder: SessionRecorder?

        /// A configuration; the defaults listen on `127.0.0.1:8080` and sign out sessions idle
        /// for 15 minutes.
        public init(
            host: String = "127.0.0.1", port: Int = 8080, idleTimeout: Duration = .seconds(15 * 60),
            recorder: SessionRecorder? = nil
        ) {
            self.host = host
            self.port = port
            self.idleTimeout = idleTimeout
            self.recorder = recorder
        }
    }

    /// What every session reads and changes through: the store's services, unless the server
    /// was given others.
    public let services: BankServices
    /// Where the server listens.
    public var configuration: Configuration

    /// A server over `store`; nothing listens until `start()`.
    public init(store: BankStore, configuration: Configuration = .init()) {
        self.init(services: store.services(), configuration: configuration)
    }

    /// A server whose sessions use `services`, such as a store's services with one of them
    /// replaced by a test; nothing listens until `start()`.
    public init(services: BankServices, configuration: Configuration = .init()) {
        self.services = services
        self.configuration = configuration
    }

    /// Starts listening and returns once the port is bound (port 0 picks a free one).
    ///
    /// - Throws: when the address cannot be bound, such as a port already in use.
    public func start() async throws -> RunningBankServer {
        var logger = Logger(label: "VerityBank")
        logger.logLevel = .warning
        let bank = BankApplication(
            services: services, logger: logger, idleExpiry: IdleExpiry(limit: configuration.idleTimeout),
            recorder: configuration.recorder)
        let (bound, binding) = AsyncThrowingStream<Int, any Error>.makeStream()
        let application = Application(
            router: bank.router(),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { channel in
                binding.yield(channel.localAddress?.port ?? 0)
                binding.finish()
            },
            logger: logger
        )
        var groupConfiguration = ServiceGroupConfiguration(services: [application], logger: logger)
        // NB: a client that keeps a request open must not keep `stop()` waiting: streams end
        // first (`EventStreams.closeAll`), and whatever is left is cut off so that SIGTERM
        // stops the server within 2 s.
        groupConfiguration.maximumGracefulShutdownDuration = Duration.milliseconds(1500)
        let group = ServiceGroup(configuration: groupConfiguration)
        let running = Task {
            do {
                try await group.run()
                binding.finish(throwing: BankServerError.stoppedBeforeListening)
            } catch {
                binding.finish(throwing: error)
            }
        }
        var port: Int?
        for try await boundPort in bound {
            port = boundPort
            break
        }
        guard let port, let url = URL(string: "http://\(Self.urlHost(configuration.host)):\(port)") else {
            await group.triggerGracefulShutdown()
            await running.value
            throw BankServerError.stoppedBeforeListening
        }
        return RunningBankServer(url: url, group: group, running: running, application: bank)
    }

    /// An IPv6 literal needs brackets in a URL.
    private static func urlHost(_ host: String) -> String {
        host.contains(":") ? "[\(host)]" : host
    }
}

/// Why a server did not start.
public enum BankServerError: Error, Sendable, Equatable {
    /// The server stopped before it was listening.
    case stoppedBeforeListening
}
