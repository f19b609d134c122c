import CucumberMessages
import VerityWorkspace

/// The outline of a feature file as LSP document symbols: the feature, then its backgrounds,
/// rules, scenarios and outlines, then each outline's examples. Each entry covers its tags, its
/// title and everything up to the next entry beside it. A file that does not parse has the
/// outline its heading lines give (see ``LineKeywords``), so it does not vanish while a line is
/// half written.
///
/// ```swift
/// DocumentOutline.symbols(analysis).first?.children.map(\.name)  // ["Background", "Eating", "Rule: …"]
/// ```
package enum DocumentOutline {
    /// The outline of `analysis`.
    package static func symbols(_ analysis: FeatureAnalysis) -> [DocumentSymbol] {
        let lastLine = analysis.lines.lineCount - 1
        if let read = analysis.lineKeywords {
            return Node.symbols(of: lineNodes(read), lines: analysis.lines, lastLine: lastLine)
        }
        guard let feature = analysis.document?.feature else { return [] }
        let node = Node(
            name: feature.name, keyword: feature.keyword, kind: .module, location: feature.location,
            tags: feature.tags.map(\.location), children: feature.children.flatMap(nodes))
        return Node.symbols(of: [node], lines: analysis.lines, lastLine: lastLine)
    }

    /// The entry of a feature child: a background, a scenario, or a rule with its own children.
    private static func nodes(_ child: FeatureChild) -> [Node] {
        if let background = child.background { return [node(background)] }
        if let scenario = child.scenario { return [node(scenario)] }
        guard let rule = child.rule else { return [] }
        let children = rule.children.flatMap { child -> [Node] in
            if let background = child.background { return [node(background)] }
            if let scenario = child.scenario { return [node(scenario)] }
            return []
        }
        return [
            Node(
                name: rule.name, keyword: rule.keyword, kind: .namespace, location: rule.location,
                tags: rule.tags.map(\.location), children: children)
        ]
    }

    /// The entry of a background.
    private static func node(_ background: Background) -> Node {
        Node(
            name: background.name, keyword: background.keyword, kind: .constructor, location: background.location,
            tags: [], children: [])
    }

    /// The entry of a scenario or outline, with one child per examples block.
    private static func node(_ scenario: Scenario) -> Node {
        let examples = scenario.examples.map { examples in
            Node(
                name: examples.name, keyword: examples.keyword, kind: .array, location: examples.location,
                tags: examples.tags.map(\.location), children: [])
        }
        return Node(
            name: scenario.name, keyword: scenario.keyword, kind: .function, location: scenario.location,
            tags: scenario.tags.map(\.location), children: examples)
    }

    /// The entries the heading lines give, nested as the parser would nest them: rules in the
    /// feature, backgrounds and scenarios in the rule or feature before them, examples in the
    /// scenario before them; tags are the tag lines just above a heading.
    private static func lineNodes(_ read: LineKeywords) -> [Node] {
        var feature: Node?
        var top: [Node] = []
        var rule: Node?
        var scenario: Node?
        var tags: [Location] = []
        /// Files the open scenario under the open rule, else the feature, else the top.
        func closeScenario() {
            guard let closed = scenario else { return }
            scenario = nil
            if rule != nil {
                rule?.children.append(closed)
            } else if feature != nil {
                feature?.children.append(closed)
            } else {
                top.append(closed)
            }
        }
        /// Files the open rule under the feature, else the top.
        func closeRule() {
            closeScenario()
            guard let closed = rule else { return }
            rule = nil
            if feature != nil { feature?.children.append(closed) } else { top.append(closed) }
        }
        for (line, role) in read.roles.enumerated() {
            switch role {
            case .tags:
                tags.append(Location(line: line + 1, column: 1))
                continue
            case .heading(let heading):
                let node = Node(
                    name: heading.name, keyword: heading.keyword, kind: heading.kind.symbolKind,
                    location: Location(line: line + 1, column: heading.keywordStart + 1), tags: tags, children: [])
                switch heading.kind {
                case .feature:
                    closeRule()
                    if let previous = feature { top.append(previous) }
                    feature = node
                case .rule:
                    closeRule()
                    rule = node
                case .background, .scenario, .scenarioOutline:
                    closeScenario()
                    scenario = node
                case .examples:
                    if scenario != nil { scenario?.children.append(node) } else { top.append(node) }
                }
            case .other:
                // NB: comments and blank lines between tags and their heading keep the tags.
                continue
            case .step, .tableRow, .docString:
                break
            }
            tags = []
        }
        closeRule()
        if let feature { top.append(feature) }
        return top.sorted { $0.location.line < $1.location.line }
    }

    /// An entry before its span is known.
    private struct Node {
        var name: String
        var keyword: String
        var kind: DocumentSymbol.Kind
        var location: Location
        var tags: [Location]
        var children: [Node]

        /// The first line the entry covers, 0-based: its first tag's, else its title's.
        var firstLine: Int { (tags.map(\.line).min() ?? location.line) - 1 }

        /// The symbols of `nodes`, entries beside each other: each covers up to the line before
        /// the next one's first, the last up to `lastLine`.
        static func symbols(of nodes: [Node], lines: DocumentLines, lastLine: Int) -> [DocumentSymbol] {
            nodes.enumerated().map { position, node in
                let last = position + 1 < nodes.count ? nodes[position + 1].firstLine - 1 : lastLine
                return node.symbol(lines: lines, lastLine: last)
            }
        }

        /// The symbol covering up to `lastLine` (blank lines at its end left out).
        func symbol(lines: DocumentLines, lastLine: Int) -> DocumentSymbol {
            let titleLine = location.line - 1
            var endLine = max(lastLine, titleLine)
            while endLine > titleLine, lines.text(ofLine: endLine).trimmingWhitespace().isEmpty { endLine -= 1 }
            let titleStart = lines.position(gherkinLine: location.line, column: location.column)
            let title = TextRange(start: titleStart, end: max(titleStart, lines.endOfContent(ofLine: titleLine)))
            let start = min(titleStart, TextPosition(line: firstLine, character: 0))
            let symbols = Self.symbols(of: children, lines: lines, lastLine: endLine)
            let trimmedName = name.trimmingWhitespace()
            return DocumentSymbol(
                name: trimmedName.isEmpty ? keyword : String(trimmedName), detail: keyword, kind: kind,
                range: TextRange(start: start, end: max(title.end, lines.endOfContent(ofLine: endLine))),
                selectionRange: title, children: symbols)
        }
    }
}

extension LineKeywords.Heading.Kind {
    /// The symbol kind of the part a heading opens, as the parsed outline gives it.
    fileprivate var symbolKind: DocumentSymbol.Kind {
        switch self {
        case .feature: .module
        case .rule: .namespace
        case .background: .constructor
        case .scenario, .scenarioOutline: .function
        case .examples: .array
        }
    }
}
