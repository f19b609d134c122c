import CucumberMessages

/// Compiles a `GherkinDocument` into pickles: one per scenario, and one per examples row of a
/// scenario outline.
///
/// Background steps (the feature's, then the rule's) are inlined before a scenario's own steps
/// (only when the scenario has steps), tags are inherited from feature, rule, scenario and
/// examples block, and `<placeholders>` are replaced with the row's values in the name, step
/// text, doc strings and table cells. Ids come from the same generator as the AST's.
///
/// ```swift
/// var ids = IdGenerator.predictable()
/// if case .success(let document) = GherkinParser().parse(text, uri: "a.feature", ids: &ids) {
///     let pickles = PickleCompiler().compile(document, uri: "a.feature", ids: &ids)
/// }
/// ```
public struct PickleCompiler: Sendable {
    /// Creates a compiler.
    public init() {}

    /// The pickles of `document`, in source order.
    public func compile(_ document: GherkinDocument, uri: String, ids: inout IdGenerator) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        var context = Context(uri: uri, language: feature.language, ids: ids)
        // NB: growing the array of large pickle values by doubling costs a large allocation
        // and a copy per step; counting first is cheap.
        context.pickles.reserveCapacity(Self.pickleCount(feature))
        let featureTags = feature.tags.map(Self.pickleTag)
        var backgroundSteps: [Step] = []
        // NB: the background's pickle steps are the same for every scenario but their ids, so
        // they are made once per background rather than once per scenario.
        var background = BackgroundTemplate.empty
        for child in feature.children {
            if let featureBackground = child.background {
                backgroundSteps = featureBackground.steps
                background = BackgroundTemplate(backgroundSteps)
            } else if let rule = child.rule {
                compile(rule, featureTags: featureTags, backgroundSteps: backgroundSteps, background, &context)
            } else if let scenario = child.scenario {
                compile(scenario, inheritedTags: featureTags, background: background, &context)
            }
        }
        ids = context.ids
        return context.pickles
    }

    /// State shared while compiling one document.
    struct Context {
        let uri: String
        let language: String
        var ids: IdGenerator
        var pickles: [Pickle] = []
    }

    private func compile(
        _ rule: Rule, featureTags: [PickleTag], backgroundSteps: [Step], _ featureBackground: BackgroundTemplate,
        _ context: inout Context
    ) {
        var steps = backgroundSteps
        var background = featureBackground
        let tags = featureTags + rule.tags.map(Self.pickleTag)
        for child in rule.children {
            if let ruleBackground = child.background {
                steps += ruleBackground.steps
                background = BackgroundTemplate(steps)
            } else if let scenario = child.scenario {
                compile(scenario, inheritedTags: tags, background: background, &context)
            }
        }
    }

    private func compile(
        _ scenario: Scenario, inheritedTags: [PickleTag], background: BackgroundTemplate, _ context: inout Context
    ) {
        // NB: a scenario without steps gets no background steps either, as upstream.
        let background = scenario.steps.isEmpty ? BackgroundTemplate.empty : background
        let scenarioTags = inheritedTags + scenario.tags.map(Self.pickleTag)
        if scenario.examples.isEmpty {
            var steps: [PickleStep] = []
            steps.reserveCapacity(background.steps.count + scenario.steps.count)
            var lastType = background.lastType
            for template in background.steps { steps.append(template.withId(context.ids.next())) }
            for step in scenario.steps {
                steps.append(PickleStepTemplate.pickleStep(step, lastType: &lastType, id: context.ids.next()))
            }
            context.pickles.append(Pickle(
                id: context.ids.next(), uri: context.uri, location: scenario.location, name: scenario.name,
                language: context.language, steps: steps, tags: scenarioTags, astNodeIds: [scenario.id]))
            return
        }
        for examples in scenario.examples {
            guard let header = examples.tableHeader, !examples.tableBody.isEmpty else { continue }
            // NB: the outline's texts are split at the header's placeholders once per examples
            // table rather than searched again for every row.
            let interpolation = Interpolation(header: header.cells)
            let name = PlaceholderTemplate(scenario.name, interpolation)
            var lastType = background.lastType
            let templates = scenario.steps.map { PickleStepTemplate($0, interpolation, lastType: &lastType) }
            let tags = examples.tags.isEmpty ? scenarioTags : scenarioTags + examples.tags.map(Self.pickleTag)
            for row in examples.tableBody {
                let onePass = interpolation.allowsOnePass(row.cells)
                var steps: [PickleStep] = []
                steps.reserveCapacity(background.steps.count + templates.count)
                for template in background.steps { steps.append(template.withId(context.ids.next())) }
                for template in templates {
                    steps.append(template.pickleStep(row, onePass: onePass, interpolation, id: context.ids.next()))
                }
                let id = context.ids.next()
                context.pickles.append(Pickle(
                    id: id, uri: context.uri, location: row.location,
                    name: name.render(row.cells, onePass: onePass, interpolation),
                    language: context.language, steps: steps, tags: tags, astNodeIds: [scenario.id, row.id]))
            }
        }
    }

    /// How many pickles `feature` gives: one per scenario, one per examples row of an outline.
    private static func pickleCount(_ feature: Feature) -> Int {
        func count(_ scenario: Scenario) -> Int {
            scenario.examples.isEmpty
                ? 1 : scenario.examples.reduce(0) { $0 + ($1.tableHeader == nil ? 0 : $1.tableBody.count) }
        }
        var total = 0
        for child in feature.children {
            if let scenario = child.scenario { total += count(scenario) }
            for ruleChild in child.rule?.children ?? [] {
                if let scenario = ruleChild.scenario { total += count(scenario) }
            }
        }
        return total
    }

    private static func pickleTag(_ tag: Tag) -> PickleTag {
        PickleTag(name: tag.name, astNodeId: tag.id)
    }
}
