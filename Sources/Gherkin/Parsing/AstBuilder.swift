import CucumberMessages

/// Builds the `GherkinDocument` from the parser's events.
///
/// Ids are taken when a node is completed, bottom-up, as in the reference implementations:
/// a scenario's steps before its examples (rows, then tags, then the examples block), then the
/// scenario's tags and the scenario itself; the feature's tags last.
struct AstBuilder: ParseEventSink {
    var ids: IdGenerator
    private var stack: [AstNode] = [AstNode(.none)]
    private var comments: [Comment] = []
    /// Completed nodes, kept for reuse: most rules (steps above all) are short-lived, and
    /// reusing their nodes saves an allocation each.
    private var pool: [AstNode] = []
    private(set) var document: GherkinDocument?

    init(ids: IdGenerator) {
        self.ids = ids
    }

    mutating func startRule(_ rule: RuleType) {
        if let node = pool.popLast() {
            node.reset(as: rule)
            stack.append(node)
        } else {
            stack.append(AstNode(rule))
        }
    }

    mutating func endRule() throws(GherkinError) {
        guard stack.count > 1, let node = stack.popLast() else { return }
        if try !complete(node, into: stack[stack.count - 1]) { recycle(node) }
    }

    /// Returns a completed node, and the sub-nodes it was holding, to the pool.
    private mutating func recycle(_ node: AstNode) {
        if let header = node.header { pool.append(header) }
        if let tags = node.tags { pool.append(tags) }
        if let body = node.body { pool.append(body) }
        node.header = nil
        node.tags = nil
        node.body = nil
        pool.append(node)
    }

    /// Files `token` in the innermost open rule, or with the comments.
    ///
    /// NB: the token is consumed and moved into the node, which saves a retain and a release
    /// of each of its strings and arrays per line.
    mutating func build(_ token: consuming Token) throws(GherkinError) {
        if token.matchedType == .comment {
            comments.append(Comment(location: location(token), text: token.text ?? ""))
        } else {
            stack[stack.count - 1].add(consume token)
        }
    }

    // MARK: Pieces

    @inline(__always)
    private func location(_ token: Token, column: Int? = nil) -> Location {
        Location(line: token.lineNumber, column: column ?? token.column)
    }

    private mutating func tags(_ node: AstNode?) -> [Tag] {
        guard let tagsNode = node?.tags, !tagsNode.tagLines.isEmpty else { return [] }
        var tags: [Tag] = []
        for line in tagsNode.tagLines {
            for item in line {
                tags.append(Tag(location: item.location, name: item.value, id: ids.next()))
            }
        }
        return tags
    }

    private mutating func tableRows(_ node: AstNode) throws(GherkinError) -> [TableRow] {
        var rows: [TableRow] = []
        rows.reserveCapacity(node.tableRows.count)
        for row in node.tableRows {
            rows.append(TableRow(location: Location(line: row.line, column: row.column), cells: row.cells, id: ids.next()))
        }
        if let first = rows.first {
            for row in rows where row.cells.count != first.cells.count {
                throw GherkinError(
                    kind: .inconsistentCellCount, line: row.location.line, column: row.location.column,
                    reason: "inconsistent cell count within the table")
            }
        }
        return rows
    }

    // MARK: Completing rules

    /// Turns a closed rule into its AST value and files it in `parent`; returns whether the
    /// node itself was kept (as a header, tags or body for the parent to read).
    private mutating func complete(_ node: AstNode, into parent: AstNode) throws(GherkinError) -> Bool {
        switch node.ruleType {
        case .step:
            guard let line = node.takeLineToken() else { return false }
            // Most step lists are short; one right-sized allocation beats growing by doubling.
            // NB: four steps stay under the 1 kB above which glibc's malloc takes a slow path.
            if parent.steps.isEmpty { parent.steps.reserveCapacity(4) }
            parent.steps.append(Step(
                location: location(line), keyword: line.keyword ?? "", keywordType: line.keywordType,
                text: line.text ?? "", docString: node.docString.take(), dataTable: node.dataTable.take(),
                id: ids.next()))
        case .docString:
            guard let separator = node.takeSeparatorToken(), parent.docString == nil else { return false }
            let mediaType = separator.text.flatMap { $0.isEmpty ? nil : $0 }
            parent.docString = DocString(
                location: location(separator), mediaType: mediaType, content: Self.joinedLines(node.otherLines),
                delimiter: separator.keyword ?? "")
        case .dataTable:
            let rows = try tableRows(node)
            guard let first = rows.first, parent.dataTable == nil else { return false }
            parent.dataTable = DataTable(location: first.location, rows: rows)
        case .background:
            guard let line = node.takeLineToken(), parent.background == nil else { return false }
            parent.background = Background(
                location: location(line), keyword: line.keyword ?? "", name: line.text ?? "",
                description: node.description ?? "", steps: node.takeSteps(), id: ids.next())
        case .scenarioDefinition:
            let tags = tags(node)
            guard let body = node.body, let line = body.takeLineToken() else { return false }
            parent.scenarios.append(Scenario(
                location: location(line), tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
                description: body.description ?? "", steps: body.takeSteps(), examples: body.examples, id: ids.next()))
        case .examplesDefinition:
            let tags = tags(node)
            guard let body = node.body, let line = body.lineToken else { return false }
            let rows = body.examplesTable
            parent.examples.append(Examples(
                location: location(line), tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
                description: body.description ?? "", tableHeader: rows?.first,
                tableBody: rows.map { Array($0.dropFirst()) } ?? [], id: ids.next()))
        case .examplesTable:
            let rows = try tableRows(node)
            if parent.examplesTable == nil { parent.examplesTable = rows }
        case .description:
            var end = node.otherLines.count
            // NB: trailing lines of nothing but blanks are trimmed, as upstream (its `trimmedLineText`
            // is the line without leading whitespace, so a line of blanks counts as empty); the
            // Cucumber Compatibility Kit's `regular-expression` sample depends on it.
            while end > 0, node.otherLines[end - 1].allSatisfy(\.isWhitespace) { end -= 1 }
            if parent.description == nil { parent.description = Self.joinedLines(node.otherLines[0..<end]) }
        case .feature:
            if parent.feature == nil, let feature = try feature(node) { parent.feature = feature }
        case .rule:
            if let rule = rule(node) { parent.rules.append(rule) }
        case .gherkinDocument:
            document = GherkinDocument(feature: node.feature, comments: comments)
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

    private mutating func feature(_ node: AstNode) throws(GherkinError) -> Feature? {
        guard let header = node.header else { return nil }
        let tags = tags(header)
        guard let line = header.lineToken else { return nil }
        var children: [FeatureChild] = []
        children.reserveCapacity(node.scenarios.count + node.rules.count + 1)
        if let background = node.background { children.append(FeatureChild(background: background)) }
        for scenario in node.scenarios { children.append(FeatureChild(scenario: scenario)) }
        for rule in node.rules { children.append(FeatureChild(rule: rule)) }
        return Feature(
            location: location(line), tags: tags, language: line.dialect ?? "", keyword: line.keyword ?? "",
            name: line.text ?? "", description: header.description ?? "", children: children)
    }

    private mutating func rule(_ node: AstNode) -> Rule? {
        guard let header = node.header, let line = header.lineToken else { return nil }
        let tags = tags(header)
        var children: [RuleChild] = []
        children.reserveCapacity(node.scenarios.count + 1)
        if let background = node.background { children.append(RuleChild(background: background)) }
        for scenario in node.scenarios { children.append(RuleChild(scenario: scenario)) }
        return Rule(
            location: location(line), tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
            description: header.description ?? "", children: children, id: ids.next())
    }

    private static func joinedLines<Lines: Collection<String>>(_ lines: Lines) -> String {
        var result = ""
        var first = true
        for line in lines {
            if !first { result += "\n" }
            result += line
            first = false
        }
        return result
    }
}
