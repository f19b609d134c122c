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

    private var current: AstNode { stack[stack.count - 1] }

    mutating func startRule(_ rule: RuleType) {
        stack.append(AstNode(rule))
    }

    mutating func endRule() throws(GherkinError) {
        guard stack.count > 1, let node = stack.popLast() else { return }
        if let value = try transform(node) {
            current.add(value, for: node.ruleType)
        }
    }

    mutating func build(_ token: Token) throws(GherkinError) {
        if token.matchedType == .comment {
            comments.append(Comment(location: location(token), text: token.text ?? ""))
        } else {
            current.add(token)
        }
    }

    // MARK: Pieces

    private func location(_ token: Token, column: Int? = nil) -> Location {
        Location(line: token.lineNumber, column: column ?? token.column)
    }

    private mutating func tags(_ node: AstNode?) -> [Tag] {
        guard let tagsNode = node?.node(.tags) else { return [] }
        var tags: [Tag] = []
        for token in tagsNode.tokens(.tagLine) {
            for item in token.items {
                tags.append(Tag(location: location(token, column: item.column), name: item.text, id: ids.next()))
            }
        }
        return tags
    }

    private func description(_ node: AstNode?) -> String {
        if case .description(let text)? = node?.single(.description) { return text }
        return ""
    }

    private func steps(_ node: AstNode?) -> [Step] {
        node?.items(.step).compactMap { if case .step(let step) = $0 { step } else { nil } } ?? []
    }

    private mutating func tableRows(_ node: AstNode) throws(GherkinError) -> [TableRow] {
        var rows: [TableRow] = []
        for token in node.tokens(.tableRow) {
            let cells = token.items.map { TableCell(location: location(token, column: $0.column), value: $0.text) }
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

    // MARK: Transform

    private mutating func transform(_ node: AstNode) throws(GherkinError) -> AstValue? {
        switch node.ruleType {
        case .step:
            guard let line = node.token(.stepLine) else { return nil }
            var dataTable: DataTable?
            if case .dataTable(let table)? = node.single(.dataTable) { dataTable = table }
            var docString: DocString?
            if case .docString(let doc)? = node.single(.docString) { docString = doc }
            return .step(Step(
                location: location(line), keyword: line.keyword ?? "", keywordType: line.keywordType,
                text: line.text ?? "", docString: docString, dataTable: dataTable, id: ids.next()))
        case .docString:
            guard let separator = node.token(.docStringSeparator) else { return nil }
            let mediaType = separator.text.flatMap { $0.isEmpty ? nil : $0 }
            let content = node.tokens(.other).map { $0.text ?? "" }.joined(separator: "\n")
            return .docString(DocString(
                location: location(separator), mediaType: mediaType, content: content,
                delimiter: separator.keyword ?? ""))
        case .dataTable:
            let rows = try tableRows(node)
            guard let first = rows.first else { return nil }
            return .dataTable(DataTable(location: first.location, rows: rows))
        case .background:
            guard let line = node.token(.backgroundLine) else { return nil }
            return .background(Background(
                location: location(line), keyword: line.keyword ?? "", name: line.text ?? "",
                description: description(node), steps: steps(node), id: ids.next()))
        case .scenarioDefinition:
            let tags = tags(node)
            guard let scenarioNode = node.node(.scenario), let line = scenarioNode.token(.scenarioLine) else {
                return nil
            }
            let examples = scenarioNode.items(.examplesDefinition).compactMap {
                if case .examples(let examples) = $0 { examples } else { nil }
            }
            return .scenario(Scenario(
                location: location(line), tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
                description: description(scenarioNode), steps: steps(scenarioNode), examples: examples,
                id: ids.next()))
        case .examplesDefinition:
            let tags = tags(node)
            guard let examplesNode = node.node(.examples), let line = examplesNode.token(.examplesLine) else {
                return nil
            }
            var rows: [TableRow]?
            if case .tableRows(let table)? = examplesNode.single(.examplesTable) { rows = table }
            return .examples(Examples(
                location: location(line), tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
                description: description(examplesNode), tableHeader: rows?.first,
                tableBody: Array((rows ?? []).dropFirst()), id: ids.next()))
        case .examplesTable:
            return .tableRows(try tableRows(node))
        case .description:
            var lines = node.tokens(.other)
            while let last = lines.last, last.line?.isEmpty ?? true { lines.removeLast() }
            return .description(lines.map { $0.text ?? "" }.joined(separator: "\n"))
        case .feature:
            return try featureValue(node)
        case .rule:
            return ruleValue(node)
        case .gherkinDocument:
            var feature: Feature?
            if case .feature(let value)? = node.single(.feature) { feature = value }
            document = GherkinDocument(feature: feature, comments: comments)
            return nil
        default:
            return .node(node)
        }
    }

    private mutating func featureValue(_ node: AstNode) throws(GherkinError) -> AstValue? {
        guard let header = node.node(.featureHeader) else { return nil }
        let tags = tags(header)
        guard let line = header.token(.featureLine) else { return nil }
        var children: [FeatureChild] = []
        if case .background(let background)? = node.single(.background) {
            children.append(FeatureChild(background: background))
        }
        for case .scenario(let scenario) in node.items(.scenarioDefinition) {
            children.append(FeatureChild(scenario: scenario))
        }
        for case .rule(let rule) in node.items(.rule) {
            children.append(FeatureChild(rule: rule))
        }
        return .feature(Feature(
            location: location(line), tags: tags, language: line.dialect, keyword: line.keyword ?? "",
            name: line.text ?? "", description: description(header), children: children))
    }

    private mutating func ruleValue(_ node: AstNode) -> AstValue? {
        guard let header = node.node(.ruleHeader), let line = header.token(.ruleLine) else { return nil }
        let tags = tags(header)
        var children: [RuleChild] = []
        if case .background(let background)? = node.single(.background) {
            children.append(RuleChild(background: background))
        }
        for case .scenario(let scenario) in node.items(.scenarioDefinition) {
            children.append(RuleChild(scenario: scenario))
        }
        return .rule(Rule(
            location: location(line), tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
            description: description(header), children: children, id: ids.next()))
    }
}
