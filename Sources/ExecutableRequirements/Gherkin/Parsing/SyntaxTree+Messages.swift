import CucumberMessages

extension SyntaxTree {
    /// The tree as a `GherkinDocument` message.
    func document(uri: String?, text: TextReader, ids: IdNames) -> GherkinDocument {
        let maker = MessageMaker(tree: self, text: text, ids: ids)
        var comments: [CucumberMessages.Comment] = []
        comments.reserveCapacity(self.comments.count)
        for comment in self.comments {
            comments.append(
                CucumberMessages.Comment(
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

    // NB: the lists below are built with loops over indices rather than `map` over a slice or a
    // range: without the optimiser (Verity built in debug inside a package's own `swift test`),
    // `map` runs generic code through witness tables and a closure for every element. Each loop
    // reads its array of the tree once, before it starts: there, reading `tree.items` copies
    // the whole tree (every array retained and released) each time.

    func tags(_ span: SyntaxTree.Span) -> [CucumberMessages.Tag] {
        var tags: [CucumberMessages.Tag] = []
        tags.reserveCapacity(Int(span.count))
        var index = Int(span.start)
        let end = index + Int(span.count)
        let records = tree.tags
        while index < end {
            let tag = records[index]
            tags.append(
                CucumberMessages.Tag(location: tag.position.location, name: text.string(tag.name), id: id(tag.id)))
            index += 1
        }
        return tags
    }

    func cells(_ row: SyntaxTree.Row) -> [TableCell] {
        var cells: [TableCell] = []
        cells.reserveCapacity(Int(row.cells.count))
        var index = Int(row.cells.start)
        let end = index + Int(row.cells.count)
        let items = tree.items
        while index < end {
            let item = items[index]
            cells.append(
                TableCell(
                    location: Location(line: Int(item.line), column: Int(item.column)), value: text.string(item.text)))
            index += 1
        }
        return cells
    }

    func rows(_ span: SyntaxTree.Span) -> [TableRow] {
        var rows: [TableRow] = []
        rows.reserveCapacity(Int(span.count))
        var index = Int(span.start)
        let end = index + Int(span.count)
        while index < end {
            rows.append(row(index))
            index += 1
        }
        return rows
    }

    func row(_ index: Int) -> TableRow {
        let row = tree.rows[index]
        return TableRow(location: row.position.location, cells: cells(row), id: id(row.id))
    }

    func step(_ step: SyntaxTree.Step) -> CucumberMessages.Step {
        var docString: MessageDocString?
        if step.docString >= 0 {
            let value = tree.docStrings[Int(step.docString)]
            docString = MessageDocString(
                location: value.position.location, mediaType: text.optionalString(value.mediaType),
                content: text.joined(tree.lines[value.content.range]), delimiter: text.string(value.delimiter))
        }
        var dataTable: MessageDataTable?
        if !step.dataTable.isEmpty {
            let rows = rows(step.dataTable)
            dataTable = MessageDataTable(location: rows[0].location, rows: rows)
        }
        return CucumberMessages.Step(
            location: step.position.location, keyword: text.string(step.keyword), keywordType: step.keywordType,
            text: text.string(step.text), docString: docString, dataTable: dataTable, id: id(step.id))
    }

    func steps(_ span: SyntaxTree.Span) -> [CucumberMessages.Step] {
        var steps: [CucumberMessages.Step] = []
        steps.reserveCapacity(Int(span.count))
        var index = Int(span.start)
        let end = index + Int(span.count)
        let records = tree.steps
        while index < end {
            steps.append(step(records[index]))
            index += 1
        }
        return steps
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
            tableHeader: value.header >= 0 ? row(Int(value.header)) : nil, tableBody: rows(value.body),
            id: id(value.id))
    }

    func scenario(_ value: SyntaxTree.Scenario) -> CucumberMessages.Scenario {
        CucumberMessages.Scenario(
            location: value.position.location, tags: tags(value.tags), keyword: text.string(value.keyword),
            name: text.string(value.name), description: description(value.description), steps: steps(value.steps),
            examples: examples(value.examples), id: id(value.id))
    }

    func examples(_ span: SyntaxTree.Span) -> [CucumberMessages.Examples] {
        var list: [CucumberMessages.Examples] = []
        list.reserveCapacity(Int(span.count))
        var index = Int(span.start)
        let end = index + Int(span.count)
        let records = tree.examples
        while index < end {
            list.append(examples(records[index]))
            index += 1
        }
        return list
    }

    func rule(_ value: SyntaxTree.Rule) -> CucumberMessages.Rule {
        var children: [RuleChild] = []
        children.reserveCapacity(Int(value.scenarios.count) + 1)
        if value.background >= 0 { children.append(RuleChild(background: background(value.background))) }
        for scenario in tree.scenarios[value.scenarios.range] {
            children.append(RuleChild(scenario: self.scenario(scenario)))
        }
        return CucumberMessages.Rule(
            location: value.position.location, tags: tags(value.tags), keyword: text.string(value.keyword),
            name: text.string(value.name), description: description(value.description), children: children,
            id: id(value.id))
    }

    func feature(_ value: SyntaxTree.Feature) -> CucumberMessages.Feature {
        var children: [FeatureChild] = []
        children.reserveCapacity(Int(value.scenarios.count + value.rules.count) + 1)
        if value.background >= 0 { children.append(FeatureChild(background: background(value.background))) }
        for scenario in tree.scenarios[value.scenarios.range] {
            children.append(FeatureChild(scenario: self.scenario(scenario)))
        }
        for rule in tree.rules[value.rules.range] { children.append(FeatureChild(rule: self.rule(rule))) }
        return CucumberMessages.Feature(
            location: value.position.location, tags: tags(value.tags), language: value.language,
            keyword: text.string(value.keyword), name: text.string(value.name),
            description: description(value.description), children: children)
    }
}
