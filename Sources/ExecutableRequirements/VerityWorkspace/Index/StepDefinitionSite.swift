import Foundation

/// A place in a text file, as the Language Server Protocol counts it: a 0-based line and a
/// 0-based offset in UTF-16 code units within that line.
package struct TextPosition: Sendable, Hashable, Comparable {
    /// The 0-based line.
    package var line: Int
    /// The 0-based UTF-16 offset within the line.
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A span of a file, from `start` up to (not including) `end`.
package struct TextRange: Sendable, Hashable {
    package var start: TextPosition
    package var end: TextPosition

    package init(start: TextPosition, end: TextPosition) {
        self.start = start
        self.end = end
    }

    /// The empty span at `position`.
    package init(at position: TextPosition) {
        self.init(start: position, end: position)
    }
}

/// A span of a named file: where a definition is written.
package struct SourceSpan: Sendable, Hashable {
    /// The file's absolute path.
    package var path: String
    /// The span within it.
    package var range: TextRange

    package init(path: String, range: TextRange) {
        self.path = path
        self.range = range
    }
}

/// Where the server learnt of a definition.
package enum DefinitionOrigin: Sendable, Hashable {
    /// Read from a Swift file of the workspace without building it.
    case swiftScan
    /// A `stepDefinition` or `parameterType` message of a run's message stream: what the
    /// runner itself registered, so exact.
    case messages
}

/// A step definition the server knows: `steps.given("I have {int} cukes") { … }`.
package struct StepDefinitionSite: Sendable, Hashable {
    /// The method that defined it; keywords do not matter for matching, but completion and
    /// hover show them.
    package enum Keyword: String, Sendable, Hashable {
        case given, when, then, step
    }

    /// The syntax of ``pattern``.
    package enum Syntax: Sendable, Hashable {
        case cucumberExpression
        case regularExpression
    }

    package var keyword: Keyword
    /// The pattern's value, Swift escapes resolved (`"a \"b\""` gives `a "b"`).
    package var pattern: String
    package var syntax: Syntax
    /// The pattern's string literal in its file (go-to-definition lands on its start).
    package var location: SourceSpan
    /// The doc comment written just above the call (`///` lines or one `/** */` block),
    /// markers and common indentation removed; `nil` when there is none.
    package var documentation: String?
    package var origin: DefinitionOrigin

    package init(
        keyword: Keyword, pattern: String, syntax: Syntax, location: SourceSpan, documentation: String?,
        origin: DefinitionOrigin
    ) {
        self.keyword = keyword
        self.pattern = pattern
        self.syntax = syntax
        self.location = location
        self.documentation = documentation
        self.origin = origin
    }
}

/// A custom parameter type the server knows: `steps.parameterType("colour", regexp: "red|blue") { … }`.
package struct ParameterTypeSite: Sendable, Hashable {
    package var name: String
    package var regexps: [String]
    package var useForSnippets: Bool
    package var preferForRegexpMatch: Bool
    /// The name's string literal in its file.
    package var location: SourceSpan
    package var documentation: String?
    package var origin: DefinitionOrigin

    package init(
        name: String, regexps: [String], useForSnippets: Bool = true, preferForRegexpMatch: Bool = false,
        location: SourceSpan, documentation: String?, origin: DefinitionOrigin
    ) {
        self.name = name
        self.regexps = regexps
        self.useForSnippets = useForSnippets
        self.preferForRegexpMatch = preferForRegexpMatch
        self.location = location
        self.documentation = documentation
        self.origin = origin
    }
}
