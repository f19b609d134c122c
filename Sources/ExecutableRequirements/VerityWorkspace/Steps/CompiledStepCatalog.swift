import CucumberExpressions
import Foundation
import VeritySynchronization

/// A ``StepCatalog`` made ready for matching, as the runner makes a suite's definitions ready:
/// parameter types registered (with a transformer that keeps the text; only matching matters
/// here), every pattern compiled, an index for lookups, and the problems found on the way.
///
/// Definitions whose pattern names an undefined parameter type take no part in matching, as in
/// a run; a pattern that is not a valid expression matches what it most likely meant (a run fails the
/// steps it matches with its error). Lookups are cached by step text, so a feature file checked
/// again after a keystroke costs a lookup per new text only.
///
/// ```swift
/// let compiled = CompiledStepCatalog(catalog)
/// compiled.lookup("I have 3 cukes").matches  // [0]
/// ```
package final class CompiledStepCatalog: Sendable {
    /// One usable definition and its compiled pattern.
    package struct Definition: Sendable {
        package var site: StepDefinitionSite
        package var expression: any StepExpression
        /// Why the pattern is not a valid expression, when it is not; the definition then matches
        /// through a lenient reading of it.
        package var invalidReason: String?
    }

    /// A definition left out because its pattern names an undefined parameter type.
    package struct Unusable: Sendable {
        package var site: StepDefinitionSite
        /// The undefined type's name.
        package var typeName: String
    }

    package let catalog: StepCatalog
    /// The definitions that take part in matching, in catalog order.
    package let definitions: [Definition]
    package let unusable: [Unusable]
    /// What is wrong in the Swift files, in catalog order.
    package let problems: [DefinitionProblem]
    /// The built-in parameter types and the workspace's.
    package let registry: ParameterTypeRegistry
    /// The runner's snippets for undefined steps, with the workspace's parameter types.
    package let snippets: Snippets
    private let index: StepPatternIndex
    /// The unusable definitions read with `{}` for each undefined type, to tell a user which
    /// definition an undefined step was probably meant for.
    private let unusableIndex: StepPatternIndex
    private let cache = Locked<[String: StepLookup]>([:])

    /// Compiles `catalog`.
    package init(_ catalog: StepCatalog) {
        self.catalog = catalog
        var registry = ParameterTypeRegistry()
        var problems: [DefinitionProblem] = []
        for site in catalog.parameterTypes {
            do {
                try registry.define(
                    ParameterType(
                        name: site.name, regexps: site.regexps, useForSnippets: site.useForSnippets,
                        preferForRegexpMatch: site.preferForRegexpMatch
                    ) { (text: String) -> String? in text })
            } catch {
                problems.append(
                    DefinitionProblem(
                        location: site.location, code: DiagnosticCode.invalidParameterType,
                        message: "Parameter type {\(site.name)} cannot be defined: \(error.message)"))
            }
        }
        for name in catalog.unreadableParameterTypes where registry.parameterType(named: name) == nil {
            if let type = try? ParameterType(
                name: name, regexp: ".+", transformer: { (text: String) -> String? in text })
            {
                try? registry.define(type)
            }
        }
        var definitions: [Definition] = []
        var unusable: [Unusable] = []
        var unusableExpressions: [any StepExpression] = []
        for site in catalog.definitions {
            do {
                definitions.append(
                    Definition(site: site, expression: try Self.expression(site, registry), invalidReason: nil))
            } catch {
                if error.kind == .undefinedParameterType, let name = error.parameterTypeName {
                    problems.append(
                        DefinitionProblem(
                            location: site.location, code: DiagnosticCode.unknownParameterType,
                            message: "Undefined parameter type {\(name)} in \(quoted(site.pattern)): define it with "
                                + "steps.parameterType(\(quoted(name)), regexp: …); until then no step matches this definition"
                        ))
                    unusable.append(Unusable(site: site, typeName: name))
                    if let stand = Self.standIn(for: site, registry: registry) { unusableExpressions.append(stand) }
                    continue
                }
                problems.append(
                    DefinitionProblem(
                        location: site.location, code: DiagnosticCode.invalidStepDefinition,
                        message: "Invalid step definition \(quoted(site.pattern)): \(error.message)"))
                if let lenient = Self.lenient(site, registry) {
                    definitions.append(Definition(site: site, expression: lenient, invalidReason: error.message))
                }
            }
        }
        self.definitions = definitions
        self.unusable = unusable
        self.problems = problems
        self.registry = registry
        snippets = Snippets(registry: registry)
        index = StepPatternIndex(definitions.map(\.expression))
        unusableIndex = StepPatternIndex(unusableExpressions)
    }

    /// Whether the definitions `matches` (of one text) compete, so that a run would find the
    /// step ambiguous: two patterns, or one pattern defined twice in one file. One pattern in
    /// several files is one phrase defined for several step sets (an API suite and a browser
    /// suite run on the same features), which a run never loads together.
    ///
    /// ```swift
    /// compiled.isAmbiguous(compiled.lookup("I eat 3 cukes").matches)  // true for {int} cukes and {int} {word}
    /// ```
    package func isAmbiguous(_ matches: [Int]) -> Bool {
        guard let first = matches.first.map({ definitions[$0].site }) else { return false }
        var files = Set<String>()
        for match in matches {
            let site = definitions[match].site
            guard site.pattern == first.pattern, site.syntax == first.syntax, files.insert(site.location.path).inserted
            else { return true }
        }
        return false
    }

    /// The definitions matching `text`, or the error matching raised.
    package func lookup(_ text: String) -> StepLookup {
        if let known = cache.withLock({ $0[text] }) { return known }
        let lookup: StepLookup
        do {
            lookup = StepLookup(matches: try index.matches(text).map(\.index))
        } catch {
            lookup = StepLookup(matches: [], error: error.message)
        }
        cache.withLock { cache in
            // NB: bounded, so that a session typing many texts does not grow without end.
            if cache.count > 100_000 { cache.removeAll() }
            cache[text] = lookup
        }
        return lookup
    }

    /// Looks up those of `texts` not looked up before, spread over the machine's cores, so that
    /// the lookups that follow are answered from the cache. Only for many new texts (the first
    /// check of a large file, a new set of definitions); a few are looked up where needed.
    ///
    /// ```swift
    /// compiled.prepare(analysis.steps.flatMap { $0.uses.map(\.text) })
    /// ```
    package func prepare(_ texts: [String]) {
        guard texts.count >= 2 * Self.textsPerChunk else { return }
        let new = cache.withLock { cache in Array(Set(texts.filter { cache[$0] == nil })) }
        let chunks = min(ProcessInfo.processInfo.activeProcessorCount, new.count / Self.textsPerChunk)
        guard chunks > 1 else { return }
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            for position in stride(from: chunk, to: new.count, by: chunks) { _ = lookup(new[position]) }
        }
    }

    /// The fewest new texts worth a thread of their own in ``prepare(_:)``.
    private static let textsPerChunk = 256

    /// The definitions left out for an undefined parameter type that would match `text` if the
    /// type were defined (read as `{}`).
    package func unusableMatches(_ text: String) -> [Unusable] {
        guard !unusable.isEmpty, let found = try? unusableIndex.matches(text) else { return [] }
        return found.map { unusable[$0.index] }
    }

    /// The definition's pattern compiled against `registry`, as the runner compiles it.
    private static func expression(
        _ site: StepDefinitionSite, _ registry: ParameterTypeRegistry
    ) throws(CucumberExpressionError) -> any StepExpression {
        switch site.syntax {
        case .cucumberExpression: try CucumberExpression(site.pattern, registry: registry)
        case .regularExpression: try RegularExpression(site.pattern, registry: registry)
        }
    }

    /// What an invalid pattern most likely meant, as the runner reads it: a Cucumber Expression
    /// with its stray backslashes escaped, or else matched literally; a regular expression,
    /// literally.
    private static func lenient(_ site: StepDefinitionSite, _ registry: ParameterTypeRegistry) -> (any StepExpression)?
    {
        if site.syntax == .cucumberExpression,
            let expression = try? CucumberExpression(
                CucumberExpression.escapingStrayBackslashes(in: site.pattern), registry: registry)
        {
            return expression
        }
        return try? CucumberExpression(CucumberExpression.escaping(site.pattern), registry: registry)
    }

    /// The pattern with every undefined parameter type read as the anonymous `{}`.
    private static func standIn(for site: StepDefinitionSite, registry: ParameterTypeRegistry) -> (any StepExpression)?
    {
        var source = site.pattern
        for _ in 0..<16 {
            do {
                return try CucumberExpression(source, registry: registry)
            } catch {
                guard error.kind == .undefinedParameterType, let name = error.parameterTypeName else { return nil }
                source = source.replacing("{\(name)}", with: "{}")
            }
        }
        return nil
    }
}
