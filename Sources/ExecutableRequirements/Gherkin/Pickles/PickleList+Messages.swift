import CucumberMessages

extension PickleList {
    /// The pickle at `index` as a message; `text` must read the pickle text too.
    func pickle(at index: Int, uri: String, maker: MessageMaker) -> CucumberMessages.Pickle {
        let tree = maker.tree
        let text = maker.text
        let pickle = pickles[index]
        let scenario = tree.scenarios[Int(pickle.scenario)]
        let feature = tree.feature
        var tagCount = Int(scenario.tags.count) + Int(feature?.tags.count ?? 0)
        if pickle.rule >= 0 { tagCount += Int(tree.rules[Int(pickle.rule)].tags.count) }
        if pickle.examples >= 0 { tagCount += Int(tree.examples[Int(pickle.examples)].tags.count) }
        var tags: [PickleTag] = []
        tags.reserveCapacity(tagCount)
        func addTags(_ span: SyntaxTree.Span) {
            for tag in tree.tags[span.range] { tags.append(PickleTag(name: text.string(tag.name), astNodeId: maker.id(tag.id))) }
        }
        if let feature { addTags(feature.tags) }
        if pickle.rule >= 0 { addTags(tree.rules[Int(pickle.rule)].tags) }
        addTags(scenario.tags)
        if pickle.examples >= 0 { addTags(tree.examples[Int(pickle.examples)].tags) }

        let rowId = pickle.row >= 0 ? maker.id(tree.rows[Int(pickle.row)].id) : nil
        var steps: [PickleStep] = []
        steps.reserveCapacity(Int(pickle.steps.count))
        for step in self.steps[pickle.steps.range] { steps.append(self.step(step, maker: maker)) }
        return CucumberMessages.Pickle(
            id: maker.id(pickle.id), uri: uri, location: pickle.position.location, name: text.string(pickle.name),
            language: feature?.language ?? "", steps: steps, tags: tags,
            astNodeIds: rowId.map { [maker.id(scenario.id), $0] } ?? [maker.id(scenario.id)])
    }

    private func step(_ step: Step, maker: MessageMaker) -> PickleStep {
        let tree = maker.tree
        let text = maker.text
        let source = tree.steps[Int(step.step)]
        var argument: PickleStepArgument?
        if source.docString >= 0 || !step.dataTable.isEmpty {
            let (docStringIndex, dataTableIndex) = tree.argumentIndices(of: source)
            var docString: PickleDocString?
            if source.docString >= 0 {
                let value = tree.docStrings[Int(source.docString)]
                docString = PickleDocString(
                    argumentIndex: docStringIndex,
                    mediaType: step.docStringMediaType.map(text.string) ?? text.optionalString(value.mediaType),
                    content: step.docStringContent.map(text.string) ?? text.joined(tree.lines[value.content.range]))
            }
            var dataTable: PickleTable?
            if !step.dataTable.isEmpty {
                var rows: [PickleTableRow] = []
                rows.reserveCapacity(Int(step.dataTable.count))
                if step.dataTableIsRewritten {
                    for row in self.rows[step.dataTable.range] {
                        rows.append(PickleTableRow(cells: cells[row.range].map { PickleTableCell(value: text.string($0)) }))
                    }
                } else {
                    for row in tree.rows[step.dataTable.range] {
                        rows.append(PickleTableRow(cells: tree.items[row.cells.range].map { PickleTableCell(value: text.string($0.text)) }))
                    }
                }
                dataTable = PickleTable(argumentIndex: dataTableIndex, rows: rows)
            }
            argument = PickleStepArgument(docString: docString, dataTable: dataTable)
        }
        let astNodeIds = step.row >= 0
            ? [maker.id(source.id), maker.id(tree.rows[Int(step.row)].id)] : [maker.id(source.id)]
        return PickleStep(
            argument: argument, astNodeIds: astNodeIds, id: maker.id(step.id), type: step.type, text: text.string(step.text))
    }
}
