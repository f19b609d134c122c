import CucumberMessages

extension PickleList {
    /// The parts of a pickle's JSON that are the same for every pickle of a document, written
    /// once per document: the `uri` member and the `language` member with what surrounds them.
    struct JSONPieces {
        /// `,"uri":"…","location":{"line":`.
        var uri: [UInt8]
        /// `,"language":"…","steps":[`.
        var language: [UInt8]

        init(uri: String, language: String) {
            var out = JSONOutput(bytes: [])
            out.raw(",\"uri\":")
            out.string(uri)
            out.raw(",\"location\":{\"line\":")
            self.uri = out.bytes
            out = JSONOutput(bytes: [])
            out.raw(",\"language\":")
            out.string(language)
            out.raw(",\"steps\":[")
            self.language = out.bytes
        }
    }

    /// Writes the pickle at `index` as the JSON of its `Pickle` message, straight from the
    /// compact form: the same bytes as making the message (``pickle(at:uri:maker:)``) and
    /// encoding it, without the message's strings and arrays.
    ///
    /// NB: the member order and the members left out when absent follow the message types'
    /// direct JSON writers; a test compares the two on every conformance file. The layout is
    /// fixed, so keys and the punctuation between two values are written as one piece each.
    func writeJSON(
        ofPickleAt index: Int, pieces: JSONPieces, maker: MessageMaker, scratch: inout [UInt8],
        to out: inout JSONOutput
    ) {
        let tree = maker.tree
        let text = maker.text
        let pickle = pickles[index]
        let scenario = tree.scenarios[Int(pickle.scenario)]
        out.raw("{\"id\":")
        maker.ids.value(pickle.id, to: &out)
        out.raw(pieces.uri)
        out.decimal(Int(pickle.position.line))
        if pickle.position.column != 0 {
            out.raw(",\"column\":")
            out.decimal(Int(pickle.position.column))
        }
        out.raw("},\"name\":")
        out.string(utf8: text.bytes(pickle.name))
        out.raw(pieces.language)
        var step = pickle.steps.range.lowerBound
        let stepsEnd = pickle.steps.range.upperBound
        while step < stepsEnd {
            if step != pickle.steps.range.lowerBound { out.raw(byte: UInt8(ascii: ",")) }
            writeJSON(of: steps[step], maker: maker, scratch: &scratch, to: &out)
            step += 1
        }
        out.raw("],\"tags\":[")
        var first = true
        func writeTags(_ span: SyntaxTree.Span) {
            var tag = span.range.lowerBound
            while tag < span.range.upperBound {
                out.raw(first ? "{\"name\":" : ",{\"name\":")
                first = false
                out.string(utf8: text.bytes(tree.tags[tag].name))
                out.raw(",\"astNodeId\":")
                maker.ids.value(tree.tags[tag].id, to: &out)
                out.raw(byte: UInt8(ascii: "}"))
                tag += 1
            }
        }
        if let feature = tree.feature { writeTags(feature.tags) }
        if pickle.rule >= 0 { writeTags(tree.rules[Int(pickle.rule)].tags) }
        writeTags(scenario.tags)
        if pickle.examples >= 0 { writeTags(tree.examples[Int(pickle.examples)].tags) }
        out.raw("],\"astNodeIds\":[")
        writeASTNodeIds(scenario.id, row: pickle.row, maker: maker, to: &out)
        out.raw("]}")
    }

    private func writeJSON(of step: Step, maker: MessageMaker, scratch: inout [UInt8], to out: inout JSONOutput) {
        let tree = maker.tree
        let text = maker.text
        let source = tree.steps[Int(step.step)]
        if source.docString >= 0 || !step.dataTable.isEmpty {
            let (docStringIndex, dataTableIndex) = tree.argumentIndices(of: source)
            out.raw("{\"argument\":{")
            if source.docString >= 0 {
                let value = tree.docStrings[Int(source.docString)]
                out.raw("\"docString\":{")
                if let docStringIndex {
                    out.raw("\"argumentIndex\":")
                    out.decimal(docStringIndex)
                    out.raw(byte: UInt8(ascii: ","))
                }
                if let mediaType = step.docStringMediaType {
                    out.raw("\"mediaType\":")
                    out.string(utf8: text.bytes(mediaType))
                    out.raw(byte: UInt8(ascii: ","))
                } else if !value.mediaType.isEmpty {
                    out.raw("\"mediaType\":")
                    out.string(utf8: text.bytes(value.mediaType))
                    out.raw(byte: UInt8(ascii: ","))
                }
                out.raw("\"content\":")
                if let content = step.docStringContent {
                    out.string(utf8: text.bytes(content))
                } else {
                    scratch.removeAll(keepingCapacity: true)
                    text.appendJoined(tree.lines[value.content.range], to: &scratch)
                    ByteView.withView(of: scratch) { out.string(utf8: $0) }
                }
                out.raw(byte: UInt8(ascii: "}"))
            }
            if !step.dataTable.isEmpty {
                out.raw(source.docString >= 0 ? ",\"dataTable\":{" : "\"dataTable\":{")
                if let dataTableIndex {
                    out.raw("\"argumentIndex\":")
                    out.decimal(dataTableIndex)
                    out.raw(byte: UInt8(ascii: ","))
                }
                out.raw("\"rows\":[")
                var row = step.dataTable.range.lowerBound
                while row < step.dataTable.range.upperBound {
                    out.raw(row == step.dataTable.range.lowerBound ? "{\"cells\":[" : ",{\"cells\":[")
                    if step.dataTableIsRewritten {
                        let cellRange = rows[row].range
                        var cell = cellRange.lowerBound
                        while cell < cellRange.upperBound {
                            out.raw(cell == cellRange.lowerBound ? "{\"value\":" : ",{\"value\":")
                            out.string(utf8: text.bytes(cells[cell]))
                            out.raw(byte: UInt8(ascii: "}"))
                            cell += 1
                        }
                    } else {
                        let cellRange = tree.rows[row].cells.range
                        var cell = cellRange.lowerBound
                        while cell < cellRange.upperBound {
                            out.raw(cell == cellRange.lowerBound ? "{\"value\":" : ",{\"value\":")
                            out.string(utf8: text.bytes(tree.items[cell].text))
                            out.raw(byte: UInt8(ascii: "}"))
                            cell += 1
                        }
                    }
                    out.raw("]}")
                    row += 1
                }
                out.raw("]}")
            }
            out.raw("},\"astNodeIds\":[")
        } else {
            out.raw("{\"astNodeIds\":[")
        }
        writeASTNodeIds(source.id, row: step.row, maker: maker, to: &out)
        out.raw("],\"id\":")
        maker.ids.value(step.id, to: &out)
        switch step.type {
        case .unknown: out.raw(",\"type\":\"Unknown\",\"text\":")
        case .context: out.raw(",\"type\":\"Context\",\"text\":")
        case .action: out.raw(",\"type\":\"Action\",\"text\":")
        case .outcome: out.raw(",\"type\":\"Outcome\",\"text\":")
        case nil: out.raw(",\"text\":")
        }
        out.string(utf8: text.bytes(step.text))
        out.raw(byte: UInt8(ascii: "}"))
    }

    /// The ids of a pickle's or pickle step's `astNodeIds`, without the brackets: its
    /// scenario's or step's id, then the examples row's when it comes from one (`row` is -1
    /// otherwise).
    private func writeASTNodeIds(_ id: Int32, row: Int32, maker: MessageMaker, to out: inout JSONOutput) {
        maker.ids.value(id, to: &out)
        if row >= 0 {
            out.raw(byte: UInt8(ascii: ","))
            maker.ids.value(maker.tree.rows[Int(row)].id, to: &out)
        }
    }
}
