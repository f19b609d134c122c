/// A Java stack-trace element, as referenced by JVM implementations. Kept for interoperability.
public struct JavaStackTraceElement: Codable, Equatable, Hashable, Sendable {
    /// The fully qualified class name.
    public var className: String
    /// The source file name.
    public var fileName: String
    /// The method name.
    public var methodName: String

    /// Creates a stack-trace element reference.
    public init(className: String, fileName: String, methodName: String) {
        self.className = className
        self.fileName = fileName
        self.methodName = methodName
    }
}
