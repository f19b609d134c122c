import CucumberExpressions
import CucumberMessages
import TagExpressions

/// A suite's definitions made ready to run: expressions compiled against the parameter types,
/// an index for step lookup, hooks sorted in run order, and the messages describing them.
struct CompiledGlue<World>: Sendable {
    // NB: a class, so that looking a definition up per step retains one reference.
    final class Definition: Sendable {
        let id: String
        let entry: StepDefinitionEntry<World>

        init(id: String, entry: StepDefinitionEntry<World>) {
            self.id = id
            self.entry = entry
        }
    }

    struct CompiledHook: Sendable {
        let id: String
        let entry: HookEntry<World>
        let tags: TagExpression?

        func applies(to tags: [String]) -> Bool {
            self.tags?.evaluate(tags) ?? true
        }
    }

    /// parameterType, stepDefinition, undefinedParameterType and hook messages, in definition order.
    let messages: [Envelope]
    /// Step definitions, in the order of ``index``'s expressions.
    let definitions: [Definition]
    let index: StepPatternIndex
    let registry: ParameterTypeRegistry
    /// Snippets for undefined steps, made once per distinct step text.
    let snippets: Snippets
    /// Step definitions left out because they name a parameter type nobody defined: each
    /// fails the run, naming the type and where the definition is written.
    let unknownParameterTypes: [UnknownParameterType]
    let hooks: [HookKind: [CompiledHook]]

    init(_ steps: Steps<World>, ids: IdSource) throws(GlueError) {
        var registry = ParameterTypeRegistry()
        var customTypes: [Int: ParameterType] = [:]
        for (position, entry) in steps.entries.enumerated() {
            guard case .parameterType(let parameter) = entry else { continue }
            do {
                let type = try parameter.make()
                try registry.define(type)
                customTypes[position] = type
            } catch {
                throw GlueError("parameter type {\(parameter.name)} at \(parameter.location): \(error)")
            }
        }
        var messages: [Envelope] = []
        var unknownParameterTypes: [UnknownParameterType] = []
        var definitions: [Definition] = []
        var expressions: [any StepExpression] = []
        var hooks: [HookKind: [(position: Int, hook: CompiledHook)]] = [:]
        for (position, entry) in steps.entries.enumerated() {
            switch entry {
            case .parameterType(let parameter):
                guard let type = customTypes[position] else { continue }
                messages.append(
                    Envelope(
                        parameterType: MessageParameterType(
                            name: type.name, regularExpressions: type.regexps,
                            preferForRegularExpressionMatch: type.preferForRegexpMatch,
                            useForSnippets: type.useForSnippets, id: ids.next(),
                            sourceReference: parameter.location.sourceReference)))
            case .step(var step):
                let expression: any StepExpression
                do {
                    switch step.pattern.syntax {
                    case .cucumberExpression:
                        expression = try CucumberExpression(step.pattern.source, registry: registry)
                    case .regularExpression: expression = try RegularExpression(step.pattern.source, registry: registry)
                    }
                } catch {
                    if error.kind == .undefinedParameterType, let name = error.parameterTypeName {
                        messages.append(
                            Envelope(
                                undefinedParameterType: UndefinedParameterType(
                                    expression: step.pattern.source, name: name)))
                        unknownParameterTypes.append(
                            UnknownParameterType(
                                name: name, pattern: step.pattern.source, location: step.location))
                        continue
                    }
                    // NB: one invalid definition (a pasted snippet, say) must not stop every
                    // scenario: it matches what it most likely meant, and the steps it matches
                    // fail with its error.
                    let invalid = InvalidStepDefinition(
                        "step definition '\(step.pattern.source)' at \(step.location) is invalid: \(error.message)")
                    guard let lenient = InvalidStepDefinition.lenientExpression(for: step.pattern, registry: registry)
                    else {
                        throw GlueError(invalid.description)
                    }
                    expression = lenient
                    step = StepDefinitionEntry(
                        pattern: step.pattern, location: step.location, arity: step.arity, timeout: step.timeout
                    ) { _, _ in
                        throw invalid
                    }
                }
                let id = ids.next()
                messages.append(
                    Envelope(
                        stepDefinition: StepDefinition(
                            id: id,
                            pattern: StepDefinitionPattern(
                                source: step.pattern.source,
                                type: step.pattern.syntax == .cucumberExpression
                                    ? .cucumberExpression : .regularExpression),
                            sourceReference: step.location.sourceReference)))
                definitions.append(Definition(id: id, entry: step))
                expressions.append(expression)
            case .hook(let hook):
                var tags: TagExpression?
                if let expression = hook.tagExpression {
                    do {
                        tags = try TagExpression.parse(expression)
                    } catch {
                        throw GlueError("hook at \(hook.location): \(error.message)")
                    }
                }
                let id = ids.next()
                messages.append(
                    Envelope(
                        hook: Hook(
                            id: id, name: hook.name, sourceReference: hook.location.sourceReference,
                            tagExpression: hook.tagExpression, type: hook.kind.messageType)))
                hooks[hook.kind, default: []].append((position, CompiledHook(id: id, entry: hook, tags: tags)))
            }
        }
        self.messages = messages
        self.definitions = definitions
        self.registry = registry
        snippets = Snippets(registry: registry)
        self.unknownParameterTypes = unknownParameterTypes
        index = StepPatternIndex(expressions)
        self.hooks = hooks.mapValues { list in
            let ascending = list.sorted { ($0.hook.entry.order, $0.position) < ($1.hook.entry.order, $1.position) }
            return (runsInReverse(list) ? ascending.reversed() : ascending).map(\.hook)
        }
    }

    func hooks(_ kind: HookKind) -> [CompiledHook] {
        hooks[kind] ?? []
    }
}

// NB: after-hooks undo what before-hooks did, so they run in the reverse order.
private func runsInReverse<World>(_ list: [(position: Int, hook: CompiledGlue<World>.CompiledHook)]) -> Bool {
    switch list.first?.hook.entry.kind {
    case .afterAll, .afterScenario, .afterStep: true
    default: false
    }
}

/// A definition that cannot be used: a clashing parameter type or an invalid hook tag
/// expression. The run stops before any scenario runs.
struct GlueError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension HookKind {
    var messageType: HookType {
        switch self {
        case .beforeAll: .beforeTestRun
        case .afterAll: .afterTestRun
        case .beforeScenario: .beforeTestCase
        case .afterScenario: .afterTestCase
        case .beforeStep: .beforeTestStep
        case .afterStep: .afterTestStep
        }
    }
}

extension CodeLocation {
    var sourceReference: SourceReference {
        SourceReference(uri: FeatureFile.relativeURI(filePath), location: Location(line: line))
    }
}

/// A step definition whose expression names a parameter type that is not defined.
struct UnknownParameterType: Sendable {
    let name: String
    let pattern: String
    let location: CodeLocation

    var description: String {
        "the step definition '\(pattern)' at \(location) uses the parameter type {\(name)}, which is not defined: "
            + "define it with steps.parameterType(\"\(name)\", regexp: …) before the definitions that use it"
    }
}
