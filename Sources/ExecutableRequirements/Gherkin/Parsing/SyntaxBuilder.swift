import CucumberMessages

/// Builds the ``SyntaxTree`` from the parser's events.
///
/// Ids are taken when a node is completed, bottom-up, as in the reference implementations:
/// a scenario's steps before its examples (rows, then tags, then the examples block), then the
/// scenario's tags and the scenario itself; the feature's tags last.
///
/// NB: a class, so that the lists filled once per line can be ``RecordBuffer``s, which unlike
/// arrays do not check for shared storage on every append; ``finish()`` copies them into the
/// tree's arrays (one copy per list, in place of a check per append). Only the parse that
/// created a builder touches it, one access at a time, so run-time exclusivity checks are
/// switched off: they could never fail, and they would run on every append
/// (`Benchmarks/gherkin` measures the parse).
final class SyntaxBuilder: ParseEventSink {
    /// A table row until its table is complete and the row gets its id.
    private struct PendingRow {
        let position: SyntaxTree.Position
        let cells: SyntaxTree.Span
    }

    let document: DocumentText
    @exclusivity(unchecked) private var tree = SyntaxTree()
    // The tree's lists that grow with every few lines, until ``finish()``.
    @exclusivity(unchecked) private var treeSteps: RecordBuffer<SyntaxTree.Step>
    @exclusivity(unchecked) private var treeRows: RecordBuffer<SyntaxTree.Row>
    @exclusivity(unchecked) private var treeTags: RecordBuffer<SyntaxTree.Tag>
    @exclusivity(unchecked) private var treeLines: RecordBuffer<TextRef>
    @exclusivity(unchecked) private(set) var isComplete = false
    /// The open rules, innermost last.
    @exclusivity(unchecked) private var stack: RecordBuffer<SyntaxNode>
    /// Closed rules that an open rule will read when it closes.
    @exclusivity(unchecked) private var kept: [SyntaxNode] = []
    /// The lines open and kept rules collected, by kind (see ``SyntaxNode``).
    @exclusivity(unchecked) private var tagLines: RecordBuffer<SyntaxTree.Span>
    @exclusivity(unchecked) private var tableRows: RecordBuffer<PendingRow>
    @exclusivity(unchecked) private var textLines: RecordBuffer<TextRef>

    init(document: DocumentText) {
        self.document = document
        // NB: growing a dozen lists by doubling from empty costs more allocations per document
        // than all the rest of the parse; these generous guesses from the source size make
        // most lists one allocation (their memory is only touched where it is filled).
        let size = document.source.count
        treeSteps = RecordBuffer(capacity: size / 40)
        treeRows = RecordBuffer(capacity: size / 32)
        treeTags = RecordBuffer(capacity: size / 64)
        treeLines = RecordBuffer(capacity: size / 64)
        stack = RecordBuffer(capacity: 16)
        tagLines = RecordBuffer(capacity: size / 256)
        tableRows = RecordBuffer(capacity: size / 32)
        textLines = RecordBuffer(capacity: size / 64)
        tree.comments.reserveCapacity(size / 256)
        tree.scenarios.reserveCapacity(size / 256)
        tree.examples.reserveCapacity(size / 512)
        tree.docStrings.reserveCapacity(size / 512)
        kept.reserveCapacity(max(size / 128, 16))
        stack.append(SyntaxNode(.none, linesStart: 0))
    }

    func startRule(_ rule: RuleType) {
        stack.append(SyntaxNode(rule, linesStart: lineCount(for: rule)))
    }

    /// How many lines the shared list that `rule` collects into holds (0 for a rule that
    /// collects none): where an opening rule's lines start, and a closing one's end.
    @inline(__always)
    private func lineCount(for rule: RuleType) -> Int {
        switch rule {
        case .tags: tagLines.count
        case .dataTable, .examplesTable: tableRows.count
        case .description, .docString: textLines.count
        default: 0
        }
    }

    func endRule() throws(GherkinError) {
        guard stack.count > 1 else { return }
        // NB: the rule is completed where it is on the stack and popped afterwards; moving it
        // off first copied the whole record for every rule.
        let top = stack.count - 1
        stack[top].linesEnd = Int32(truncatingIfNeeded: lineCount(for: stack[top].ruleType))
        defer { stack.dropLast() }
        // NB: a copy of the record (plain values, no references) is read while the parent,
        // further down the same stack, is changed.
        let node = stack[top]
        try complete(node, into: top - 1)
    }

    @inline(__always)
    func build(_ token: borrowing Token) throws(GherkinError) {
        let top = stack.count - 1
        switch token.matchedType {
        case .comment:
            tree.comments.append(
                SyntaxTree.Comment(line: Int32(truncatingIfNeeded: token.lineNumber), text: token.text))
        case .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine, .stepLine, .docStringSeparator:
            if stack[top].line == nil { stack[top].line = SyntaxNode.Line(token) }
        case .tagLine: tagLines.append(token.itemSpan)
        case .tableRow:
            tableRows.append(
                PendingRow(
                    position: SyntaxTree.Position(line: token.lineNumber, column: token.column), cells: token.itemSpan))
        case .other: textLines.append(token.text)
        case .none, .eof, .empty, .language: break
        }
    }

    /// The finished tree, with the document's items.
    func finish() -> SyntaxTree {
        tree.items = document.items.array
        tree.steps = treeSteps.array
        tree.rows = treeRows.array
        tree.tags = treeTags.array
        tree.lines = treeLines.array
        return tree
    }

    /// Keeps a closed rule for its parent to read; returns its index.
    private func keep(_ node: SyntaxNode) -> Int32 {
        kept.append(node)
        return Int32(truncatingIfNeeded: kept.count - 1)
    }

    /// The kept rule at `index`, or `nil` for -1.
    private func kept(_ index: Int32) -> SyntaxNode? {
        index < 0 ? nil : kept[Int(index)]
    }

    @inline(__always)
    private func nextId() -> Int32 {
        defer { tree.idCount += 1 }
        return tree.idCount
    }

    /// The tags of `node` (a rule whose tags were kept), each taking its id.
    private func tags(_ node: SyntaxNode?) -> SyntaxTree.Span {
        guard let node, let tagsNode = kept(node.tags), !tagsNode.lines.isEmpty else { return .none }
        var span = SyntaxTree.Span.none
        for line in tagsNode.lines {
            for index in tagLines[line].range {
                let item = document.items[index]
                treeTags.append(
                    SyntaxTree.Tag(
                        position: SyntaxTree.Position(line: Int(item.line), column: Int(item.column)), name: item.text,
                        id: nextId()))
                span.append(treeTags.count - 1)
            }
        }
        return span
    }

    private func rows(_ node: borrowing SyntaxNode) throws(GherkinError) -> SyntaxTree.Span {
        var span = SyntaxTree.Span.none
        let rows = node.lines
        for index in rows {
            let row = tableRows[index]
            treeRows.append(
                SyntaxTree.Row(
                    position: row.position,
                    cells: row.cells,
                    id: nextId()))
            span.append(treeRows.count - 1)
        }
        if let first = rows.first {
            let width = tableRows[first].cells.count
            for index in rows where tableRows[index].cells.count != width {
                let row = tableRows[index]
                throw GherkinError(
                    kind: .inconsistentCellCount, line: Int(row.position.line), column: Int(row.position.column),
                    reason: "inconsistent cell count within the table")
            }
        }
        return span
    }

    /// Files text lines (a range of `textLines`) in the tree's lines.
    private func lines(_ range: Range<Int>) -> SyntaxTree.Span {
        let start = treeLines.count
        for index in range { treeLines.append(textLines[index]) }
        return SyntaxTree.Span(start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: range.count))
    }

    // MARK: Completing rules

    /// Turns a closed rule into its record and files it in the open rule at `parent` (of the
    /// stack), or keeps it there as a header, tags or body for that rule to read.
    private func complete(_ node: SyntaxNode, into parent: Int) throws(GherkinError) {
        switch node.ruleType {
        case .step:
            guard let line = node.line else { return }
            treeSteps.append(
                SyntaxTree.Step(
                    position: line.position, keyword: line.keyword, keywordType: line.keywordType, text: line.text,
                    docString: node.docString, dataTable: node.dataTable ?? .none, id: nextId()))
            stack[parent].steps.append(treeSteps.count - 1)
        case .docString:
            guard let separator = node.line, stack[parent].docString < 0 else { return }
            tree.docStrings.append(
                SyntaxTree.DocString(
                    position: separator.position, mediaType: separator.text, content: lines(node.lines),
                    delimiter: separator.keyword))
            stack[parent].docString = Int32(truncatingIfNeeded: tree.docStrings.count - 1)
        case .dataTable:
            let rows = try rows(node)
            guard !rows.isEmpty, stack[parent].dataTable == nil else { return }
            stack[parent].dataTable = rows
        case .background:
            guard let line = node.line, stack[parent].background < 0 else { return }
            tree.backgrounds.append(
                SyntaxTree.Background(
                    position: line.position, keyword: line.keyword, name: line.text,
                    description: node.description ?? .none, steps: node.steps, id: nextId()))
            stack[parent].background = Int32(truncatingIfNeeded: tree.backgrounds.count - 1)
        case .scenarioDefinition:
            let tags = tags(node)
            guard let body = kept(node.body), let line = body.line else { return }
            tree.scenarios.append(
                SyntaxTree.Scenario(
                    position: line.position, tags: tags, keyword: line.keyword, name: line.text,
                    description: body.description ?? .none, steps: body.steps, examples: body.examples, id: nextId()))
            stack[parent].scenarios.append(tree.scenarios.count - 1)
        case .examplesDefinition:
            let tags = tags(node)
            guard let body = kept(node.body), let line = body.line else { return }
            let rows = body.examplesTable ?? .none
            tree.examples.append(
                SyntaxTree.Examples(
                    position: line.position, tags: tags, keyword: line.keyword, name: line.text,
                    description: body.description ?? .none, header: rows.isEmpty ? -1 : rows.start,
                    body: rows.isEmpty ? .none : SyntaxTree.Span(start: rows.start + 1, count: rows.count - 1),
                    id: nextId()))
            stack[parent].examples.append(tree.examples.count - 1)
        case .examplesTable:
            let rows = try rows(node)
            if stack[parent].examplesTable == nil { stack[parent].examplesTable = rows }
        case .description:
            var end = node.lines.upperBound
            // NB: trailing lines of nothing but blanks are trimmed, as upstream (its `trimmedLineText`
            // is the line without leading whitespace, so a line of blanks counts as empty); the
            // Cucumber Compatibility Kit's `regular-expression` sample depends on it.
            while end > node.lines.lowerBound, isBlank(textLines[end - 1]) { end -= 1 }
            if stack[parent].description == nil { stack[parent].description = lines(node.lines.lowerBound..<end) }
        case .feature:
            if !stack[parent].hasFeature, let feature = feature(node) {
                tree.feature = feature
                stack[parent].hasFeature = true
            }
        case .rule:
            if let rule = rule(node) { stack[parent].rules.append(appending(rule)) }
        case .gherkinDocument:
            isComplete = true
        case .featureHeader, .ruleHeader:
            guard stack[parent].header < 0 else { return }
            stack[parent].header = keep(node)
        case .tags:
            guard stack[parent].tags < 0 else { return }
            stack[parent].tags = keep(node)
        case .scenario, .examples:
            guard stack[parent].body < 0 else { return }
            stack[parent].body = keep(node)
        case .none, .stepArg, .dataTableAndMaybeDocString, .docStringAndMaybeDataTable, .descriptionHelper:
            break
        }
    }

    private func appending(_ rule: SyntaxTree.Rule) -> Int {
        tree.rules.append(rule)
        return tree.rules.count - 1
    }

    /// Whether a description line holds only whitespace (as `Character.isWhitespace` has it:
    /// the separators U+001C to U+001F do not count).
    ///
    /// NB: the line may be rewritten text (a Markdown description line unescaped by an open
    /// doc string), so it is read through the document, not from the source.
    private func isBlank(_ text: TextRef) -> Bool {
        ByteView.withView(of: document.derived) { derived in
            TextStorage.withBytes(text, source: document.source, derived: derived) { bytes in
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte >= 0x1C && byte <= 0x1F { return false }
                    let width = UnicodeWhitespace.length(at: index, in: bytes, end: bytes.count)
                    if width == 0 { return false }
                    index += width
                }
                return true
            }
        }
    }

    private func feature(_ node: borrowing SyntaxNode) -> SyntaxTree.Feature? {
        guard let header = kept(node.header) else { return nil }
        let tags = tags(header)
        guard let line = header.line else { return nil }
        return SyntaxTree.Feature(
            position: line.position, tags: tags, language: document.language, keyword: line.keyword, name: line.text,
            description: header.description ?? .none, background: node.background, scenarios: node.scenarios,
            rules: node.rules)
    }

    private func rule(_ node: borrowing SyntaxNode) -> SyntaxTree.Rule? {
        guard let header = kept(node.header), let line = header.line else { return nil }
        let tags = tags(header)
        return SyntaxTree.Rule(
            position: line.position, tags: tags, keyword: line.keyword, name: line.text,
            description: header.description ?? .none, background: node.background, scenarios: node.scenarios,
            id: nextId())
    }
}
