/// A step pattern: a ``CucumberExpression`` or a ``RegularExpression``.
///
/// ```swift
/// let patterns: [any StepExpression] = [
///     try CucumberExpression("I have {int} cukes"),
///     try RegularExpression(#"^I eat (\d+) cukes$"#),
/// ]
/// let arguments = try patterns[1].match("I eat 3 cukes") // one Int argument
/// ```
public protocol StepExpression: Sendable {
    /// The pattern as written.
    var source: String { get }
    /// The arguments when `text` matches the whole pattern, otherwise `nil`.
    func match(_ text: String) throws(CucumberExpressionError) -> [Argument]?
}
