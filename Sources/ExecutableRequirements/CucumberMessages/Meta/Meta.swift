/// Describes the tool that produced a message stream and where it ran; the first message of a run.
public struct Meta: Codable, Equatable, Hashable, Sendable {
    /// The version of the Cucumber Messages protocol the stream follows (SemVer).
    public var protocolVersion: String
    /// The Cucumber implementation, e.g. Verity.
    public var implementation: Product
    /// The language runtime, e.g. Swift.
    public var runtime: Product
    /// The operating system.
    public var os: Product
    /// The processor architecture, e.g. x86_64.
    public var cpu: Product
    /// The continuous-integration service running the build, when known.
    public var ci: Ci?

    /// Creates the message.
    public init(
        protocolVersion: String,
        implementation: Product,
        runtime: Product,
        os: Product,
        cpu: Product,
        ci: Ci? = nil
    ) {
        self.protocolVersion = protocolVersion
        self.implementation = implementation
        self.runtime = runtime
        self.os = os
        self.cpu = cpu
        self.ci = ci
    }
}
