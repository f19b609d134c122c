import CucumberMessages

/// Compiles a ``SyntaxTree`` into a ``PickleList``: one pickle per scenario, and one per
/// examples row of a scenario outline.
///
/// Background steps (the feature's, then the rule's) come before a scenario's own steps (only
/// when the scenario has steps); `<placeholders>` are replaced with the row's values in the
/// name, step texts, doc strings and table cells. Texts without a placeholder stay ranges of
/// the source, so a plain scenario's pickle copies no text at all. Ids continue after the
/// tree's, in the reference order: each step's, then the pickle's.
struct PickleBuilder: ~Copyable {
    private let tree: SyntaxTree
    /// The tree's items (table cells), read once per placeholder.
    ///
    /// NB: a copy the builder owns rather than `tree.items`: reading the array in the per-row
    /// loops retained and released it each time.
    private let items: RecordBuffer<TokenItem>
    private let text: TextReader
    /// Where ``PickleList/text`` is addressed from.
    private let textBase: Int
    private var list = PickleList()
    /// `list.pickles` and `list.steps` while they are written.
    private var pickles: RecordBuffer<PickleList.Pickle>
    private var steps: RecordBuffer<PickleList.Step>
    /// The pickle text being written; it becomes ``PickleList/text``.
    private var output: RecordBuffer<UInt8>
    /// Reloaded for each examples table.
    private var outlineTemplate = OutlineTemplate()
    private var nextId: Int32
    private var scratch: [UInt8] = []
    private var spare: [UInt8] = []

    /// The steps every scenario of a feature or rule starts with, as pickle steps without ids.
    private struct Background {
        var steps: [PickleList.Step] = []
        var lastType = StepKeywordType.unknown

        static let empty = Background()
    }

    /// The pickles of `tree`, in source order.
    static func compile(_ tree: SyntaxTree, text: TextReader) -> PickleList {
        var builder = PickleBuilder(tree: tree, text: text)
        return builder.compile()
    }

    private init(tree: SyntaxTree, text: TextReader) {
        self.tree = tree
        var items = RecordBuffer<TokenItem>(capacity: tree.items.count)
        items.append(contentsOf: tree.items)
        self.items = items
        self.text = text
        textBase = text.source.count + text.derived.count
        nextId = tree.idCount
        let sizes = Self.sizes(of: tree)
        pickles = RecordBuffer(capacity: sizes.pickles)
        steps = RecordBuffer(capacity: sizes.steps)
        output = RecordBuffer(capacity: sizes.text)
    }

    private mutating func compile() -> PickleList {
        guard let feature = tree.feature else { return list }
        var background = Background()
        if feature.background >= 0 { add(tree.backgrounds[Int(feature.background)].steps, to: &background) }
        for scenario in feature.scenarios.range {
            compile(scenario: scenario, rule: -1, background: background)
        }
        for rule in feature.rules.range {
            var ruleBackground = background
            let ruleBackgroundIndex = tree.rules[rule].background
            if ruleBackgroundIndex >= 0 { add(tree.backgrounds[Int(ruleBackgroundIndex)].steps, to: &ruleBackground) }
            for scenario in tree.rules[rule].scenarios.range {
                compile(scenario: scenario, rule: Int32(truncatingIfNeeded: rule), background: ruleBackground)
            }
        }
        list.pickles = pickles.array
        list.steps = steps.array
        list.idCount = nextId - tree.idCount
        list.text = output.array
        return list
    }

    /// How large the lists for the pickles of `tree` will be: exactly for the pickles, at most
    /// the longest background too many for their steps, and about right for the text (each
    /// outline row writing its name and step texts anew).
    private static func sizes(of tree: SyntaxTree) -> (pickles: Int, steps: Int, text: Int) {
        var pickles = 0
        var steps = 0
        var text = 0
        var backgroundSteps = 0
        // NB: index loops rather than `for … in` over the tree's arrays and slices: without the
        // optimiser (a debug build) those iterate through generic code.
        let backgrounds = tree.backgrounds
        let scenarios = tree.scenarios
        let allExamples = tree.examples
        let allSteps = tree.steps
        var index = 0
        while index < backgrounds.count {
            backgroundSteps += Int(backgrounds[index].steps.count)
            index += 1
        }
        index = 0
        while index < scenarios.count {
            let scenario = scenarios[index]
            index += 1
            var count = 1
            if !scenario.examples.isEmpty {
                count = 0
                var examples = Int(scenario.examples.start)
                let examplesEnd = examples + Int(scenario.examples.count)
                while examples < examplesEnd {
                    if allExamples[examples].header >= 0 { count += Int(allExamples[examples].body.count) }
                    examples += 1
                }
                var rowText = scenario.name.count
                var step = Int(scenario.steps.start)
                let stepEnd = step + Int(scenario.steps.count)
                while step < stepEnd {
                    rowText += allSteps[step].text.count
                    step += 1
                }
                text += count * rowText
            }
            pickles += count
            steps += count * (Int(scenario.steps.count) + backgroundSteps)
        }
        return (pickles, steps, text)
    }

    private func add(_ steps: SyntaxTree.Span, to background: inout Background) {
        background.steps.reserveCapacity(background.steps.count + Int(steps.count))
        for index in steps.range {
            let step = tree.steps[index]
            background.steps.append(
                Self.pickleStep(
                    of: step, at: index, type: Self.type(of: step, after: &background.lastType)))
        }
    }

    @inline(__always)
    private mutating func takeId() -> Int32 {
        defer { nextId += 1 }
        return nextId
    }

    /// The pickle step type of `step`: its keyword's, or the previous step's for And and But.
    static func type(of step: SyntaxTree.Step, after lastType: inout StepKeywordType) -> PickleStepType? {
        let keywordType = step.keywordType ?? .unknown
        if keywordType != .conjunction { lastType = keywordType }
        switch lastType {
        case .unknown: return .unknown
        case .context: return .context
        case .action: return .action
        case .outcome: return .outcome
        case .conjunction: return nil
        }
    }

    /// The pickle step of `step` as the tree has it, still without an id.
    static func pickleStep(of step: SyntaxTree.Step, at index: Int, type: PickleStepType?) -> PickleList.Step {
        PickleList.Step(
            id: -1, step: Int32(truncatingIfNeeded: index), row: -1, type: type, text: step.text,
            docStringContent: nil, docStringMediaType: nil, dataTable: step.dataTable, dataTableIsRewritten: false)
    }

    /// Appends `prototypes` (pickle steps without ids) and gives them the next ids.
    ///
    /// NB: one block copy and then the ids in place; copying the records one by one, field by
    /// field as the compiler does it, costs far more per step.
    private mutating func appendSteps(_ prototypes: [PickleList.Step], row: Int32 = -1) {
        let first = steps.count
        steps.append(contentsOf: prototypes)
        for index in first..<steps.count {
            steps[index].id = takeId()
            steps[index].row = row
        }
    }

    private mutating func compile(scenario index: Int, rule: Int32, background inherited: Background) {
        let scenario = tree.scenarios[index]
        // NB: a scenario without steps gets no background steps either, as upstream.
        let background = scenario.steps.isEmpty ? Background.empty : inherited
        let scenarioIndex = Int32(truncatingIfNeeded: index)
        if scenario.examples.isEmpty {
            let first = steps.count
            appendSteps(background.steps)
            var lastType = background.lastType
            for stepIndex in scenario.steps.range {
                let step = tree.steps[stepIndex]
                var pickleStep = Self.pickleStep(of: step, at: stepIndex, type: Self.type(of: step, after: &lastType))
                pickleStep.id = takeId()
                steps.append(pickleStep)
            }
            pickles.append(
                PickleList.Pickle(
                    id: takeId(), position: scenario.position, name: scenario.name, steps: span(from: first),
                    scenario: scenarioIndex, rule: rule, examples: -1, row: -1))
            return
        }
        for examplesIndex in scenario.examples.range {
            let examples = tree.examples[examplesIndex]
            guard examples.header >= 0, !examples.body.isEmpty else { continue }
            outlineTemplate.load(
                tree: tree, text: text, scenario: scenario, at: index, header: tree.rows[Int(examples.header)],
                backgroundType: background.lastType)
            let outline = outlineTemplate
            for rowIndex in examples.body.range {
                let row = tree.rows[rowIndex]
                // The row's values are read through `items` without bounds checks.
                precondition(
                    row.cells.start >= 0 && Int(row.cells.start + row.cells.count) <= items.count,
                    "row cells out of range")
                let onePass = outline.allowsOnePass(row.cells, items: items, text: text)
                let first = steps.count
                appendSteps(background.steps)
                let firstOwn = steps.count
                appendSteps(outline.prototypes, row: Int32(truncatingIfNeeded: rowIndex))
                // NB: the row's texts are rendered here rather than through `render`, whose call
                // cost a third as much as the writing; `@inline(__always)` did not inline it.
                if outline.hasPlaceholders {
                    // NB: index loops rather than `for … in` over the template's arrays: without
                    // the optimiser (a debug build) those iterate through generic code, per row.
                    var stepTextIndex = 0
                    while stepTextIndex < outline.stepTexts.count {
                        let stepText = outline.stepTexts[stepTextIndex]
                        stepTextIndex += 1
                        let template = stepText.text
                        let rendered =
                            template.isWrittenFromSource(onePass: onePass)
                            ? writeOnePass(self.text.bytes(template.location), template.pieces, outline, row.cells)
                            : renderOtherwise(template, outline, row.cells, onePass: onePass)
                        guard let text = rendered else { continue }
                        let index = firstOwn + Int(stepText.step)
                        switch stepText.field {
                        case .text: steps[index].text = text
                        case .docStringMediaType: steps[index].docStringMediaType = text
                        case .docStringContent: steps[index].docStringContent = text
                        }
                    }
                    var tableIndex = 0
                    while tableIndex < outline.stepTables.count {
                        let table = outline.stepTables[tableIndex]
                        fill(firstOwn + Int(table.step), table.cells, outline, row.cells, onePass: onePass)
                        tableIndex += 1
                    }
                }
                let nameTemplate = outline.name
                var name = scenario.name
                if !nameTemplate.isVerbatim {
                    let rendered =
                        nameTemplate.isWrittenFromSource(onePass: onePass)
                        ? writeOnePass(text.bytes(nameTemplate.location), nameTemplate.pieces, outline, row.cells)
                        : renderOtherwise(nameTemplate, outline, row.cells, onePass: onePass)
                    if let rendered { name = rendered }
                }
                pickles.append(
                    PickleList.Pickle(
                        id: takeId(), position: row.position, name: name, steps: span(from: first),
                        scenario: scenarioIndex, rule: rule, examples: Int32(truncatingIfNeeded: examplesIndex),
                        row: Int32(truncatingIfNeeded: rowIndex)))
            }
        }
    }

    private func span(from first: Int) -> SyntaxTree.Span {
        SyntaxTree.Span(start: Int32(truncatingIfNeeded: first), count: Int32(truncatingIfNeeded: steps.count - first))
    }

    /// Fills the placeholders of the data table of one outline step, `steps[index]`, for one
    /// row; `cells` are its cells' templates in ``OutlineTemplate/cells``.
    private mutating func fill(
        _ index: Int, _ cells: SyntaxTree.Span, _ outline: OutlineTemplate, _ values: SyntaxTree.Span,
        onePass: Bool
    ) {
        let firstRow = list.rows.count
        var cell = Int(cells.start)
        for row in steps[index].dataTable.range {
            let firstCell = list.cells.count
            for item in tree.items[tree.rows[row].cells.range] {
                list.cells.append(render(outline.cells[cell], outline, values, onePass: onePass) ?? item.text)
                cell += 1
            }
            list.rows.append(
                SyntaxTree.Span(
                    start: Int32(truncatingIfNeeded: firstCell),
                    count: Int32(truncatingIfNeeded: list.cells.count - firstCell)))
        }
        steps[index].dataTable = SyntaxTree.Span(
            start: Int32(truncatingIfNeeded: firstRow), count: Int32(truncatingIfNeeded: list.rows.count - firstRow))
        steps[index].dataTableIsRewritten = true
    }

    /// The text of `template` for one row, written to the pickle text; `nil` when the row
    /// leaves it as it is.
    private mutating func render(
        _ template: OutlineTemplate.Text, _ outline: OutlineTemplate, _ values: SyntaxTree.Span, onePass: Bool
    ) -> TextRef? {
        if template.isVerbatim { return nil }
        guard template.isWrittenFromSource(onePass: onePass) else {
            return renderOtherwise(template, outline, values, onePass: onePass)
        }
        return writeOnePass(text.bytes(template.location), template.pieces, outline, values)
    }

    /// ``render(_:_:_:onePass:)`` for a doc string's joined lines, or a text or row that one
    /// pass cannot fill.
    @inline(never)
    private mutating func renderOtherwise(
        _ template: OutlineTemplate.Text, _ outline: OutlineTemplate, _ values: SyntaxTree.Span, onePass: Bool
    ) -> TextRef? {
        outline.withBytes(of: template, text) { bytes in
            guard template.isPlain, onePass else { return interpolate(bytes: bytes, outline, values) }
            return writeOnePass(bytes, template.pieces, outline, values)
        }
    }

    /// `bytes` with the row's values in place of `pieces`, written in one pass.
    ///
    /// NB: indices rather than a slice of `outline.pieces`, which would retain the array; and
    /// `while` loops with block copies rather than `for … in` over ranges and byte loops:
    /// without the optimiser (Verity built in debug inside a package's own `swift test`) each
    /// iterator step costs more than the copy it served.
    @inline(__always)
    private mutating func writeOnePass(
        _ bytes: ByteView, _ pieces: SyntaxTree.Span, _ outline: OutlineTemplate,
        _ values: SyntaxTree.Span
    ) -> TextRef? {
        // Placeholders lie inside the text, so an empty text has none.
        guard pieces.count > 0, !bytes.isEmpty else { return nil }
        let firstPiece = Int(pieces.start)
        let endPiece = firstPiece + Int(pieces.count)
        var length = bytes.count
        var index = firstPiece
        while index < endPiece {
            let piece = outline.pieces[index]
            length += Int(items[Int(values.start + piece.column)].text.count) - Int(piece.end - piece.start)
            index += 1
        }
        let start = output.count
        output.reserveCapacity(start + length)
        var copied = 0
        index = firstPiece
        while index < endPiece {
            let piece = outline.pieces[index]
            output.append(bytes.rebased(from: copied, to: Int(piece.start)))
            output.append(text.bytes(items[Int(values.start + piece.column)].text))
            copied = Int(piece.end)
            index += 1
        }
        output.append(bytes.rebased(from: copied, to: bytes.count))
        return TextRef(textBase + start, textBase + output.count)
    }

    /// The text with the row's values in place of the header's placeholders, written to the
    /// pickle text; `nil` when nothing was replaced.
    ///
    /// NB: this is the reference algorithm: one search-and-replace pass per header column, in
    /// column order, so a value holding `<other>` is replaced again by a later column's pass.
    /// ``OutlineTemplate`` says when one pass gives the same text.
    private mutating func interpolate(
        bytes: ByteView, _ outline: OutlineTemplate, _ values: SyntaxTree.Span
    ) -> TextRef? {
        var current: [UInt8] = []
        var next: [UInt8] = []
        swap(&current, &scratch)
        swap(&next, &spare)
        defer {
            swap(&current, &scratch)
            swap(&next, &spare)
        }
        current.removeAll(keepingCapacity: true)
        var replaced = false
        let count = min(outline.names.count, Int(values.count))
        var pattern: [UInt8] = []
        for column in 0..<count {
            let value = text.bytes(items[Int(values.start) + column].text)
            pattern.removeAll(keepingCapacity: true)
            pattern.append(UInt8(ascii: "<"))
            pattern.append(contentsOf: text.bytes(outline.names[column]))
            pattern.append(UInt8(ascii: ">"))
            next.removeAll(keepingCapacity: true)
            let found =
                replaced
                ? ByteView.withView(of: current) { Self.replace(pattern, with: value, in: $0, into: &next) }
                : Self.replace(pattern, with: value, in: bytes, into: &next)
            if found {
                swap(&current, &next)
                replaced = true
            }
        }
        guard replaced else { return nil }
        let start = textBase + output.count
        output.append(current)
        return TextRef(start, textBase + output.count)
    }

    private static func replace(
        _ pattern: [UInt8], with value: ByteView, in text: ByteView,
        into output: inout [UInt8]
    ) -> Bool {
        let count = pattern.count
        guard count > 0, count <= text.count else { return false }
        var copied = 0
        var index = 0
        let last = text.count - count
        // NB: every pattern starts with `<`, so the scan jumps from one `<` to the next.
        while index <= last, let found = text.firstIndex(ofByte: UInt8(ascii: "<"), from: index) {
            index = found
            guard index <= last else { break }
            if matches(pattern, in: text, at: index) {
                output.append(contentsOf: text.rebased(from: copied, to: index))
                output.append(contentsOf: value)
                index += count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied != 0 else { return false }
        output.append(contentsOf: text.rebased(from: copied, to: text.count))
        return true
    }

    @inline(__always)
    private static func matches(_ pattern: [UInt8], in text: ByteView, at index: Int) -> Bool {
        var offset = 1
        while offset < pattern.count {
            if text[index + offset] != pattern[offset] { return false }
            offset += 1
        }
        return true
    }
}
