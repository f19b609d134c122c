/// A parsed tag expression such as `@smoke and not @wip`, used to select scenarios by tag.
///
/// Parse with ``parse(_:)``, then ask ``evaluate(_:)`` whether a set of tags satisfies it.
/// ``description`` gives the fully bracketed form that every official implementation prints.
///
/// ```swift
/// let expression = try TagExpression.parse("@smoke and not @wip")
/// expression.evaluate(["@smoke"])          // true
/// expression.evaluate(["@smoke", "@wip"])  // false
/// expression.description                   // "( @smoke and not ( @wip ) )"
/// ```
///
/// A closed set: the cases are the tag-expression grammar's (a tag, `not`, `and`, `or`), which
/// Cucumber's specification fixes, so a `switch` over them may be exhaustive.
public indirect enum TagExpression: Sendable, Hashable {
    /// The empty expression: every set of tags satisfies it.
    case alwaysTrue
    /// A single tag, satisfied when the set contains exactly this tag (escapes already removed).
    case tag(String)
    /// Satisfied when the operand is not.
    case not(TagExpression)
    /// Satisfied when both operands are.
    case and(TagExpression, TagExpression)
    /// Satisfied when at least one operand is.
    case or(TagExpression, TagExpression)

    /// Whether `tags` satisfies this expression.
    ///
    /// ```swift
    /// try TagExpression.parse("a or b").evaluate(["b"]) // true
    /// ```
    public func evaluate<Tags: Collection<String>>(_ tags: Tags) -> Bool {
        switch self {
        case .alwaysTrue:
            return true
        case .tag(let name):
            return tags.contains(name)
        case .not(let operand):
            return !operand.evaluate(tags)
        case .and(let left, let right):
            return left.evaluate(tags) && right.evaluate(tags)
        case .or(let left, let right):
            return left.evaluate(tags) || right.evaluate(tags)
        }
    }
}

extension TagExpression: CustomStringConvertible {
    /// The fully bracketed form, e.g. `( ( a and b ) or not ( c ) )`; the empty expression
    /// gives the empty string. Parsing this text again gives the same expression.
    public var description: String {
        switch self {
        case .alwaysTrue:
            return ""
        case .tag(let name):
            return Self.escaped(name)
        case .not(let operand):
            switch operand {
            // NB: binary operators already print their own brackets.
            case .and, .or:
                return "not \(operand)"
            default:
                return "not ( \(operand) )"
            }
        case .and(let left, let right):
            return "( \(left) and \(right) )"
        case .or(let left, let right):
            return "( \(left) or \(right) )"
        }
    }

    private static func escaped(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar == "\\" || scalar == "(" || scalar == ")" {
                result.append("\\")
                result.append(scalar)
            } else if TagExpressionTokenizer.isWhitespace(scalar) {
                // NB: upstream writes every whitespace character back as an escaped space.
                result.append("\\")
                result.append(" ")
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
