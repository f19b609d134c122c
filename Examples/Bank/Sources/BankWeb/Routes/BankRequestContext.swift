import Hummingbird
import NIOCore

/// A request's context with the address it came from, which Hummingbird's basic context
/// leaves out: sign-in throttling counts failures per client.
struct BankRequestContext: RequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    /// The peer's address, when the channel knows it (a test's in-memory channel may not).
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The client as the throttle names it: the peer's IP address without its port, since a
    /// browser opens new connections from new ports. Everyone without an address shares one.
    var client: String {
        remoteAddress?.ipAddress ?? "unknown"
    }
}
