import CucumberMessages

/// A scenario outline as one examples table fills it in: each text (the name, step texts, doc
/// strings, table cells) split once at the placeholders the table's header names, so that each
/// row's text is written in one pass.
///
/// NB: the reference algorithm makes one search-and-replace pass per header column, so a
/// value holding `<other>` is replaced again, and angle brackets in values can form
/// placeholders the text did not have. One pass gives the same text whenever that cannot
/// happen: when no `<` of the text is followed by another `<` before a `>` (`isPlain`), no
/// header name holds `<` or `>`, and no value of the row does either (``allowsOnePass``). A
/// pattern `<name>` can then only occur as one whole `<…>` pair of the text, and the first
/// column with that name is the one whose pass replaces it. Every other text and row goes
/// through the reference algorithm (``PickleBuilder``).
struct OutlineTemplate {
    /// One placeholder of a text: where it is (byte offsets in the text) and its column.
    struct Piece {
        var start: Int32
        var end: Int32
        var column: Int32
    }

    /// One text of the outline.
    struct Text {
        /// Where the text is: in the document, or in ``OutlineTemplate/joined`` (a doc string's
        /// lines put together).
        var location: TextRef
        var isJoined: Bool
        var pieces: SyntaxTree.Span
        /// No `<` is followed by another `<` before a `>`.
        var isPlain: Bool
        /// No row changes the text.
        var isVerbatim: Bool

        static let verbatim = Text(location: .empty, isJoined: false, pieces: .none, isPlain: true, isVerbatim: true)

        /// Whether a row is written straight from the source in one pass: the text is in the
        /// source and plain, and the row allows it (``OutlineTemplate/allowsOnePass(_:items:text:)``).
        @inline(__always)
        func isWrittenFromSource(onePass: Bool) -> Bool { isPlain && onePass && !isJoined }
    }

    /// A field of a pickle step that a row may rewrite.
    enum Field {
        case text
        case docStringMediaType
        case docStringContent
    }

    /// A text of an outline step with placeholders: which step (counted from the outline's
    /// first) and which of its fields.
    struct StepText {
        var step: Int32
        var field: Field
        var text: Text
    }

    /// A data table of an outline step with a placeholder in some cell.
    struct StepTable {
        var step: Int32
        /// The table's cells in ``OutlineTemplate/cells``, row by row.
        var cells: SyntaxTree.Span
    }

    /// The header's names, in column order: each stands for the placeholder `<name>`.
    private(set) var names: [TextRef] = []
    var hasPlaceholders: Bool { !names.isEmpty }
    private var headerHasBrackets = false
    private(set) var pieces: [Piece] = []
    private(set) var cells: [Text] = []
    private(set) var joined: [UInt8] = []
    /// The step texts a row may change, in step order.
    ///
    /// NB: a flat list, so that a row visits only the texts it may rewrite, without walking
    /// every step's record.
    private(set) var stepTexts: [StepText] = []
    private(set) var stepTables: [StepTable] = []
    /// Each step's pickle step for a row that changes nothing (without id and row).
    private(set) var prototypes: [PickleList.Step] = []
    private(set) var name = Text.verbatim
    /// The index of the scenario the template was last loaded for, or -1.
    private var scenarioIndex = -1

    /// An empty template, to be filled by ``load(tree:text:scenario:at:header:backgroundType:)``.
    init() {}

    /// Makes this the template of `scenario` (at `index` in the tree) for the examples table
    /// with `header`.
    ///
    /// NB: one template is reloaded for every examples table, so that its lists keep their
    /// storage instead of being allocated and freed per table. An outline's examples tables
    /// mostly share their header, and then the template already loaded is the same.
    mutating func load(
        tree: SyntaxTree, text: TextReader, scenario: SyntaxTree.Scenario, at index: Int, header: SyntaxTree.Row,
        backgroundType: StepKeywordType
    ) {
        if index == scenarioIndex, hasNames(of: header, tree: tree, text: text) { return }
        scenarioIndex = index
        names.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
        cells.removeAll(keepingCapacity: true)
        joined.removeAll(keepingCapacity: true)
        stepTexts.removeAll(keepingCapacity: true)
        stepTables.removeAll(keepingCapacity: true)
        prototypes.removeAll(keepingCapacity: true)
        // NB: room for a typical outline at once, rather than lists grown from one element in
        // every document.
        let stepCount = Int(scenario.steps.count)
        names.reserveCapacity(max(Int(header.cells.count), 8))
        pieces.reserveCapacity(max(2 * stepCount, 16))
        stepTexts.reserveCapacity(max(stepCount, 8))
        prototypes.reserveCapacity(max(stepCount, 8))
        name = .verbatim
        var brackets = false
        // NB: index loops and memchr rather than `for … in` over slices and `contains`, here
        // and below, for debug builds (see `hasNames`).
        let items = tree.items
        var cell = Int(header.cells.start)
        let cellEnd = cell + Int(header.cells.count)
        while cell < cellEnd {
            let name = text.bytes(items[cell].text)
            if name.firstIndex(ofByte: UInt8(ascii: "<")) != nil || name.firstIndex(ofByte: UInt8(ascii: ">")) != nil {
                brackets = true
            }
            names.append(items[cell].text)
            cell += 1
        }
        headerHasBrackets = brackets
        var lastType = backgroundType
        for stepIndex in scenario.steps.range {
            let step = tree.steps[stepIndex]
            prototypes.append(
                PickleBuilder.pickleStep(
                    of: step, at: stepIndex, type: PickleBuilder.type(of: step, after: &lastType)))
            guard hasPlaceholders else { continue }
            let offset = Int32(truncatingIfNeeded: stepIndex - Int(scenario.steps.start))
            addStepText(split(step.text, text), step: offset, field: .text)
            if step.docString >= 0 {
                let docString = tree.docStrings[Int(step.docString)]
                addStepText(split(docString.mediaType, text), step: offset, field: .docStringMediaType)
                let lines = tree.lines[docString.content.range]
                if Self.anyHasOpening(lines, text) {
                    let start = joined.count
                    text.appendJoined(lines, to: &joined)
                    addStepText(
                        split(TextRef(start, joined.count), joined: true, text), step: offset, field: .docStringContent)
                }
            }
            if !step.dataTable.isEmpty, tableHasOpening(step.dataTable, tree: tree, text: text) {
                let first = cells.count
                let rows = tree.rows
                var row = Int(step.dataTable.start)
                let rowEnd = row + Int(step.dataTable.count)
                while row < rowEnd {
                    var item = Int(rows[row].cells.start)
                    let itemEnd = item + Int(rows[row].cells.count)
                    while item < itemEnd {
                        cells.append(split(items[item].text, text))
                        item += 1
                    }
                    row += 1
                }
                stepTables.append(
                    StepTable(
                        step: offset,
                        cells: SyntaxTree.Span(
                            start: Int32(truncatingIfNeeded: first),
                            count: Int32(truncatingIfNeeded: cells.count - first))))
            }
        }
        if hasPlaceholders { name = split(scenario.name, text) }
    }

    /// Whether any of `lines` holds a `<`.
    private static func anyHasOpening(_ lines: ArraySlice<TextRef>, _ text: TextReader) -> Bool {
        var index = lines.startIndex
        while index < lines.endIndex {
            if text.bytes(lines[index]).firstIndex(ofByte: UInt8(ascii: "<")) != nil { return true }
            index += 1
        }
        return false
    }

    private mutating func addStepText(_ text: Text, step: Int32, field: Field) {
        if !text.isVerbatim { stepTexts.append(StepText(step: step, field: field, text: text)) }
    }

    /// Whether `header`'s cells are ``names``, in order.
    ///
    /// NB: this and the searches below walk indices with `while` rather than `for … in` over
    /// slices, `zip` or `enumerated()`: without the optimiser (Verity built in debug inside a
    /// package's own `swift test`) those iterate through generic code on every element.
    private func hasNames(of header: SyntaxTree.Row, tree: SyntaxTree, text: TextReader) -> Bool {
        guard Int(header.cells.count) == names.count else { return false }
        let items = tree.items
        var column = 0
        while column < names.count {
            if !Self.equal(text.bytes(names[column]), text.bytes(items[Int(header.cells.start) + column].text)) {
                return false
            }
            column += 1
        }
        return true
    }

    @inline(__always)
    private static func equal(_ lhs: ByteView, _ rhs: ByteView) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Whether any cell of the table holds a `<`.
    private func tableHasOpening(_ rows: SyntaxTree.Span, tree: SyntaxTree, text: TextReader) -> Bool {
        let items = tree.items
        let records = tree.rows
        var row = Int(rows.start)
        let rowEnd = row + Int(rows.count)
        while row < rowEnd {
            let cells = records[row].cells
            var item = Int(cells.start)
            let itemEnd = item + Int(cells.count)
            while item < itemEnd {
                if text.bytes(items[item].text).firstIndex(ofByte: UInt8(ascii: "<")) != nil { return true }
                item += 1
            }
            row += 1
        }
        return false
    }

    /// The first column whose name is `bytes`.
    private func column(named bytes: ByteView, _ text: TextReader) -> Int? {
        var column = 0
        while column < names.count {
            if Self.equal(text.bytes(names[column]), bytes) { return column }
            column += 1
        }
        return nil
    }

    /// Whether the texts of `values`' row may be written in one pass.
    func allowsOnePass(_ values: SyntaxTree.Span, items: borrowing RecordBuffer<TokenItem>, text: TextReader) -> Bool {
        guard !headerHasBrackets, Int(values.count) >= names.count else { return false }
        guard !values.isEmpty else { return true }
        let first = items[Int(values.start)].text
        let last = items[Int(values.start + values.count - 1)].text
        // NB: the cells of a row lie in order on its line, so when the first and the last are
        // in the source, one search from the first to the end of the last covers every value:
        // an escaped cell's value, written elsewhere, comes from those bytes, and unescaping
        // makes no bracket.
        if Int(first.start) < text.source.count, Int(last.end) <= text.source.count, first.start <= last.end {
            return !ByteWord.contains(
                UInt8(ascii: "<"), or: UInt8(ascii: ">"),
                in: text.source.rebased(from: Int(first.start), to: Int(last.end)))
        }
        var item = Int(values.start)
        let itemEnd = item + Int(values.count)
        while item < itemEnd {
            if ByteWord.contains(UInt8(ascii: "<"), or: UInt8(ascii: ">"), in: text.bytes(items[item].text)) {
                return false
            }
            item += 1
        }
        return true
    }

    /// Calls `body` with the bytes of `template`.
    func withBytes<Result>(
        of template: Text, _ text: TextReader, _ body: (ByteView) -> Result
    ) -> Result {
        guard template.isJoined else { return body(text.bytes(template.location)) }
        return ByteView.withView(of: joined) {
            body($0.rebased(from: Int(template.location.start), to: Int(template.location.end)))
        }
    }

    /// Splits a text at the header's placeholders.
    private mutating func split(_ location: TextRef, joined isJoined: Bool = false, _ text: TextReader) -> Text {
        guard !location.isEmpty else { return .verbatim }
        let bytes: ByteView
        if isJoined {
            // NB: `joined` is not changed while the text is split; a copy keeps the access simple.
            let copy = Array(joined[Int(location.start)..<Int(location.end)])
            return ByteView.withView(of: copy) { split($0, location: location, isJoined: true, text) }
        }
        bytes = text.bytes(location)
        return split(bytes, location: location, isJoined: false, text)
    }

    private mutating func split(
        _ bytes: ByteView, location: TextRef, isJoined: Bool, _ text: TextReader
    ) -> Text {
        // NB: a `>` before the first `<` closes nothing, so the scan starts there.
        guard let opening = bytes.firstIndex(ofByte: UInt8(ascii: "<")) else { return .verbatim }
        let first = pieces.count
        var open: Int?
        var isPlain = true
        for index in opening..<bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                if open != nil {
                    isPlain = false
                    break
                }
                open = index
            case UInt8(ascii: ">"):
                guard let start = open else { continue }
                open = nil
                let inner = bytes.rebased(from: start + 1, to: index)
                guard let column = column(named: inner, text) else { continue }
                pieces.append(
                    Piece(
                        start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: index + 1),
                        column: Int32(truncatingIfNeeded: column)))
            default:
                continue
            }
            if !isPlain { break }
        }
        if !isPlain { pieces.removeSubrange(first...) }
        return Text(
            location: location, isJoined: isJoined,
            pieces: SyntaxTree.Span(
                start: Int32(truncatingIfNeeded: first), count: Int32(truncatingIfNeeded: pieces.count - first)),
            isPlain: isPlain, isVerbatim: false)
    }
}
