import CucumberMessages

extension PickleList {
    /// Writes the pickle at `index` as the JSON of its `Pickle` message, straight from the
    /// compact form: the same bytes as making the message (``pickle(at:uri:maker:)``) and
    /// encoding it, without the message's strings and arrays.
    ///
    /// NB: the member order and the members left out when absent follow the message types'
    /// direct JSON writers; a test compares the two on every conformance file.
    func writeJSON(
        ofPickleAt index: Int, uri: String, maker: MessageMaker, scratch: inout [UInt8], to out: inout JSONOutput
    ) {
        let tree = maker.tree
        let text = maker.text
        let pickle = pickles[index]
        let scenario = tree.scenarios[Int(pickle.scenario)]
        let feature = tree.feature
        out.beginObject()
        maker.ids.member("id", pickle.id, to: &out)
        out.member("uri", uri)
        out.key("location")
        out.beginObject()
        out.member("line", Int(pickle.position.line))
        if pickle.position.column != 0 { out.member("column", Int(pickle.position.column)) }
        out.endObject()
        out.member("name", utf8: text.bytes(pickle.name))
        out.member("language", feature?.language ?? "")
        out.key("steps")
        out.beginArray()
        for step in steps[pickle.steps.range] {
            out.nextElement()
            writeJSON(of: step, maker: maker, scratch: &scratch, to: &out)
        }
        out.endArray()
        out.key("tags")
        out.beginArray()
        func writeTags(_ span: SyntaxTree.Span) {
            for tag in tree.tags[span.range] {
                out.nextElement()
                out.beginObject()
                out.member("name", utf8: text.bytes(tag.name))
                maker.ids.member("astNodeId", tag.id, to: &out)
                out.endObject()
            }
        }
        if let feature { writeTags(feature.tags) }
        if pickle.rule >= 0 { writeTags(tree.rules[Int(pickle.rule)].tags) }
        writeTags(scenario.tags)
        if pickle.examples >= 0 { writeTags(tree.examples[Int(pickle.examples)].tags) }
        out.endArray()
        writeASTNodeIds(scenario.id, row: pickle.row, maker: maker, to: &out)
        out.endObject()
    }

    private func writeJSON(of step: Step, maker: MessageMaker, scratch: inout [UInt8], to out: inout JSONOutput) {
        let tree = maker.tree
        let text = maker.text
        let source = tree.steps[Int(step.step)]
        out.beginObject()
        if source.docString >= 0 || !step.dataTable.isEmpty {
            let (docStringIndex, dataTableIndex) = tree.argumentIndices(of: source)
            out.key("argument")
            out.beginObject()
            if source.docString >= 0 {
                let value = tree.docStrings[Int(source.docString)]
                out.key("docString")
                out.beginObject()
                out.member("argumentIndex", docStringIndex)
                if let mediaType = step.docStringMediaType {
                    out.member("mediaType", utf8: text.bytes(mediaType))
                } else if !value.mediaType.isEmpty {
                    out.member("mediaType", utf8: text.bytes(value.mediaType))
                }
                if let content = step.docStringContent {
                    out.member("content", utf8: text.bytes(content))
                } else {
                    scratch.removeAll(keepingCapacity: true)
                    text.appendJoined(tree.lines[value.content.range], to: &scratch)
                    ByteView.withView(of: scratch) { out.member("content", utf8: $0) }
                }
                out.endObject()
            }
            if !step.dataTable.isEmpty {
                out.key("dataTable")
                out.beginObject()
                out.member("argumentIndex", dataTableIndex)
                out.key("rows")
                out.beginArray()
                func writeRow(_ cells: some Sequence<TextRef>) {
                    out.nextElement()
                    out.beginObject()
                    out.key("cells")
                    out.beginArray()
                    for cell in cells {
                        out.nextElement()
                        out.beginObject()
                        out.member("value", utf8: text.bytes(cell))
                        out.endObject()
                    }
                    out.endArray()
                    out.endObject()
                }
                if step.dataTableIsRewritten {
                    for row in rows[step.dataTable.range] { writeRow(cells[row.range]) }
                } else {
                    for row in tree.rows[step.dataTable.range] {
                        writeRow(tree.items[row.cells.range].lazy.map(\.text))
                    }
                }
                out.endArray()
                out.endObject()
            }
            out.endObject()
        }
        writeASTNodeIds(source.id, row: step.row, maker: maker, to: &out)
        maker.ids.member("id", step.id, to: &out)
        if let type = step.type { out.member("type", type.rawValue) }
        out.member("text", utf8: text.bytes(step.text))
        out.endObject()
    }

    /// The `astNodeIds` of a pickle or pickle step: its scenario's or step's id, then the
    /// examples row's when it comes from one (`row` is -1 otherwise).
    private func writeASTNodeIds(_ id: Int32, row: Int32, maker: MessageMaker, to out: inout JSONOutput) {
        out.key("astNodeIds")
        out.beginArray()
        maker.ids.element(id, to: &out)
        if row >= 0 { maker.ids.element(maker.tree.rows[Int(row)].id, to: &out) }
        out.endArray()
    }
}
