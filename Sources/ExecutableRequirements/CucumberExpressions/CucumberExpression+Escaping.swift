extension CucumberExpression {
    /// The source of an expression that matches `text` literally: the characters that would
    /// otherwise start optional text, a parameter or an alternation are escaped, and so is the
    /// escape character itself (upstream's generator leaves `\` alone, which makes `a \d b`
    /// an invalid expression and `with \1` one that never matches its own step).
    ///
    /// ```swift
    /// CucumberExpression.escaping("I use (a/b) {x}")   // #"I use \(a\/b) \{x}"#
    /// ```
    public static func escaping(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "(" || scalar == "{" || scalar == "/" || scalar == "\\" {
                escaped.append("\\")
            }
            escaped.append(scalar)
        }
        return String(escaped)
    }

    /// `source` with every backslash that escapes nothing escaped itself: what a source with
    /// such a backslash most likely meant (`to "\" using` for a literal backslash). Valid
    /// escapes are kept; a source without stray backslashes comes back unchanged.
    ///
    /// ```swift
    /// CucumberExpression.escapingStrayBackslashes(in: #"to "\" via \("#)   // #"to "\\" via \("#
    /// ```
    public static func escapingStrayBackslashes(in source: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = source.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\\" {
                if let next = scalars.first, Token.canEscape(next) {
                    scalars.removeFirst()
                    result.append(scalar)
                    result.append(next)
                    continue
                }
                result.append("\\")
            }
            result.append(scalar)
        }
        return String(result)
    }
}
