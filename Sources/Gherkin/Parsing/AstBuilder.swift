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
    private(set) var document: GherkinDocument?

    init(ids: IdGenerator) {
        self.ids = ids
    }

    mutating func startRule(_ rule: RuleType) {
        stack.append(AstNode(rule))
    }

    mutating func endRule() throws(GherkinError) {
        guard stack.count > 1, let node = stack.popLast() else { return }
        try complete(node, into: stack[stack.count - 1])
    }

    mutating func build(_ token: Token) throws(GherkinError) {
        if token.matchedType == .comment {
            comments.append(Comment(location: location(token), text: token.text ?? ""))
        } else {
            stack[stack.count - 1].add(token)
        }
    }

    // MARK: Pieces

    @inline(__always)
    private func location(_ token: Token, column: Int? = nil) -> Location {
        Location(line: token.lineNumber, column: column ?? token.column)
    }

    private mutating func tags(_ node: AstNode?) -> [Tag] {
        guard let tagsNode = node?.tags, !tagsNode.tagTokens.isEmpty else { return [] }
        var tags: [Tag] = []
        for token in tagsNode.tagTokens {
            for item in token.items {
                tags.append(Tag(location: location(token, column: item.column), name: item.text, id: ids.next()))
            }
        }
        return tags
    }

    private mutating func tableRows(_ node: AstNode) throws(GherkinError) -> [TableRow] {
        var rows: [TableRow] = []
        rows.reserveCapacity(node.rowTokens.count)
        for token in node.rowTokens {
            var cells: [TableCell] = []
            cells.reserveCapacity(token.items.count)
            for item in token.items {
                cells.append(TableCell(location: location(token, column: item.column), value: item.text))
            }
            rows.append(TableRow(location: location(token), cells: cells, id: ids.next()))
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

    /// Turns a closed rule into its AST value and files it in `parent`.
    private mutating func complete(_ node: AstNode, into parent: AstNode) throws(GherkinError) {
        switch node.ruleType {
        case .step:
            guard let line = node.lineToken else { return }
            parent.steps.append(Step(
                location: location(line), keyword: line.keyword ?? "", keywordType: line.keywordType,
                text: line.text ?? "", docString: node.docString, dataTable: node.dataTable, id: ids.next()))
        case .docString:
            guard let separator = node.separatorToken, parent.docString == nil else { return }
            let mediaType = separator.text.flatMap { $0.isEmpty ? nil : $0 }
            parent.docString = DocString(
                location: location(separator), mediaType: mediaType, content: Self.joinedLines(node.otherTokens),
                delimiter: separator.keyword ?? "")
        case .dataTable:
            let rows = try tableRows(node)
            guard let first = rows.first, parent.dataTable == nil else { return }
            parent.dataTable = DataTable(location: first.location, rows: rows)
        case .background:
            guard let line = node.lineToken, parent.background == nil else { return }
            parent.background = Background(
                location: location(line), keyword: line.keyword ?? "", name: line.text ?? "",
                description: node.description ?? "", steps: node.steps, id: ids.next())
        case .scenarioDefinition:
            let tags = tags(node)
            guard let body = node.body, let line = body.lineToken else { return }
            parent.scenarios.append(Scenario(
                location: location(line), tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
                description: body.description ?? "", steps: body.steps, examples: body.examples, id: ids.next()))
        case .examplesDefinition:
            let tags = tags(node)
            guard let body = node.body, let line = body.lineToken else { return }
            let rows = body.examplesTable
            parent.examples.append(Examples(
                location: location(line), tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
                description: body.description ?? "", tableHeader: rows?.first,
                tableBody: rows.map { Array($0.dropFirst()) } ?? [], id: ids.next()))
        case .examplesTable:
            let rows = try tableRows(node)
            if parent.examplesTable == nil { parent.examplesTable = rows }
        case .description:
            var end = node.otherTokens.count
            while end > 0, node.otherTokens[end - 1].line?.isEmpty ?? true { end -= 1 }
            if parent.description == nil { parent.description = Self.joinedLines(node.otherTokens[0..<end]) }
        case .feature:
            if parent.feature == nil, let feature = try feature(node) { parent.feature = feature }
        case .rule:
            if let rule = rule(node) { parent.rules.append(rule) }
        case .gherkinDocument:
            document = GherkinDocument(feature: node.feature, comments: comments)
        case .featureHeader, .ruleHeader:
            if parent.header == nil { parent.header = node }
        case .tags:
            if parent.tags == nil { parent.tags = node }
        case .scenario, .examples:
            if parent.body == nil { parent.body = node }
        case .none, .stepArg, .dataTableAndMaybeDocString, .docStringAndMaybeDataTable, .descriptionHelper:
            break
        }
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
            location: location(line), tags: tags, language: line.dialect, keyword: line.keyword ?? "",
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

    private static func joinedLines<Lines: Collection<Token>>(_ tokens: Lines) -> String {
        var result = ""
        var first = true
        for token in tokens {
            if !first { result += "\n" }
            result += token.text ?? ""
            first = false
        }
        return result
    }
}
