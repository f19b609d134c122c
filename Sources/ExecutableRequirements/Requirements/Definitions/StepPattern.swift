import CucumberExpressions

/// The text pattern of a step definition: a Cucumber Expression (the default for a string
/// literal) or a regular expression.
///
/// ```swift
/// steps.given("I have {int} cukes") { (belly, count: Int) in belly.cukes = count }
/// steps.given(.regex(#"^I have (\d+) cukes$"#)) { (belly, count: Int) in belly.cukes = count }
/// ```
public struct StepPattern: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Which syntax ``source`` is written in.
    ///
    /// A closed set: the two pattern syntaxes of Cucumber's step definitions (the message schema's
    /// `StepDefinitionPatternType`), so a `switch` over them may be exhaustive.
    public enum Syntax: Sendable, Hashable {
        /// A Cucumber Expression such as `I have {int} cukes`.
        case cucumberExpression
        /// A regular expression such as `^I have (\d+) cukes$`.
        case regularExpression
    }

    /// The pattern as written.
    public let source: String
    /// The syntax of ``source``.
    public let syntax: Syntax

    /// A Cucumber Expression.
    public init(_ expression: String) {
        source = expression
        syntax = .cucumberExpression
    }

    /// A Cucumber Expression written as a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    private init(regex: String) {
        source = regex
        syntax = .regularExpression
    }

    /// A regular expression; its capture groups become the step's arguments, typed by the
    /// parameter type whose regular expression is the same as the group's (else `String`).
    public static func regex(_ pattern: String) -> StepPattern {
        StepPattern(regex: pattern)
    }

    /// The pattern as written.
    public var description: String { source }
}
