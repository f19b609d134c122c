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
        let featureTags = feature.tags.map(Self.pickleTag)
        var backgroundSteps: [Step] = []
        for child in feature.children {
            if let background = child.background {
                backgroundSteps = background.steps
            } else if let rule = child.rule {
                compile(rule, featureTags: featureTags, backgroundSteps: backgroundSteps, &context)
            } else if let scenario = child.scenario {
                compile(scenario, inheritedTags: featureTags, backgroundSteps: backgroundSteps, &context)
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
        _ rule: Rule, featureTags: [PickleTag], backgroundSteps: [Step], _ context: inout Context
    ) {
        var steps = backgroundSteps
        let tags = featureTags + rule.tags.map(Self.pickleTag)
        for child in rule.children {
            if let background = child.background {
                steps += background.steps
            } else if let scenario = child.scenario {
                compile(scenario, inheritedTags: tags, backgroundSteps: steps, &context)
            }
        }
    }

    private func compile(
        _ scenario: Scenario, inheritedTags: [PickleTag], backgroundSteps: [Step], _ context: inout Context
    ) {
        // NB: a scenario without steps gets no background steps either, as upstream. The
        // background's pickle steps are the same for every pickle but their ids, so they are
        // made once.
        let background = BackgroundTemplate(scenario.steps.isEmpty ? [] : backgroundSteps, compiler: self)
        let scenarioTags = inheritedTags + scenario.tags.map(Self.pickleTag)
        if scenario.examples.isEmpty {
            var steps: [PickleStep] = []
            steps.reserveCapacity(background.steps.count + scenario.steps.count)
            var lastType = background.lastType
            for template in background.steps { steps.append(template.withId(context.ids.next())) }
            for step in scenario.steps {
                steps.append(pickleStep(step, .none, row: nil, lastType: &lastType, &context))
            }
            context.pickles.append(Pickle(
                id: context.ids.next(), uri: context.uri, location: scenario.location, name: scenario.name,
                language: context.language, steps: steps, tags: scenarioTags, astNodeIds: [scenario.id]))
            return
        }
        for examples in scenario.examples {
            guard let header = examples.tableHeader else { continue }
            let interpolation = Interpolation(header: header.cells)
            let tags = examples.tags.isEmpty ? scenarioTags : scenarioTags + examples.tags.map(Self.pickleTag)
            for row in examples.tableBody {
                var steps: [PickleStep] = []
                steps.reserveCapacity(background.steps.count + scenario.steps.count)
                var lastType = background.lastType
                for template in background.steps { steps.append(template.withId(context.ids.next())) }
                for step in scenario.steps {
                    steps.append(pickleStep(step, interpolation, row: row, lastType: &lastType, &context))
                }
                let id = context.ids.next()
                context.pickles.append(Pickle(
                    id: id, uri: context.uri, location: row.location,
                    name: interpolation.apply(scenario.name, values: row.cells),
                    language: context.language, steps: steps, tags: tags, astNodeIds: [scenario.id, row.id]))
            }
        }
    }

    private func pickleStep(
        _ step: Step, _ interpolation: Interpolation, row: TableRow?, lastType: inout StepKeywordType,
        _ context: inout Context
    ) -> PickleStep {
        pickleStep(step, interpolation, row: row, lastType: &lastType, id: context.ids.next())
    }

    func pickleStep(
        _ step: Step, _ interpolation: Interpolation, row: TableRow?, lastType: inout StepKeywordType, id: String
    ) -> PickleStep {
        let keywordType = step.keywordType ?? .unknown
        if keywordType != .conjunction { lastType = keywordType }
        let values = row?.cells ?? []
        return PickleStep(
            argument: argument(of: step, interpolation, values),
            astNodeIds: row.map { [step.id, $0.id] } ?? [step.id],
            id: id,
            type: Self.pickleStepType(lastType),
            text: interpolation.apply(step.text, values: values))
    }

    static func pickleStepType(_ type: StepKeywordType) -> PickleStepType? {
        switch type {
        case .unknown: .unknown
        case .context: .context
        case .action: .action
        case .outcome: .outcome
        case .conjunction: nil
        }
    }

    private func argument(of step: Step, _ interpolation: Interpolation, _ values: [TableCell]) -> PickleStepArgument? {
        switch (step.docString, step.dataTable) {
        case (nil, nil):
            return nil
        case (let docString?, nil):
            return PickleStepArgument(docString: pickleDocString(docString, index: nil, interpolation, values))
        case (nil, let dataTable?):
            return PickleStepArgument(dataTable: pickleTable(dataTable, index: nil, interpolation, values))
        case (let docString?, let dataTable?):
            let tableFirst = docString.location.line > dataTable.location.line
            return PickleStepArgument(
                docString: pickleDocString(docString, index: tableFirst ? 2 : 1, interpolation, values),
                dataTable: pickleTable(dataTable, index: tableFirst ? 1 : 2, interpolation, values))
        }
    }

    private func pickleDocString(
        _ docString: DocString, index: Int?, _ interpolation: Interpolation, _ values: [TableCell]
    ) -> PickleDocString {
        PickleDocString(
            argumentIndex: index,
            mediaType: docString.mediaType.map { interpolation.apply($0, values: values) },
            content: interpolation.apply(docString.content, values: values))
    }

    private func pickleTable(
        _ table: DataTable, index: Int?, _ interpolation: Interpolation, _ values: [TableCell]
    ) -> PickleTable {
        PickleTable(
            argumentIndex: index,
            rows: table.rows.map { row in
                PickleTableRow(cells: row.cells.map {
                    PickleTableCell(value: interpolation.apply($0.value, values: values))
                })
            })
    }

    private static func pickleTag(_ tag: Tag) -> PickleTag {
        PickleTag(name: tag.name, astNodeId: tag.id)
    }
}
