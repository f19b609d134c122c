/// A Java method, as referenced by JVM implementations of Cucumber. Kept for interoperability.
public struct JavaMethod: Codable, Equatable, Hashable, Sendable {
    /// The fully qualified class name.
    public var className: String
    /// The method name.
    public var methodName: String
    /// The parameter types of the method.
    public var methodParameterTypes: [String]

    /// Creates a Java method reference.
    public init(className: String, methodName: String, methodParameterTypes: [String]) {
        self.className = className
        self.methodName = methodName
        self.methodParameterTypes = methodParameterTypes
    }
}
