/// Finds the step definitions and parameter types written with the Requirements API in one
/// Swift file's text, without building it and without swift-syntax: a byte-level lexer
/// (``SwiftLexer``) and a recogniser of a few call shapes.
///
/// ```swift
/// let scan = SwiftStepScanner.scan(text, path: "/work/Tests/BellyTests/BellySteps.swift")
/// for site in scan.stepDefinitions { print(site.keyword, site.pattern, site.location.range.start) }
/// ```
///
/// ## What it recognises
/// - **Steps**: `x.given(P`, `x.when(P`, `x.then(P`, `x.step(P` on any receiver (`steps.`,
///   `self.steps.`, a chain continued on the next line), where `P`, the first unlabelled
///   argument, is
///   - a string literal, `"…"`, raw `#"…"#` with any number of `#`, or multi-line `"""…"""`:
///     a Cucumber Expression;
///   - `.regex(L)` or `StepPattern.regex(L)`, `L` a literal: a regular expression;
///   - `StepPattern(L)` or `StepPattern(stringLiteral: L)`: a Cucumber Expression.
///   Escapes are resolved as the compiler does (`\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\'`,
///   `\u{…}`; in a raw literal only when written with its `#`s, `\#n`).
/// - **Parameter types**: `x.parameterType(L, regexp: R, …)` and
///   `x.parameterType(L, regexps: [R, …], …)`, with `useForSnippets:` and
///   `preferForRegexpMatch:` when written `true` or `false`.
/// - **Constants**: where a pattern or regexp is a name (`FeatureAmount.regexp`, `pattern`),
///   a `let` of that name in any scanned file whose value is one string literal
///   (`static let regexp = #"\$\d+"#`); ``WorkspaceIndex`` resolves the name across files.
/// - **Documentation**: the doc comment just above the statement (`///` lines or one
///   `/** */` block, attributes between allowed, no blank line), markers and shared
///   indentation removed.
/// - **Locations**: the pattern literal's span (the parameter type's name literal), as
///   0-based lines and UTF-16 characters.
///
/// Text inside comments (`//`, nested `/* */`) and inside other string literals, interpolations
/// included, is never mistaken for a call.
///
/// ## What it cannot see
/// - A pattern known only at run time: an interpolation (`"I have \(n) cukes"`), a
///   concatenation, a function call, a `var`, a constant whose value is not a single literal,
///   or a name that several constants share with different values. Such a call, when it passes
///   a body closure, is returned in ``SwiftFileScan/unrecognised`` with the reason.
/// - Definitions registered through your own helper (`func define(_ p: String) { steps.given(p) … }`
///   is seen as one definition whose pattern is the name `p`, unresolved), from a loop over
///   data, or called without a receiver inside an extension of `Steps` (`given("…")`; a bare
///   `parameterType(` is recognised).
/// - Conditional compilation: every `#if` branch is scanned, since the conditions cannot be
///   evaluated without the build's settings, so a definition in an inactive branch is listed.
/// - Which suite a definition belongs to: all definitions of the workspace are one set.
/// - Bare regex literals (`/a+b/`) are read as operators; one holding a `"` can hide the rest
///   of its line. `#/…/#` literals are skipped correctly.
///
/// A run's message stream is exact where the scan is not: see ``WorkspaceIndex``.
///
/// NB: it must be fast in debug builds too (`swift run verity`): it works on `[UInt8]` by
/// index, and a file without `.given(`, `.when(`, `.then(`, `.step(`, `parameterType(` or a
/// `let` of a string literal is not tokenised at all (``mayDefine(_:)``).
package enum SwiftStepScanner {
    /// The definitions, unrecognised calls and string constants in `text`, the content of the
    /// file at `path` (which the sites' locations carry).
    package static func scan(_ text: String, path: String) -> SwiftFileScan {
        scan(Array(text.utf8), path: path)
    }

    /// The definitions, unrecognised calls and string constants in `bytes`, the UTF-8 of the
    /// file at `path`.
    package static func scan(_ bytes: [UInt8], path: String) -> SwiftFileScan {
        guard mayDefine(bytes) else { return SwiftFileScan() }
        var recogniser = SwiftDefinitionRecogniser(bytes: bytes, lexed: SwiftLexer.tokenise(bytes), path: path)
        recogniser.run()
        return recogniser.result
    }

    /// Whether `bytes` could hold a definition or a string constant: `.given(`, `.when(`,
    /// `.then(`, `.step(`, `parameterType(`, or `let name = "` (or `= #`, or `: String =`),
    /// with any white space between the words, line breaks included. A quick pass without
    /// tokens; comments and strings may make it answer `true` for nothing, never `false` for a
    /// file the full scan would find something in: where a comment may stand between the words,
    /// it answers `true`.
    package static func mayDefine(_ bytes: [UInt8]) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "("), callBefore(index, in: bytes) { return true }
            if byte == UInt8(ascii: "="), literalConstantAround(index, in: bytes) { return true }
            index += 1
        }
        return false
    }

    /// Whether the word before the `(` at `paren` is `parameterType`, or one of `given`,
    /// `when`, `then` and `step` after a `.`.
    private static func callBefore(_ paren: Int, in bytes: [UInt8]) -> Bool {
        var end = paren
        guard skipSpaceBackwards(&end, in: bytes) else { return true }
        var start = end
        while start > 0, SwiftLexer.continuesIdentifier(bytes[start - 1]) { start -= 1 }
        switch end - start {
        case 4, 5:
            var dot = start
            guard skipSpaceBackwards(&dot, in: bytes) else { return true }
            guard dot > 0, bytes[dot - 1] == UInt8(ascii: ".") else { return false }
            return matches(bytes, at: start, SwiftDefinitionRecogniser.Words.given)
                || matches(bytes, at: start, SwiftDefinitionRecogniser.Words.when)
                || matches(bytes, at: start, SwiftDefinitionRecogniser.Words.then)
                || matches(bytes, at: start, SwiftDefinitionRecogniser.Words.step)
        case 13:
            return matches(bytes, at: start, SwiftDefinitionRecogniser.Words.parameterType)
        default:
            return false
        }
    }

    /// Whether the `=` at `equals` is followed by a string literal (`"` or `#`) and preceded by
    /// `let name` or `let name: String`.
    private static func literalConstantAround(_ equals: Int, in bytes: [UInt8]) -> Bool {
        var next = equals + 1
        while next < bytes.count, isSpace(bytes[next]) { next += 1 }
        guard next < bytes.count else { return false }
        // NB: a `/` may open a comment before the literal.
        let first = bytes[next]
        guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "#") || first == UInt8(ascii: "/") else {
            return false
        }
        var index = equals
        guard skipSpaceBackwards(&index, in: bytes) else { return true }
        guard let name = wordBefore(index, in: bytes) else { return false }
        index = name
        guard skipSpaceBackwards(&index, in: bytes) else { return true }
        if index > 0, bytes[index - 1] == UInt8(ascii: ":"),
            matches(bytes, at: name, SwiftDefinitionRecogniser.Words.string)
        {
            index -= 1
            guard skipSpaceBackwards(&index, in: bytes), let typed = wordBefore(index, in: bytes) else { return true }
            index = typed
            guard skipSpaceBackwards(&index, in: bytes) else { return true }
        }
        guard let word = wordBefore(index, in: bytes) else { return false }
        return index - word == 3 && matches(bytes, at: word, SwiftDefinitionRecogniser.Words.let)
    }

    /// The start of the identifier that ends at `end`, or `nil` when none does.
    private static func wordBefore(_ end: Int, in bytes: [UInt8]) -> Int? {
        var start = end
        while start > 0, SwiftLexer.continuesIdentifier(bytes[start - 1]) { start -= 1 }
        return start < end ? start : nil
    }

    /// Moves `index` back over white space; `false` when a comment may be there instead (a `/`
    /// just before, or a line crossed that holds `//`), so the caller cannot tell the words apart.
    private static func skipSpaceBackwards(_ index: inout Int, in bytes: [UInt8]) -> Bool {
        while index > 0, isSpace(bytes[index - 1]) {
            index -= 1
            if bytes[index] == UInt8(ascii: "\n") {
                var lineStart = index
                while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
                if hasLineComment(bytes[lineStart..<index]) { return false }
            }
        }
        return !(index > 0 && bytes[index - 1] == UInt8(ascii: "/"))
    }

    /// Whether `byte` is white space to the Swift lexer.
    private static func isSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C: true
        default: false
        }
    }

    /// Whether `line` holds `//` anywhere.
    private static func hasLineComment(_ line: ArraySlice<UInt8>) -> Bool {
        var index = line.startIndex
        while index + 1 < line.endIndex {
            if line[index] == UInt8(ascii: "/"), line[index + 1] == UInt8(ascii: "/") { return true }
            index += 1
        }
        return false
    }

    /// Whether `word`'s bytes stand at `offset`.
    private static func matches(_ bytes: [UInt8], at offset: Int, _ word: [UInt8]) -> Bool {
        guard offset >= 0, offset + word.count <= bytes.count else { return false }
        for (index, byte) in word.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }
}
