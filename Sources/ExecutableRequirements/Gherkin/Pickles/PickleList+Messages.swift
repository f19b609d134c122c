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
        // NB: loops over indices rather than over slices or with `map`, here and below: without
        // the optimiser (a debug build) those run generic code for every element.
        func addTags(_ span: SyntaxTree.Span) {
            var index = Int(span.start)
            let end = index + Int(span.count)
            while index < end {
                let tag = tree.tags[index]
                tags.append(PickleTag(name: text.string(tag.name), astNodeId: maker.id(tag.id)))
                index += 1
            }
        }
        if let feature { addTags(feature.tags) }
        if pickle.rule >= 0 { addTags(tree.rules[Int(pickle.rule)].tags) }
        addTags(scenario.tags)
        if pickle.examples >= 0 { addTags(tree.examples[Int(pickle.examples)].tags) }

        let rowId = pickle.row >= 0 ? maker.id(tree.rows[Int(pickle.row)].id) : nil
        var steps: [PickleStep] = []
        steps.reserveCapacity(Int(pickle.steps.count))
        var stepIndex = Int(pickle.steps.start)
        let stepEnd = stepIndex + Int(pickle.steps.count)
        while stepIndex < stepEnd {
            steps.append(self.step(self.steps[stepIndex], tree: tree, maker: maker))
            stepIndex += 1
        }
        return CucumberMessages.Pickle(
            id: maker.id(pickle.id), uri: uri, location: pickle.position.location, name: text.string(pickle.name),
            language: feature?.language ?? "", steps: steps, tags: tags,
            astNodeIds: rowId.map { [maker.id(scenario.id), $0] } ?? [maker.id(scenario.id)])
    }

    /// NB: `tree` is the caller's copy of `maker.tree`, passed in: without the optimiser
    /// reading `maker.tree` copies the tree, retaining and releasing each of its arrays, and
    /// that for every step cost more than the step's message.
    private func step(_ step: Step, tree: SyntaxTree, maker: MessageMaker) -> PickleStep {
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
                var rowIndex = Int(step.dataTable.start)
                let rowEnd = rowIndex + Int(step.dataTable.count)
                while rowIndex < rowEnd {
                    // A rewritten table's cells are texts in `cells`; the source's are the tree's items.
                    let span = step.dataTableIsRewritten ? self.rows[rowIndex] : tree.rows[rowIndex].cells
                    var cells: [PickleTableCell] = []
                    cells.reserveCapacity(Int(span.count))
                    var cell = Int(span.start)
                    let cellEnd = cell + Int(span.count)
                    while cell < cellEnd {
                        let value = step.dataTableIsRewritten ? self.cells[cell] : tree.items[cell].text
                        cells.append(PickleTableCell(value: text.string(value)))
                        cell += 1
                    }
                    rows.append(PickleTableRow(cells: cells))
                    rowIndex += 1
                }
                dataTable = PickleTable(argumentIndex: dataTableIndex, rows: rows)
            }
            argument = PickleStepArgument(docString: docString, dataTable: dataTable)
        }
        let astNodeIds =
            step.row >= 0
            ? [maker.id(source.id), maker.id(tree.rows[Int(step.row)].id)] : [maker.id(source.id)]
        return PickleStep(
            argument: argument, astNodeIds: astNodeIds, id: maker.id(step.id), type: step.type,
            text: text.string(step.text))
    }
}
