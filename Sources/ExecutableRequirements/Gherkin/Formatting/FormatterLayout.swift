/// Produces the formatted lines of one document from its source lines and line roles.
struct FormatterLayout {
    /// What an unformatted line is once the AST's roles are filled in.
    enum Kind {
        case role(FormatterLineRole)
        case blank
        case languageHeader
        case description(group: Int)
    }

    private let lines: [Substring]
    private var kinds: [Kind] = []
    /// Lines (1-based) that start a block: they get exactly one blank line before them.
    private var blockStarts: Set<Int> = []
    /// Lines (1-based) inside a block's leading tags and comments, after its first line.
    private var insideLeadingGroup: Set<Int> = []
    private(set) var tableWidths: [Int: [Int]] = [:]
    private var descriptionDepth: [Int: Int] = [:]
    private var descriptionIndent: [Int: Int] = [:]

    init(lines: [Substring], map: FormatterLineMap) {
        self.lines = lines
        kinds.append(.blank)  // index 0 is unused: lines are 1-based
        for number in stride(from: 1, through: lines.count, by: 1) {
            if let role = map[number] {
                kinds.append(.role(role))
            } else if GherkinWhitespace.trimming(lines[number - 1]).isEmpty {
                kinds.append(.blank)
            } else if GherkinWhitespace.trimming(lines[number - 1]).hasPrefix("#") {
                kinds.append(.languageHeader)
            } else {
                kinds.append(.description(group: 0))
            }
        }
        findBlocks()
        measureTables()
        groupDescriptions()
    }

    // MARK: Analysis

    private func isBlank(_ line: Int) -> Bool {
        if case .blank = kinds[line] { return true }
        return false
    }

    private mutating func findBlocks() {
        for line in 1..<kinds.count {
            guard case .role(.header(_, _, _, true)) = kinds[line] else { continue }
            var start = line
            var above = line - 1
            while above >= 1 {
                var candidate = above
                while candidate >= 1 && isBlank(candidate) { candidate -= 1 }
                guard candidate >= 1 else { break }
                let separated = candidate != above
                if case .role(.tags) = kinds[candidate] {
                    start = candidate
                } else if case .role(.comment) = kinds[candidate], !separated {
                    start = candidate
                } else {
                    break
                }
                above = candidate - 1
            }
            blockStarts.insert(start)
            if start < line { insideLeadingGroup.formUnion((start + 1)...line) }
        }
    }

    private mutating func measureTables() {
        for line in 1..<kinds.count {
            guard case .role(.tableRow(_, let table)) = kinds[line] else { continue }
            let cells = FormatterTableRow(line: lines[line - 1]).cells.map(\.count)
            var widths = tableWidths[table] ?? []
            for (column, width) in cells.enumerated() {
                if column < widths.count {
                    widths[column] = max(widths[column], width)
                } else {
                    widths.append(width)
                }
            }
            tableWidths[table] = widths
        }
    }

    /// Numbers the runs of description lines (comments and blank lines may sit inside a run)
    /// and records each run's depth and common indentation.
    private mutating func groupDescriptions() {
        var group = 0
        var inRun = false
        var depth = 0
        for line in 1..<kinds.count {
            switch kinds[line] {
            case .description:
                if !inRun {
                    group += 1
                    inRun = true
                    descriptionDepth[group] = depth
                }
                kinds[line] = .description(group: group)
                let indent = GherkinWhitespace.indentation(of: lines[line - 1])
                descriptionIndent[group] = min(descriptionIndent[group] ?? indent, indent)
            case .blank, .role(.comment):
                continue
            case .languageHeader:
                inRun = false
            case .role(let role):
                inRun = false
                depth = role.contentDepth ?? depth
            }
        }
    }

    // MARK: Rendering

    /// The formatted lines, without line terminators.
    mutating func render() -> [String] {
        var output: [String] = []
        var pendingBlanks = 0
        var previousDepth = 0
        var previousDescriptionGroup: Int?
        var previousWasComment = false
        for line in 1..<kinds.count {
            let raw = lines[line - 1]
            let kind = kinds[line]
            if case .role(.docStringContent(let depth, let indentToRemove)) = kind {
                output.append(docStringLine(raw, depth: depth, indentToRemove: indentToRemove))
                continue
            }
            if case .blank = kind {
                pendingBlanks += 1
                continue
            }
            let blanks = blankLines(
                before: line, pending: pendingBlanks, hasOutput: !output.isEmpty,
                previousDescriptionGroup: previousDescriptionGroup, previousWasComment: previousWasComment)
            output.append(contentsOf: repeatElement("", count: blanks))
            pendingBlanks = 0
            output.append(text(of: line, raw: raw, previousDepth: previousDepth))
            previousWasComment = false
            switch kind {
            case .role(.comment):
                previousWasComment = true
            case .description(let group):
                previousDescriptionGroup = group
                previousDepth = descriptionDepth[group] ?? 0
            case .role(let role):
                previousDescriptionGroup = nil
                previousDepth = role.contentDepth ?? previousDepth
            default:
                previousDescriptionGroup = nil
                previousDepth = 0
            }
        }
        return output
    }

    private func blankLines(
        before line: Int, pending: Int, hasOutput: Bool, previousDescriptionGroup: Int?, previousWasComment: Bool
    ) -> Int {
        guard hasOutput else { return 0 }
        if blockStarts.contains(line) { return 1 }
        if insideLeadingGroup.contains(line) { return 0 }
        if let group = previousDescriptionGroup, case .description(group) = kinds[nextNonComment(after: line - 1) ?? 0]
        {
            // Blank lines inside a description are part of its text.
            return pending
        }
        // NB: Blank lines next to a comment are kept (as one): where a comment sits relative
        // to blank lines decides which line it belongs to, so dropping them would move it.
        if pending > 0, previousWasComment { return 1 }
        if case .role(.comment) = kinds[line], pending > 0 { return 1 }
        return 0
    }

    /// The first line at or after `line + 1` that is neither blank nor a comment.
    private func nextNonComment(after line: Int) -> Int? {
        var index = line + 1
        while index < kinds.count {
            switch kinds[index] {
            case .blank, .role(.comment): index += 1
            default: return index
            }
        }
        return nil
    }

    var lineCount: Int { kinds.count - 1 }

    func kind(at line: Int) -> Kind { kinds[line] }

    /// The indentation level of a line that has one of its own.
    func depth(ofLine line: Int) -> Int? {
        switch kinds[line] {
        case .role(let role): return role.depth
        case .description(let group): return descriptionDepth[group]
        case .languageHeader: return 0
        case .blank: return nil
        }
    }

    func indent(_ depth: Int) -> String {
        String(repeating: "  ", count: depth)
    }

    private func text(of line: Int, raw: Substring, previousDepth: Int) -> String {
        switch kinds[line] {
        case .role(let role):
            return text(of: role, line: line, raw: raw, previousDepth: previousDepth)
        case .languageHeader:
            return FormatterLanguageHeader.canonical(raw)
        case .description(let group):
            let extra = GherkinWhitespace.indentation(of: raw) - (descriptionIndent[group] ?? 0)
            return indent(descriptionDepth[group] ?? 0) + String(repeating: " ", count: max(extra, 0))
                + GherkinWhitespace.trimming(raw)
        case .blank:
            return ""
        }
    }
}
