extension ParameterType {
    static let integerRegexps = [#"-?\d+"#, #"\d+"#]
    static let floatRegexp = #"[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:[E][+-]?\d+)?"#
    static let wordRegexp = #"[^\s]+"#
    static let stringRegexp = #""([^"\\]*(\\.[^"\\]*)*)"|'([^'\\]*(\\.[^'\\]*)*)'"#
    static let anonymousRegexp = ".*"

    /// The built-in types in the reference order, with the reference's snippet and
    /// preference flags (JavaScript's; `{float}` converts to `Double`, as Swift code expects).
    static let builtIns: [ParameterType] = [
        number("int", integerRegexps, snippets: true, preferred: true) { Int($0) },
        number("float", [floatRegexp], snippets: true) { Double($0) },
        ParameterType(
            unchecked: "word", regexps: [wordRegexp], typeName: "String", useForSnippets: false,
            preferForRegexpMatch: false
        ) { $0.value },
        ParameterType(
            unchecked: "string", regexps: [stringRegexp], typeName: "String", useForSnippets: true,
            preferForRegexpMatch: false, transformer: unquote
        ),
        ParameterType(
            unchecked: "", regexps: [anonymousRegexp], typeName: "String", useForSnippets: false,
            preferForRegexpMatch: true
        ) { $0.value },
        number("double", [floatRegexp]) { Double($0) },
        number("bigdecimal", [floatRegexp]) { BigDecimal(text: $0) },
        number("byte", integerRegexps) { Int8($0) },
        number("short", integerRegexps) { Int16($0) },
        number("long", integerRegexps) { Int64($0) },
        number("biginteger", integerRegexps) { BigInteger(text: $0) },
    ]

    private static func number<Value: Sendable>(
        _ name: String, _ regexps: [String], snippets: Bool = false, preferred: Bool = false,
        convert: @escaping @Sendable (String) -> Value?
    ) -> ParameterType {
        ParameterType(
            unchecked: name, regexps: regexps, typeName: String(describing: Value.self),
            useForSnippets: snippets, preferForRegexpMatch: preferred
        ) { group in
            guard let text = group.value else { return nil }
            guard let value = convert(text) else {
                throw CucumberExpressionError(
                    .transformation, "Cannot convert '\(text)' to \(Value.self) for parameter type {\(name)}"
                )
            }
            return value
        }
    }

    /// `{string}`: the text between the quotes, with escaped quotes unescaped.
    @Sendable private static func unquote(_ group: Group) -> (any Sendable)? {
        let values = group.values
        // NB: as upstream, an empty double-quoted value falls through to the single-quoted one.
        let doubleQuoted = values.first ?? nil
        let singleQuoted = values.count > 1 ? values[1] : nil
        let raw = [doubleQuoted, singleQuoted].compactMap { $0 }.first { !$0.isEmpty } ?? ""
        guard raw.utf8.contains(UInt8(ascii: "\\")) else { return raw }
        var unescaped = String.UnicodeScalarView()
        var pendingBackslash = false
        for scalar in raw.unicodeScalars {
            if pendingBackslash {
                if scalar == "\"" || scalar == "'" {
                    pendingBackslash = false
                    unescaped.append(scalar)
                    continue
                }
                unescaped.append("\\")
                // NB: this backslash may itself escape a quote that follows.
                pendingBackslash = scalar == "\\"
                if !pendingBackslash {
                    unescaped.append(scalar)
                }
            } else if scalar == "\\" {
                pendingBackslash = true
            } else {
                unescaped.append(scalar)
            }
        }
        if pendingBackslash {
            unescaped.append("\\")
        }
        return String(unescaped)
    }
}
