import CucumberMessages

/// The role of every line of a parsed document that the AST accounts for; lines it does not
/// account for are blank lines, descriptions or the `# language:` header.
struct FormatterLineMap {
    private(set) var roles: [FormatterLineRole?]
    private var tableCount = 0
    private let lines: [Substring]

    /// - Parameter lines: the source lines, without line terminators (line `n` at index `n-1`).
    init(document: GherkinDocument, lines: [Substring]) {
        self.lines = lines
        roles = Array(repeating: nil, count: lines.count + 1)
        for comment in document.comments { set(comment.location.line, .comment) }
        if let feature = document.feature { add(feature) }
    }

    subscript(line: Int) -> FormatterLineRole? {
        line >= 1 && line < roles.count ? roles[line] : nil
    }

    private mutating func set(_ line: Int, _ role: FormatterLineRole) {
        if line >= 1 && line < roles.count { roles[line] = role }
    }

    private mutating func addTags(_ tags: [Tag], depth: Int) {
        var byLine: [Int: [Tag]] = [:]
        for tag in tags { byLine[tag.location.line, default: []].append(tag) }
        for (line, tags) in byLine { set(line, .tags(depth: depth, tags: tags)) }
    }

    private mutating func header(_ location: Location, _ keyword: String, _ name: String, depth: Int, block: Bool) {
        set(location.line, .header(depth: depth, keyword: keyword, name: name, startsBlock: block))
    }

    private mutating func add(_ feature: Feature) {
        addTags(feature.tags, depth: 0)
        header(feature.location, feature.keyword, feature.name, depth: 0, block: false)
        for child in feature.children {
            if let rule = child.rule { add(rule, depth: 1) }
            if let background = child.background { add(background, depth: 1) }
            if let scenario = child.scenario { add(scenario, depth: 1) }
        }
    }

    private mutating func add(_ rule: Rule, depth: Int) {
        addTags(rule.tags, depth: depth)
        header(rule.location, rule.keyword, rule.name, depth: depth, block: true)
        for child in rule.children {
            if let background = child.background { add(background, depth: depth + 1) }
            if let scenario = child.scenario { add(scenario, depth: depth + 1) }
        }
    }

    private mutating func add(_ background: Background, depth: Int) {
        header(background.location, background.keyword, background.name, depth: depth, block: true)
        for step in background.steps { add(step, depth: depth + 1) }
    }

    private mutating func add(_ scenario: Scenario, depth: Int) {
        addTags(scenario.tags, depth: depth)
        header(scenario.location, scenario.keyword, scenario.name, depth: depth, block: true)
        for step in scenario.steps { add(step, depth: depth + 1) }
        for examples in scenario.examples {
            addTags(examples.tags, depth: depth + 1)
            header(examples.location, examples.keyword, examples.name, depth: depth + 1, block: true)
            let rows = (examples.tableHeader.map { [$0] } ?? []) + examples.tableBody
            addTable(rows, depth: depth + 2)
        }
    }

    private mutating func add(_ step: Step, depth: Int) {
        set(step.location.line, .step(depth: depth, keyword: step.keyword, text: step.text))
        if let table = step.dataTable { addTable(table.rows, depth: depth + 1) }
        if let docString = step.docString { add(docString, depth: depth + 1) }
    }

    private mutating func addTable(_ rows: [TableRow], depth: Int) {
        tableCount += 1
        for row in rows { set(row.location.line, .tableRow(depth: depth, table: tableCount)) }
    }

    private mutating func add(_ docString: MessageDocString, depth: Int) {
        let open = docString.location.line
        set(open, .docStringOpen(depth: depth, delimiter: docString.delimiter, mediaType: docString.mediaType))
        let indent = (docString.location.column ?? 1) - 1
        var line = open + 1
        // NB: The closing delimiter is the first later line that starts with the same delimiter
        // once its indentation is skipped; escaped delimiters in the content start with `\`.
        while line <= lines.count {
            if GherkinWhitespace.trimmingLeading(lines[line - 1]).hasPrefix(docString.delimiter) {
                set(line, .docStringClose(depth: depth, delimiter: docString.delimiter))
                return
            }
            set(line, .docStringContent(depth: depth, indentToRemove: indent))
            line += 1
        }
    }
}
