/// A call that looks like a step definition or a parameter type, but whose pattern the scan
/// cannot know without running the code: the server tells the user it cannot see it, rather
/// than report every step it would match as undefined.
///
/// ```swift
/// steps.given("I have \(count) cukes") { … }   // .interpolation
/// steps.then(prefix + " cukes") { … }          // .expression("prefix + \" cukes\"")
/// steps.when(.regex(Patterns.eat)) { … }       // .unresolvedName, unless `Patterns.eat` is a
///                                               // `let` with a string literal somewhere
/// ```
package struct UnrecognisedDefinitionSite: Sendable, Hashable {
    /// What the call defines.
    package enum Kind: Sendable, Hashable {
        /// `given`, `when`, `then` or `step`.
        case step(StepDefinitionSite.Keyword)
        /// `parameterType`; the name, when it is a literal (so `{name}` is known to exist even
        /// though what it matches is not).
        case parameterType(name: String?)
    }

    /// Why the scan cannot see the pattern (an `Error` so that a lookup can return it in a
    /// `Result`).
    package enum Reason: Error, Hashable, CustomStringConvertible {
        /// A string literal with `\(…)`.
        case interpolation
        /// Any other expression, as written (shortened).
        case expression(String)
        /// A name with no `let` constant of that name holding a string literal in the workspace.
        case unresolvedName(String)
        /// A name matching several such constants with different values.
        case ambiguousName(String)

        /// A sentence for the user, e.g. "it is built with string interpolation".
        package var description: String {
            switch self {
            case .interpolation:
                "it is built with string interpolation, known only when the code runs"
            case .expression(let text):
                "it is the expression `\(text)`, known only when the code runs"
            case .unresolvedName(let name):
                "it is `\(name)`, and no `let \(name.split(separator: ".").last ?? "")` with a string literal value was found"
            case .ambiguousName(let name):
                "it is `\(name)`, and several constants of that name hold different string literals"
            }
        }
    }

    package var kind: Kind
    /// The pattern argument (or the parameter type's name or regexp argument) in its file.
    package var location: SourceSpan
    package var reason: Reason

    /// A call defining `kind` at `location` that the scan cannot read, for `reason`.
    package init(kind: Kind, location: SourceSpan, reason: Reason) {
        self.kind = kind
        self.location = location
        self.reason = reason
    }

    /// What the server shows, e.g. "The pattern of this `given` cannot be read without running
    /// the code: it is built with string interpolation, known only when the code runs."
    package var message: String {
        switch kind {
        case .step(let keyword):
            "The pattern of this `\(keyword.rawValue)` cannot be read without running the code: \(reason)."
        case .parameterType(let name?):
            "The regular expression of the parameter type {\(name)} cannot be read without running the code: \(reason)."
        case .parameterType(nil):
            "The name of this parameter type cannot be read without running the code: \(reason)."
        }
    }
}
