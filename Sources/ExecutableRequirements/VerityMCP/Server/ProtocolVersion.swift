/// The Model Context Protocol revisions the server speaks, and the choice `initialize` makes.
///
/// ```swift
/// ProtocolVersion.negotiated(requested: "2025-03-26")  // "2025-03-26"
/// ProtocolVersion.negotiated(requested: "2024-11-05")  // "2025-06-18": the client decides whether it can go on
/// ```
package enum ProtocolVersion {
    /// The revisions supported, newest first.
    package static let supported = ["2025-06-18", "2025-03-26"]

    /// The newest revision supported.
    package static let latest = "2025-06-18"

    /// The revision to answer a client that asked for `requested`: its own when supported,
    /// else the newest, as the protocol's version negotiation has it.
    package static func negotiated(requested: String?) -> String {
        guard let requested, supported.contains(requested) else { return latest }
        return requested
    }
}
