import CucumberMessages

extension SyntaxTree {
    /// The tree as a `GherkinDocument` message.
    func document(uri: String?, text: TextReader, ids: IdNames) -> GherkinDocument {
        let maker = MessageMaker(tree: self, text: text, ids: ids)
        var comments: [CucumberMessages.Comment] = []
        comments.reserveCapacity(self.comments.count)
        for comment in self.comments {
            comments.append(CucumberMessages.Comment(
                location: Location(line: Int(comment.line), column: 1), text: text.string(comment.text)))
        }
        return GherkinDocument(uri: uri, feature: feature.map(maker.feature), comments: comments)
    }
}

/// Makes the message values of one tree's records.
struct MessageMaker {
    let tree: SyntaxTree
    let text: TextReader
    let ids: IdNames

    func id(_ ordinal: Int32) -> String { ids.name(ordinal) }

    func description(_ span: SyntaxTree.Span) -> String {
        span.isEmpty ? "" : text.joined(tree.lines[span.range])
    }

    func tags(_ span: SyntaxTree.Span) -> [CucumberMessages.Tag] {
        tree.tags[span.range].map { tag in
            CucumberMessages.Tag(location: tag.position.location, name: text.string(tag.name), id: id(tag.id))
        }
    }

    func cells(_ row: SyntaxTree.Row) -> [TableCell] {
        tree.items[row.cells.range].map { item in
            TableCell(location: Location(line: Int(item.line), column: Int(item.column)), value: text.string(item.text))
        }
    }

    func row(_ index: Int) -> TableRow {
        let row = tree.rows[index]
        return TableRow(location: row.position.location, cells: cells(row), id: id(row.id))
    }

    func step(_ step: SyntaxTree.Step) -> CucumberMessages.Step {
        var docString: CucumberMessages.DocString?
        if step.docString >= 0 {
            let value = tree.docStrings[Int(step.docString)]
            docString = CucumberMessages.DocString(
                location: value.position.location, mediaType: text.optionalString(value.mediaType),
                content: text.joined(tree.lines[value.content.range]), delimiter: text.string(value.delimiter))
        }
        var dataTable: DataTable?
        if !step.dataTable.isEmpty {
            let rows = step.dataTable.range.map(row)
            dataTable = DataTable(location: rows[0].location, rows: rows)
        }
        return CucumberMessages.Step(
            location: step.position.location, keyword: text.string(step.keyword), keywordType: step.keywordType,
            text: text.string(step.text), docString: docString, dataTable: dataTable, id: id(step.id))
    }

    func steps(_ span: SyntaxTree.Span) -> [CucumberMessages.Step] {
        tree.steps[span.range].map(step)
    }

    func background(_ index: Int32) -> CucumberMessages.Background {
        let value = tree.backgrounds[Int(index)]
        return CucumberMessages.Background(
            location: value.position.location, keyword: text.string(value.keyword), name: text.string(value.name),
            description: description(value.description), steps: steps(value.steps), id: id(value.id))
    }

    func examples(_ value: SyntaxTree.Examples) -> CucumberMessages.Examples {
        CucumberMessages.Examples(
            location: value.position.location, tags: tags(value.tags), keyword: text.string(value.keyword),
            name: text.string(value.name), description: description(value.description),
            tableHeader: value.header >= 0 ? row(Int(value.header)) : nil, tableBody: value.body.range.map(row),
            id: id(value.id))
    }

    func scenario(_ value: SyntaxTree.Scenario) -> CucumberMessages.Scenario {
        CucumberMessages.Scenario(
            location: value.position.location, tags: tags(value.tags), keyword: text.string(value.keyword),
            name: text.string(value.name), description: description(value.description), steps: steps(value.steps),
            examples: tree.examples[value.examples.range].map(examples), id: id(value.id))
    }

    func rule(_ value: SyntaxTree.Rule) -> CucumberMessages.Rule {
        var children: [RuleChild] = []
        children.reserveCapacity(Int(value.scenarios.count) + 1)
        if value.background >= 0 { children.append(RuleChild(background: background(value.background))) }
        for scenario in tree.scenarios[value.scenarios.range] { children.append(RuleChild(scenario: self.scenario(scenario))) }
        return CucumberMessages.Rule(
            location: value.position.location, tags: tags(value.tags), keyword: text.string(value.keyword),
            name: text.string(value.name), description: description(value.description), children: children,
            id: id(value.id))
    }

    func feature(_ value: SyntaxTree.Feature) -> CucumberMessages.Feature {
        var children: [FeatureChild] = []
        children.reserveCapacity(Int(value.scenarios.count + value.rules.count) + 1)
        if value.background >= 0 { children.append(FeatureChild(background: background(value.background))) }
        for scenario in tree.scenarios[value.scenarios.range] { children.append(FeatureChild(scenario: self.scenario(scenario))) }
        for rule in tree.rules[value.rules.range] { children.append(FeatureChild(rule: self.rule(rule))) }
        return CucumberMessages.Feature(
            location: value.position.location, tags: tags(value.tags), language: value.language,
            keyword: text.string(value.keyword), name: text.string(value.name),
            description: description(value.description), children: children)
    }
}
