extension SwiftDefinitionRecogniser {
    /// One regular expression of a parameter type, as far as the scan can tell.
    private enum Regexp {
        case value(String)
        case name([String], Range<Int>)
        case unknown(UnrecognisedDefinitionSite.Reason, Range<Int>)
    }

    /// `parameterType("name", regexp: …)` or `parameterType("name", regexps: [… , …])`, with
    /// optional `useForSnippets:` and `preferForRegexpMatch:` written as `true` or `false`.
    /// The method name is at `index`.
    mutating func recogniseParameterType(named index: Int) {
        guard let call = arguments(openingAt: index + 1), let nameArgument = call.arguments.first,
            nameArgument.label == nil
        else { return }
        var regexps: [Regexp] = []
        var useForSnippets = true
        var preferForRegexpMatch = false
        for argument in call.arguments.dropFirst() {
            guard let label = argument.label.map({ lexed.tokens[$0] }) else { continue }
            if word(label, is: Words.regexp) {
                regexps.append(regexp(argument.value))
            } else if word(label, is: Words.regexps) {
                regexps.append(contentsOf: regexpList(argument.value))
            } else if word(label, is: Words.useForSnippets) {
                useForSnippets = boolean(argument.value) ?? useForSnippets
            } else if word(label, is: Words.preferForRegexpMatch) {
                preferForRegexpMatch = boolean(argument.value) ?? preferForRegexpMatch
            }
        }
        // NB: without `regexp:` or `regexps:` it is some other `parameterType(` method.
        guard !regexps.isEmpty else { return }
        let nameTokens = nameArgument.value
        let isLiteral = nameTokens.count == 1 && lexed.tokens[nameTokens.lowerBound].kind == .string
        guard isLiteral, let name = literalValue(nameTokens.lowerBound) else {
            result.unrecognised.append(
                UnrecognisedDefinitionSite(
                    kind: .parameterType(name: nil), location: span(of: nameTokens),
                    reason: isLiteral ? .interpolation : .expression(text(of: nameTokens))))
            return
        }
        var site = ParameterTypeSite(
            name: name, regexps: [], useForSnippets: useForSnippets, preferForRegexpMatch: preferForRegexpMatch,
            location: span(of: nameTokens), documentation: documentation(ofCallNamed: index), origin: .swiftScan)
        var references: [ConstantReference] = []
        for regexp in regexps {
            switch regexp {
            case .value(let value):
                site.regexps.append(value)
            case .name(let path, let tokens):
                references.append(ConstantReference(path: path, slot: site.regexps.count, location: span(of: tokens)))
                site.regexps.append("")
            case .unknown(let reason, let tokens):
                result.unrecognised.append(
                    UnrecognisedDefinitionSite(
                        kind: .parameterType(name: name), location: span(of: tokens), reason: reason))
                return
            }
        }
        if references.isEmpty {
            result.parameterTypes.append(site)
        } else {
            result.namedPatterns.append(
                NamedPatternDefinition(definition: .parameterType(site), references: references))
        }
    }

    /// A `regexp:` value.
    private func regexp(_ range: Range<Int>) -> Regexp {
        let tokens = lexed.tokens
        if range.count == 1, tokens[range.lowerBound].kind == .string {
            guard let value = literalValue(range.lowerBound) else { return .unknown(.interpolation, range) }
            return .value(value)
        }
        if let path = namePath(range) { return .name(path, range) }
        return .unknown(.expression(text(of: range)), range)
    }

    /// A `regexps:` value: an array literal's elements, or one unknown for anything else.
    private func regexpList(_ range: Range<Int>) -> [Regexp] {
        let tokens = lexed.tokens
        guard tokens[range.lowerBound].is(UInt8(ascii: "[")), tokens[range.upperBound - 1].is(UInt8(ascii: "]")),
            let (elements, close) = list(openingAt: range.lowerBound, closing: UInt8(ascii: "]")),
            close == range.upperBound - 1
        else { return [.unknown(.expression(text(of: range)), range)] }
        return elements.map { regexp($0.value) }
    }

    /// `true` or `false`; `nil` for an expression (the default then stands).
    private func boolean(_ range: Range<Int>) -> Bool? {
        guard range.count == 1 else { return nil }
        let token = lexed.tokens[range.lowerBound]
        if word(token, is: Words.true) { return true }
        if word(token, is: Words.false) { return false }
        return nil
    }
}
