import CucumberMessages

/// Builds the compact ``SyntaxTree`` of a `GherkinDocument` that came as messages, so that
/// ``PickleCompiler`` compiles it with the same ``PickleBuilder`` a parsed document goes through.
///
/// The texts go into one buffer (the tree has no source), and the AST's ids are kept as they
/// are, in the order their ordinals are given.
struct DocumentTreeBuilder {
    private(set) var tree = SyntaxTree()
    /// Every text of the document, addressed from 0.
    private(set) var text: [UInt8] = []
    /// The document's ids, by ordinal.
    private(set) var ids: [String] = []

    init(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        let tags = tags(feature.tags)
        var background: Int32 = -1
        var scenarios = SyntaxTree.Span.none
        // NB: a parsed feature lists its scenarios before its rules; they are compiled in that order.
        for child in feature.children {
            if let value = child.background, background < 0 { background = self.background(value) }
            if let scenario = child.scenario { scenarios.append(self.scenario(scenario)) }
        }
        var rules = SyntaxTree.Span.none
        for child in feature.children {
            if let rule = child.rule { rules.append(self.rule(rule)) }
        }
        tree.feature = SyntaxTree.Feature(
            position: position(feature.location), tags: tags, language: feature.language, keyword: ref(feature.keyword),
            name: ref(feature.name), description: description(feature.description), background: background,
            scenarios: scenarios, rules: rules)
        tree.idCount = Int32(truncatingIfNeeded: ids.count)
    }

    private func position(_ location: Location) -> SyntaxTree.Position {
        SyntaxTree.Position(line: location.line, column: location.column)
    }

    private mutating func ref(_ string: String) -> TextRef {
        let start = text.count
        text.append(contentsOf: string.utf8)
        return TextRef(start, text.count)
    }

    private mutating func id(_ string: String) -> Int32 {
        ids.append(string)
        return Int32(truncatingIfNeeded: ids.count - 1)
    }

    private mutating func description(_ string: String) -> SyntaxTree.Span {
        guard !string.isEmpty else { return .none }
        tree.lines.append(ref(string))
        return SyntaxTree.Span(start: Int32(truncatingIfNeeded: tree.lines.count - 1), count: 1)
    }

    private mutating func tags(_ tags: [Tag]) -> SyntaxTree.Span {
        var span = SyntaxTree.Span.none
        for tag in tags {
            tree.tags.append(SyntaxTree.Tag(position: position(tag.location), name: ref(tag.name), id: id(tag.id)))
            span.append(tree.tags.count - 1)
        }
        return span
    }

    private mutating func rows(_ rows: [TableRow]) -> SyntaxTree.Span {
        var span = SyntaxTree.Span.none
        for row in rows {
            let first = tree.items.count
            for cell in row.cells {
                tree.items.append(
                    TokenItem(line: cell.location.line, column: cell.location.column ?? 0, text: ref(cell.value)))
            }
            tree.rows.append(
                SyntaxTree.Row(
                    position: position(row.location),
                    cells: SyntaxTree.Span(
                        start: Int32(truncatingIfNeeded: first),
                        count: Int32(truncatingIfNeeded: tree.items.count - first)),
                    id: id(row.id)))
            span.append(tree.rows.count - 1)
        }
        return span
    }

    private mutating func steps(_ steps: [Step]) -> SyntaxTree.Span {
        var span = SyntaxTree.Span.none
        for step in steps {
            var docString: Int32 = -1
            if let value = step.docString {
                tree.lines.append(ref(value.content))
                tree.docStrings.append(
                    SyntaxTree.DocString(
                        position: position(value.location), mediaType: ref(value.mediaType ?? ""),
                        content: SyntaxTree.Span(start: Int32(truncatingIfNeeded: tree.lines.count - 1), count: 1),
                        delimiter: ref(value.delimiter)))
                docString = Int32(truncatingIfNeeded: tree.docStrings.count - 1)
            }
            let dataTable = rows(step.dataTable?.rows ?? [])
            tree.steps.append(
                SyntaxTree.Step(
                    position: position(step.location), keyword: ref(step.keyword), keywordType: step.keywordType,
                    text: ref(step.text), docString: docString, dataTable: dataTable, id: id(step.id)))
            span.append(tree.steps.count - 1)
        }
        return span
    }

    private mutating func background(_ background: Background) -> Int32 {
        let steps = steps(background.steps)
        tree.backgrounds.append(
            SyntaxTree.Background(
                position: position(background.location), keyword: ref(background.keyword), name: ref(background.name),
                description: description(background.description), steps: steps, id: id(background.id)))
        return Int32(truncatingIfNeeded: tree.backgrounds.count - 1)
    }

    private mutating func scenario(_ scenario: Scenario) -> Int {
        let steps = steps(scenario.steps)
        var examples = SyntaxTree.Span.none
        // NB: each block's rows are listed together, so that its header and body are one span.
        for block in scenario.examples {
            let rows = rows((block.tableHeader.map { [$0] } ?? []) + block.tableBody)
            let header: Int32 = block.tableHeader == nil ? -1 : rows.start
            let body = block.tableHeader == nil ? rows : SyntaxTree.Span(start: rows.start + 1, count: rows.count - 1)
            tree.examples.append(
                SyntaxTree.Examples(
                    position: position(block.location), tags: tags(block.tags), keyword: ref(block.keyword),
                    name: ref(block.name), description: description(block.description), header: header, body: body,
                    id: id(block.id)))
            examples.append(tree.examples.count - 1)
        }
        tree.scenarios.append(
            SyntaxTree.Scenario(
                position: position(scenario.location), tags: tags(scenario.tags), keyword: ref(scenario.keyword),
                name: ref(scenario.name), description: description(scenario.description), steps: steps,
                examples: examples, id: id(scenario.id)))
        return tree.scenarios.count - 1
    }

    private mutating func rule(_ rule: Rule) -> Int {
        var background: Int32 = -1
        var scenarios = SyntaxTree.Span.none
        for child in rule.children {
            if let value = child.background, background < 0 { background = self.background(value) }
            if let scenario = child.scenario { scenarios.append(self.scenario(scenario)) }
        }
        tree.rules.append(
            SyntaxTree.Rule(
                position: position(rule.location), tags: tags(rule.tags), keyword: ref(rule.keyword),
                name: ref(rule.name),
                description: description(rule.description), background: background, scenarios: scenarios,
                id: id(rule.id)))
        return tree.rules.count - 1
    }
}
