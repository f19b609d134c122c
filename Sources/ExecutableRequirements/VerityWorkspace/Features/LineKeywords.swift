import Gherkin

/// A feature file read line by line for its keywords, without the parser: which lines are
/// steps (read as ``StepLine``s), which are headings (`Feature:`, `Rule:`, `Scenario:`, …),
/// which are tags, table rows or part of a doc string. In Markdown a heading is written
/// `## Scenario: …` and a step is a list item (`* Given …`).
///
/// It is what a file with syntax errors still offers — its steps are checked, its outline
/// shown — and it tells completion where the cursor is (in a scenario, before the feature, …).
/// Doc strings are followed from fence to fence, so their content is never read as steps.
///
/// ```swift
/// let read = LineKeywords(DocumentLines("Feature: F\n  Scenario: S\n    Given a step"), dialect: .english, markdown: false)
/// read.roles.map(\.description)  // ["heading Feature", "heading Scenario", "step Given "]
/// ```
package struct LineKeywords: Sendable {
    /// What one line is.
    package enum Role: Sendable, CustomStringConvertible {
        case heading(Heading)
        case step(StepLine)
        /// A line of tags (`@smoke @slow`).
        case tags
        /// A table row (`| a | b |`), of a data table or of examples.
        case tableRow
        /// A doc string's fence or content.
        case docString
        /// A blank line, a comment, a description or anything else.
        case other

        /// `heading Scenario`, `step Given `, `tags`, …: for tests and logs.
        package var description: String {
            switch self {
            case .heading(let heading): "heading \(heading.kind.rawValue)"
            case .step(let step): "step \(step.keyword)"
            case .tags: "tags"
            case .tableRow: "table row"
            case .docString: "doc string"
            case .other: "other"
            }
        }
    }

    /// A line that opens a part of the file: its keyword (in the file's dialect), before a colon.
    package struct Heading: Sendable, Hashable {
        /// Which part it opens.
        package enum Kind: String, Sendable, Hashable, CaseIterable {
            case feature = "Feature"
            case rule = "Rule"
            case background = "Background"
            case scenario = "Scenario"
            case scenarioOutline = "Scenario Outline"
            case examples = "Examples"
        }

        package var kind: Kind
        /// The keyword as written, without its colon (`Scénario`).
        package var keyword: String
        /// The text after the colon, trimmed.
        package var name: String
        /// The UTF-16 offset of the keyword in the line (after indentation and a Markdown `#`).
        package var keywordStart: Int
    }

    /// Reads lines one at a time in one dialect, each on its own: a doc string's fence is told
    /// apart, but not whether a line is inside a doc string.
    package struct Reader: Sendable {
        package let dialect: GherkinDialect
        package let markdown: Bool
        private let headings: [(String, Heading.Kind)]
        private let stepKeywords: [String]

        /// A reader of `dialect`, for Markdown when `markdown`.
        package init(dialect: GherkinDialect, markdown: Bool) {
            self.dialect = dialect
            self.markdown = markdown
            headings = LineKeywords.headingKeywords(of: dialect)
            stepKeywords = StepLine.stepKeywords(of: dialect)
        }

        /// The role of `text`, and the delimiter when it is a doc string's fence (its role is
        /// then `.docString`).
        package func read(_ text: String) -> (role: Role, fence: String?) {
            let lead = StepLine.leadLength(of: text, markdown: false)
            let rest = Substring(text.utf16.dropFirst(lead))
            if let fence = fence(rest) { return (.docString, fence) }
            if let heading = heading(rest, lead: lead) { return (.heading(heading), nil) }
            if let step = StepLine(text, keywords: stepKeywords, markdown: markdown),
                // NB: in Markdown a step is a list item; prose starting with `Given` is not one.
                !markdown || step.keywordStart > lead
            {
                return (.step(step), nil)
            }
            if rest.utf8.first == UInt8(ascii: "|") { return (.tableRow, nil) }
            return (rest.utf8.first == UInt8(ascii: "@") ? .tags : .other, nil)
        }

        /// The doc string delimiter `text` (a line without its indentation) starts with:
        /// `"""`, ```` ``` ````, in Markdown also ````` ```` `````.
        private func fence(_ text: Substring) -> String? {
            if text.utf8.starts(with: #"""""#.utf8) { return #"""""# }
            if markdown, text.utf8.starts(with: "````".utf8) { return "````" }
            return text.utf8.starts(with: "```".utf8) ? "```" : nil
        }

        /// The heading `text` (a line without its indentation) is, if any: `Keyword:` in plain
        /// Gherkin, `#…###### Keyword:` in Markdown.
        private func heading(_ text: Substring, lead: Int) -> Heading? {
            var text = text
            var start = lead
            if markdown {
                let hashes = text.prefix { $0 == "#" }.count
                let spaces = text.dropFirst(hashes).prefix { $0 == " " || $0 == "\t" }.count
                guard (1...6).contains(hashes), spaces > 0 else { return nil }
                text = text.dropFirst(hashes + spaces)
                start += hashes + spaces
            }
            // NB: keywords are compared byte for byte, as the official parsers compare code units.
            for (keyword, kind) in headings where text.utf8.starts(with: keyword.utf8) {
                let afterKeyword = Substring(text.utf8.dropFirst(keyword.utf8.count))
                guard afterKeyword.first == ":" else { continue }
                return Heading(
                    kind: kind, keyword: keyword, name: String(afterKeyword.dropFirst().trimmingWhitespace()),
                    keywordStart: start)
            }
            return nil
        }
    }

    /// The role of each line read, from the first.
    package let roles: [Role]
    /// The dialect the lines were read in.
    package let dialect: GherkinDialect

    /// Reads every line of `lines` in `dialect`, following doc strings from fence to fence.
    package init(_ lines: DocumentLines, dialect: GherkinDialect, markdown: Bool) {
        self.dialect = dialect
        let reader = Reader(dialect: dialect, markdown: markdown)
        let end = lines.lineCount - 1
        var roles: [Role] = []
        roles.reserveCapacity(max(0, end + 1))
        var openFence: String?
        var line = 0
        while line <= end {
            let (role, fence) = reader.read(lines.text(ofLine: line))
            if let open = openFence {
                if fence == open { openFence = nil }
                roles.append(.docString)
            } else {
                openFence = fence
                roles.append(role)
            }
            line += 1
        }
        self.roles = roles
    }

    /// The dialect's heading keywords with their kinds, longest first.
    private static func headingKeywords(of dialect: GherkinDialect) -> [(String, Heading.Kind)] {
        let all: [([String], Heading.Kind)] = [
            (dialect.feature, .feature), (dialect.rule, .rule), (dialect.background, .background),
            (dialect.scenario, .scenario), (dialect.scenarioOutline, .scenarioOutline), (dialect.examples, .examples),
        ]
        return all.flatMap { keywords, kind in keywords.map { ($0, kind) } }.sorted { $0.0.count > $1.0.count }
    }
}
