import CucumberMessages

/// Builds the ``SyntaxTree`` from the parser's events.
///
/// Ids are taken when a node is completed, bottom-up, as in the reference implementations:
/// a scenario's steps before its examples (rows, then tags, then the examples block), then the
/// scenario's tags and the scenario itself; the feature's tags last.
struct SyntaxBuilder: ParseEventSink {
    let document: DocumentText
    private(set) var tree = SyntaxTree()
    private(set) var isComplete = false
    private var stack: [SyntaxNode] = [SyntaxNode(.none)]
    /// Completed nodes, kept for reuse.
    private var pool: [SyntaxNode] = []

    init(document: DocumentText) {
        self.document = document
        // NB: growing a dozen lists by doubling from empty costs more allocations per document
        // than all the rest of the parse; these generous guesses from the source size make
        // most lists one allocation (their memory is only touched where it is filled).
        let size = document.source.count
        document.items.reserveCapacity(size / 8)
        tree.steps.reserveCapacity(size / 40)
        tree.rows.reserveCapacity(size / 32)
        tree.tags.reserveCapacity(size / 64)
        tree.lines.reserveCapacity(size / 64)
        tree.comments.reserveCapacity(size / 256)
        tree.scenarios.reserveCapacity(size / 256)
        tree.examples.reserveCapacity(size / 512)
        tree.docStrings.reserveCapacity(size / 512)
    }

    mutating func startRule(_ rule: RuleType) {
        if let node = pool.popLast() {
            node.reset(as: rule)
            stack.append(node)
        } else {
            stack.append(SyntaxNode(rule))
        }
    }

    mutating func endRule() throws(GherkinError) {
        guard stack.count > 1, let node = stack.popLast() else { return }
        if try !complete(node, into: stack[stack.count - 1]) { recycle(node) }
    }

    mutating func build(_ token: consuming Token) throws(GherkinError) {
        if token.matchedType == .comment {
            tree.comments.append(SyntaxTree.Comment(line: Int32(truncatingIfNeeded: token.lineNumber), text: token.text))
        } else {
            stack[stack.count - 1].add(token)
        }
    }

    /// The finished tree, which takes over the document's items.
    mutating func finish() -> SyntaxTree {
        swap(&tree.items, &document.items)
        return tree
    }

    /// Returns a completed node, and the sub-nodes it was holding, to the pool.
    private mutating func recycle(_ node: SyntaxNode) {
        if let header = node.header { pool.append(header) }
        if let tags = node.tags { pool.append(tags) }
        if let body = node.body { pool.append(body) }
        node.header = nil
        node.tags = nil
        node.body = nil
        pool.append(node)
    }

    @inline(__always)
    private mutating func nextId() -> Int32 {
        defer { tree.idCount += 1 }
        return tree.idCount
    }

    @inline(__always)
    private func position(_ token: Token) -> SyntaxTree.Position {
        SyntaxTree.Position(line: token.lineNumber, column: token.column)
    }

    private mutating func tags(_ node: SyntaxNode?) -> SyntaxTree.Span {
        guard let tagsNode = node?.tags, !tagsNode.tagLines.isEmpty else { return .none }
        var span = SyntaxTree.Span.none
        for line in tagsNode.tagLines {
            for index in line {
                let item = document.items[index]
                tree.tags.append(SyntaxTree.Tag(
                    position: SyntaxTree.Position(line: Int(item.line), column: Int(item.column)), name: item.text,
                    id: nextId()))
                span.append(tree.tags.count - 1)
            }
        }
        return span
    }

    private mutating func tableRows(_ node: SyntaxNode) throws(GherkinError) -> SyntaxTree.Span {
        var span = SyntaxTree.Span.none
        for row in node.tableRows {
            tree.rows.append(SyntaxTree.Row(
                position: row.position,
                cells: SyntaxTree.Span(
                    start: Int32(truncatingIfNeeded: row.cells.lowerBound), count: Int32(truncatingIfNeeded: row.cells.count)),
                id: nextId()))
            span.append(tree.rows.count - 1)
        }
        if let first = node.tableRows.first {
            for row in node.tableRows where row.cells.count != first.cells.count {
                throw GherkinError(
                    kind: .inconsistentCellCount, line: Int(row.position.line), column: Int(row.position.column),
                    reason: "inconsistent cell count within the table")
            }
        }
        return span
    }

    private mutating func lines<Lines: Collection<TextRef>>(_ lines: Lines) -> SyntaxTree.Span {
        let start = tree.lines.count
        tree.lines.append(contentsOf: lines)
        return SyntaxTree.Span(start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: lines.count))
    }

    // MARK: Completing rules

    /// Turns a closed rule into its record and files it in `parent`; returns whether the node
    /// itself was kept (as a header, tags or body for the parent to read).
    private mutating func complete(_ node: SyntaxNode, into parent: SyntaxNode) throws(GherkinError) -> Bool {
        switch node.ruleType {
        case .step:
            guard let line = node.lineToken else { return false }
            tree.steps.append(SyntaxTree.Step(
                position: position(line), keyword: line.keyword, keywordType: line.keywordType, text: line.text,
                docString: node.docString, dataTable: node.dataTable ?? .none, id: nextId()))
            parent.steps.append(tree.steps.count - 1)
        case .docString:
            guard let separator = node.separatorToken, parent.docString < 0 else { return false }
            tree.docStrings.append(SyntaxTree.DocString(
                position: position(separator), mediaType: separator.text, content: lines(node.otherLines),
                delimiter: separator.keyword))
            parent.docString = Int32(truncatingIfNeeded: tree.docStrings.count - 1)
        case .dataTable:
            let rows = try tableRows(node)
            guard !rows.isEmpty, parent.dataTable == nil else { return false }
            parent.dataTable = rows
        case .background:
            guard let line = node.lineToken, parent.background < 0 else { return false }
            tree.backgrounds.append(SyntaxTree.Background(
                position: position(line), keyword: line.keyword, name: line.text,
                description: node.description ?? .none, steps: node.steps, id: nextId()))
            parent.background = Int32(truncatingIfNeeded: tree.backgrounds.count - 1)
        case .scenarioDefinition:
            let tags = tags(node)
            guard let body = node.body, let line = body.lineToken else { return false }
            tree.scenarios.append(SyntaxTree.Scenario(
                position: position(line), tags: tags, keyword: line.keyword, name: line.text,
                description: body.description ?? .none, steps: body.steps, examples: body.examples, id: nextId()))
            parent.scenarios.append(tree.scenarios.count - 1)
        case .examplesDefinition:
            let tags = tags(node)
            guard let body = node.body, let line = body.lineToken else { return false }
            let rows = body.examplesTable ?? .none
            tree.examples.append(SyntaxTree.Examples(
                position: position(line), tags: tags, keyword: line.keyword, name: line.text,
                description: body.description ?? .none, header: rows.isEmpty ? -1 : rows.start,
                body: rows.isEmpty ? .none : SyntaxTree.Span(start: rows.start + 1, count: rows.count - 1), id: nextId()))
            parent.examples.append(tree.examples.count - 1)
        case .examplesTable:
            let rows = try tableRows(node)
            if parent.examplesTable == nil { parent.examplesTable = rows }
        case .description:
            var end = node.otherLines.count
            // NB: trailing lines of nothing but blanks are trimmed, as upstream (its `trimmedLineText`
            // is the line without leading whitespace, so a line of blanks counts as empty); the
            // Cucumber Compatibility Kit's `regular-expression` sample depends on it.
            while end > 0, isBlank(node.otherLines[end - 1]) { end -= 1 }
            if parent.description == nil { parent.description = lines(node.otherLines[0..<end]) }
        case .feature:
            if !parent.hasFeature, let feature = feature(node) {
                tree.feature = feature
                parent.hasFeature = true
            }
        case .rule:
            if let rule = rule(node) { parent.rules.append(appending(rule)) }
        case .gherkinDocument:
            isComplete = true
        case .featureHeader, .ruleHeader:
            guard parent.header == nil else { return false }
            parent.header = node
            return true
        case .tags:
            guard parent.tags == nil else { return false }
            parent.tags = node
            return true
        case .scenario, .examples:
            guard parent.body == nil else { return false }
            parent.body = node
            return true
        case .none, .stepArg, .dataTableAndMaybeDocString, .docStringAndMaybeDataTable, .descriptionHelper:
            break
        }
        return false
    }

    private mutating func appending(_ rule: SyntaxTree.Rule) -> Int {
        tree.rules.append(rule)
        return tree.rules.count - 1
    }

    /// Whether a description line holds only whitespace (as `Character.isWhitespace` has it:
    /// the separators U+001C to U+001F do not count).
    ///
    /// NB: the line may be rewritten text (a Markdown description line unescaped by an open
    /// doc string), so it is read through the document, not from the source.
    private func isBlank(_ text: TextRef) -> Bool {
        document.derived.withUnsafeBufferPointer { derived in
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

    private mutating func feature(_ node: SyntaxNode) -> SyntaxTree.Feature? {
        guard let header = node.header else { return nil }
        let tags = tags(header)
        guard let line = header.lineToken else { return nil }
        return SyntaxTree.Feature(
            position: position(line), tags: tags, language: document.language, keyword: line.keyword, name: line.text,
            description: header.description ?? .none, background: node.background, scenarios: node.scenarios,
            rules: node.rules)
    }

    private mutating func rule(_ node: SyntaxNode) -> SyntaxTree.Rule? {
        guard let header = node.header, let line = header.lineToken else { return nil }
        let tags = tags(header)
        return SyntaxTree.Rule(
            position: position(line), tags: tags, keyword: line.keyword, name: line.text,
            description: header.description ?? .none, background: node.background, scenarios: node.scenarios,
            id: nextId())
    }
}
