import CucumberExpressions
import VerityWorkspace

/// Rename a step phrase: a definition's Cucumber Expression and the text of every step bound to
/// it, across the workspace's feature files, as one workspace edit.
///
/// The new name is the new pattern. It keeps the old one's parameters, in order, and each
/// step keeps its arguments (or its outline's `<placeholders>`) while the words around them
/// change. Definitions with the same pattern (one phrase defined for two step sets, such as
/// an API suite and a browser suite run on the same features) are renamed together. Refused, with the reason, where that cannot be done safely: a regular expression,
/// optional or alternative text (`cuke(s)`, `cuke/cucumber`), a pattern that is not a plain
/// string literal, a step whose text does not read as the pattern's words around its
/// arguments.
///
/// ```swift
/// let edit = try StepRename.edit(
///     definitions: [0], to: "I own {int} cukes", analyses: analyses, catalog: compiled, swiftText: read)
/// // "I have 5 cukes" → "I own 5 cukes" in every feature file; the Swift literal rewritten
/// ```
package enum StepRename {
    /// Why a rename cannot be made, said so that the editor can show it.
    package struct Refusal: Error, Sendable, Equatable {
        /// The reason, a sentence.
        package var reason: String

        /// A refusal for `reason`.
        package init(_ reason: String) {
            self.reason = reason
        }
    }

    /// Checks that the definition `site` can be renamed at all.
    ///
    /// - Throws: ``Refusal`` saying why not.
    package static func check(_ site: StepDefinitionSite) throws(Refusal) {
        guard site.origin == .swiftScan else {
            throw Refusal("This definition is known only from a run's messages: rename it in its Swift file")
        }
        guard site.syntax == .cucumberExpression else {
            throw Refusal(
                "The pattern is a regular expression: rename cannot rewrite the steps it matches safely; edit it by hand"
            )
        }
        guard !hasOptionalOrAlternative(site.pattern) else {
            throw Refusal(
                "The pattern has optional or alternative text (`(…)` or `/`): rename cannot tell which form each "
                    + "step uses; edit it by hand")
        }
    }

    /// The definitions a rename of `indices` (into `catalog.definitions`, the definitions at
    /// the cursor) changes: those and every other with the same pattern; a refusal when they
    /// are not one phrase.
    ///
    /// - Throws: ``Refusal`` when there is none, or when they have different patterns.
    package static func renamed(_ indices: [Int], in catalog: CompiledStepCatalog) throws(Refusal) -> [Int] {
        guard let first = indices.first else {
            throw Refusal("No step definition matches this step: define it before renaming it")
        }
        let site = catalog.definitions[first].site
        guard indices.allSatisfy({ catalog.definitions[$0].site.pattern == site.pattern }) else {
            throw Refusal(
                "This step is ambiguous: \(indices.count) definitions with different patterns match it; "
                    + "rename one from its Swift file")
        }
        return catalog.definitions.indices.filter { index in
            let other = catalog.definitions[index].site
            return other.pattern == site.pattern && other.syntax == site.syntax
        }
    }

    /// The edit that renames the definitions `indices` (into `catalog.definitions`, all with
    /// one pattern) to `newPattern` and rewrites every step of `analyses` bound to them.
    /// `swiftText` gives a Swift file's text by path (the editor's, when it is open).
    ///
    /// - Throws: ``Refusal`` saying why the rename cannot be made.
    package static func edit(
        definitions indices: [Int], to newPattern: String, analyses: [FeatureAnalysis], catalog: CompiledStepCatalog,
        swiftText: (String) -> String?
    ) throws(Refusal) -> WorkspaceEdit {
        let definitions = catalog
        guard let index = indices.first else { throw Refusal("There is no step definition to rename") }
        let site = definitions.definitions[index].site
        for index in indices { try check(definitions.definitions[index].site) }
        guard !newPattern.isEmpty, !newPattern.contains(where: \.isNewline) else {
            throw Refusal("The new pattern must be one line of text")
        }
        guard !hasOptionalOrAlternative(newPattern) else {
            throw Refusal(
                "The new pattern has optional or alternative text (`(…)` or `/`): rename writes one form only")
        }
        let expression: CucumberExpression
        do {
            expression = try CucumberExpression(newPattern, registry: definitions.registry)
        } catch {
            throw Refusal("The new pattern is not a valid Cucumber Expression: \(error.message)")
        }
        let old = Phrase(StepTemplate.expressionSegments(site.pattern))
        let new = Phrase(StepTemplate.expressionSegments(newPattern))
        guard old.parameters == new.parameters else {
            let kept = old.parameters.map { "{\($0)}" }.joined(separator: ", ")
            throw Refusal(
                "The new pattern must keep the parameters of the old one, in order: "
                    + (kept.isEmpty ? "none" : kept))
        }

        var changes: [String: [TextEdit]] = [:]
        for found in StepReferences.steps(boundTo: Set(indices), in: analyses, definitions: definitions) {
            let step = found.step
            let place = "\(FileURI.path(of: found.uri) ?? found.uri):\(step.line + 1)"
            guard let arguments = old.arguments(in: step.text) else {
                throw Refusal(
                    "The step `\(step.text)` at \(place) does not read as the pattern's words; edit it by hand")
            }
            let text = new.text(with: arguments)
            if !AnalyzedStep.hasPlaceholder(step.text) {
                guard expression.match(text) != nil else {
                    throw Refusal("The step at \(place) would read `\(text)`, which the new pattern does not match")
                }
            }
            changes[found.uri, default: []].append(TextEdit(range: step.textRange, newText: text))
        }
        for index in indices {
            let site = definitions.definitions[index].site
            changes[FileURI.uri(ofPath: site.location.path), default: []].append(
                try literalEdit(site, newPattern: newPattern, swiftText: swiftText))
        }
        return WorkspaceEdit(changes: changes)
    }

    /// The edit of the Swift string literal that holds `site`'s pattern.
    private static func literalEdit(
        _ site: StepDefinitionSite, newPattern: String, swiftText: (String) -> String?
    ) throws(Refusal) -> TextEdit {
        let range = site.location.range
        guard range.start.line == range.end.line, let text = swiftText(site.location.path) else {
            throw Refusal("The pattern's string literal could not be read; edit it by hand")
        }
        let line = Array(DocumentLines(text).text(ofLine: range.start.line).utf16)
        guard range.start.character < range.end.character, range.end.character <= line.count else {
            throw Refusal("The pattern's string literal has changed since it was read; try again")
        }
        let literal = String(decoding: line[range.start.character..<range.end.character], as: UTF16.self)
        let hashes = String(literal.prefix { $0 == "#" })
        guard literal.dropFirst(hashes.count).hasPrefix("\""), !literal.dropFirst(hashes.count).hasPrefix("\"\"\"")
        else {
            throw Refusal("The pattern is not a one-line string literal; edit it by hand")
        }
        let body: String
        if hashes.isEmpty {
            body = newPattern.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        } else {
            guard !newPattern.contains("\"" + hashes) else {
                throw Refusal("The new pattern would end the raw string literal early; edit it by hand")
            }
            body = newPattern
        }
        return TextEdit(range: range, newText: hashes + "\"" + body + "\"" + hashes)
    }

    /// Whether a Cucumber Expression has optional text or alternatives outside its parameters.
    static func hasOptionalOrAlternative(_ pattern: String) -> Bool {
        var escaped = false
        var inParameter = false
        for character in pattern {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if inParameter {
                inParameter = character != "}"
            } else if character == "{" {
                inParameter = true
            } else if character == "(" || character == "/" {
                return true
            }
        }
        return false
    }

    /// A pattern read as words around parameters: `literals[i]` comes before parameter `i`,
    /// and the last literal after the last parameter.
    private struct Phrase {
        var literals: [String] = [""]
        var parameters: [String] = []

        init(_ segments: [StepTemplate.Segment]) {
            for segment in segments {
                switch segment {
                case .literal(let text): literals[literals.count - 1] += text
                case .parameter(let name):
                    parameters.append(name)
                    literals.append("")
                }
            }
        }

        /// The text of each parameter in `text`, when it reads as these words around them
        /// (each literal found at its first place after the previous argument).
        func arguments(in text: String) -> [Substring]? {
            guard text.hasPrefix(literals[0]) else { return nil }
            var rest = text.dropFirst(literals[0].count)
            guard !parameters.isEmpty else { return rest.isEmpty ? [] : nil }
            var arguments: [Substring] = []
            for literal in literals.dropFirst().dropLast() {
                guard !literal.isEmpty, let found = rest.range(of: literal) else { return nil }
                arguments.append(rest[..<found.lowerBound])
                rest = rest[found.upperBound...]
            }
            let last = literals[literals.count - 1]
            guard rest.hasSuffix(last) else { return nil }
            arguments.append(rest.dropLast(last.count))
            return arguments
        }

        /// The phrase with `arguments` in place of its parameters.
        func text(with arguments: [Substring]) -> String {
            var text = literals[0]
            for (argument, literal) in zip(arguments, literals.dropFirst()) { text += argument + literal }
            return text
        }
    }
}
