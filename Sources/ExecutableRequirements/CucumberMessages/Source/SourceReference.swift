/// Points at the origin of a message: a file (with an optional location) or a piece of code.
public struct SourceReference: Codable, Equatable, Hashable, Sendable {
    /// The file the message refers to.
    public var uri: String?
    /// A Java method, for JVM implementations.
    public var javaMethod: JavaMethod?
    /// A Java stack-trace element, for JVM implementations.
    public var javaStackTraceElement: JavaStackTraceElement?
    /// The position inside ``uri``.
    public var location: Location?

    /// Creates a source reference.
    public init(
        uri: String? = nil,
        javaMethod: JavaMethod? = nil,
        javaStackTraceElement: JavaStackTraceElement? = nil,
        location: Location? = nil
    ) {
        self.uri = uri
        self.javaMethod = javaMethod
        self.javaStackTraceElement = javaStackTraceElement
        self.location = location
    }
}
