import CucumberMessages

/// The pieces of text the console reports share, each as the official pretty-formatter writes
/// it: titles, `# file:line` comments, errors, attachments, step arguments and counts.
///
/// NB: widths are counted in UTF-16 code units, as the official formatters (JavaScript and
/// Java strings) count them, so that comments line up exactly where theirs do.
enum ConsoleText {
    static let gherkinIndent = 2
    static let argumentIndent = 2
    static let errorIndent = 4
    static let attachmentIndent = 4

    /// `text` with every line indented by `count` spaces.
    static func indent(_ text: String, by count: Int) -> String {
        let pad = String(repeating: " ", count: max(count, 0))
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
    }

    /// `text` numbered `number)` on its first line, its other lines aligned under it, empty
    /// lines left empty.
    static func numbered(_ text: String, by count: Int, number: Int) -> String {
        let pad = String(repeating: " ", count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { position, line in
            if line.isEmpty { return "" }
            return position == 0 ? "\(pad)\(number)) \(line)" : "\(pad)   \(line)"
        }.joined(separator: "\n")
    }

    /// The width of `text` without its ANSI escapes.
    static func width(_ text: String) -> Int {
        var count = 0
        var escaping = false
        for unit in text.utf16 {
            if escaping {
                if unit == 0x6D { escaping = false }
            } else if unit == 0x1B {
                escaping = true
            } else {
                count += 1
            }
        }
        return count
    }

    /// `# uri:line` of a step definition or hook.
    static func sourceReference(_ reference: SourceReference, _ theme: ConsoleTheme) -> String {
        var text = "# " + (reference.uri ?? "(unknown)")
        if let line = reference.location?.line { text += ":\(line)" }
        return theme.location(text)
    }

    /// `# uri:line` of a pickle.
    static func pickleLocation(_ pickle: Pickle, index: TestRunIndex, _ theme: ConsoleTheme) -> String {
        var text = "# " + pickle.uri
        if let line = line(of: pickle, index: index) { text += ":\(line)" }
        return theme.location(text)
    }

    /// The line of the scenario, or of the examples row, a pickle was compiled from.
    static func line(of pickle: Pickle, index: TestRunIndex) -> Int? {
        if let line = pickle.location?.line { return line }
        if pickle.astNodeIds.count > 1, let row = pickle.astNodeIds.last.flatMap({ index.gherkin.rows[$0] }) {
            return row.location.line
        }
        return index.gherkin.place(of: pickle)?.scenario.location.line
    }

    /// `Scenario: name`.
    static func pickleTitle(_ pickle: Pickle, keyword: String, _ theme: ConsoleTheme) -> String {
        theme.bold("\(keyword):") + " " + pickle.name
    }

    /// The step's icon (when `icon`), keyword and text, its arguments in bold, in its status's
    /// colour.
    static func stepTitle(
        _ testStep: TestStep, _ pickleStep: PickleStep, keyword: String, status: TestStepResultStatus, icon: Bool,
        _ theme: ConsoleTheme
    ) -> String {
        let prefix = icon ? theme.status(theme.icon(status), status) + " " : ""
        return prefix + theme.status(theme.bold(keyword) + stepText(testStep, pickleStep, theme), status)
    }

    private static func stepText(_ testStep: TestStep, _ pickleStep: PickleStep, _ theme: ConsoleTheme) -> String {
        guard let lists = testStep.stepMatchArgumentsLists, lists.count == 1 else { return pickleStep.text }
        let units = Array(pickleStep.text.utf16)
        var text = ""
        var current = 0
        for argument in lists[0].stepMatchArguments {
            guard let value = argument.group.value, let start = argument.group.start, start >= current,
                start <= units.count
            else { continue }
            text += String(decoding: units[current..<start], as: UTF16.self)
            text += theme.bold(value)
            current = min(start + value.utf16.count, units.count)
        }
        if current < units.count { text += String(decoding: units[current...], as: UTF16.self) }
        return text
    }

    /// `Before`, `After`, `BeforeAll`… with the hook's name, in its status's colour.
    static func hookTitle(_ hook: Hook?, status: TestStepResultStatus, _ theme: ConsoleTheme) -> String {
        let label = hook?.type?.reportedName ?? "Hook"
        var text = theme.bold(label)
        if let name = hook?.name, !name.isEmpty { text += " (\(name))" }
        return theme.status(text, status)
    }

    /// The error of a failed step, or the message of a pending or skipped one; `nil` for the
    /// other statuses.
    static func reportableMessage(_ result: TestStepResult) -> String? {
        func nonEmpty(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
        switch result.status {
        case .failed:
            return nonEmpty(result.exception?.stackTrace) ?? nonEmpty(result.exception?.message)
                ?? nonEmpty(result.message)
        case .pending, .skipped:
            return nonEmpty(result.exception?.message) ?? nonEmpty(result.message)
        default:
            return nil
        }
    }

    /// An error's text, trimmed, each line in `status`'s colour.
    static func error(_ message: String, status: TestStepResultStatus, _ theme: ConsoleTheme) -> String {
        theme.status(trimmed(message), status, eachLine: true)
    }

    /// The step definitions an ambiguous step matched, one bulleted line each.
    static func ambiguous(_ definitions: [StepDefinition], _ theme: ConsoleTheme) -> String {
        var lines = ["Multiple matching step definitions found:"]
        for definition in definitions {
            var line = "  \(theme.bullet) " + definition.pattern.source
            line += " " + sourceReference(definition.sourceReference, theme)
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// A text attachment as it is, a binary one as `Embedding name [type n bytes]`.
    static func attachment(_ attachment: Attachment, _ theme: ConsoleTheme) -> String {
        guard attachment.contentEncoding == .base64 else { return theme.attachment(attachment.body) }
        // NB: the official formatters estimate the size from the base64 text, padding included.
        let length = attachment.body.utf16.count
        let bytes = length % 4 == 0 ? "\(length / 4 * 3)" : "\(Double(length) / 4 * 3)"
        let name = attachment.fileName.map { "\($0) " } ?? ""
        return theme.attachment("Embedding \(name)[\(attachment.mediaType) \(bytes) bytes]")
    }

    /// A step's doc string or data table.
    static func argument(_ argument: PickleStepArgument) -> String? {
        var parts: [(Int, String)] = []
        if let docString = argument.docString {
            var lines = ["\"\"\"" + (docString.mediaType ?? "")]
            lines += docString.content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.append("\"\"\"")
            parts.append((docString.argumentIndex ?? 1, lines.joined(separator: "\n")))
        }
        if let table = argument.dataTable {
            var widths: [Int] = []
            for row in table.rows {
                for (column, cell) in row.cells.enumerated() {
                    let width = cell.value.utf16.count
                    if column < widths.count {
                        widths[column] = max(widths[column], width)
                    } else {
                        widths.append(width)
                    }
                }
            }
            let rows = table.rows.map { row in
                "|"
                    + row.cells.enumerated().map { column, cell in
                        " " + cell.value + String(repeating: " ", count: widths[column] - cell.value.utf16.count) + " |"
                    }.joined()
            }
            parts.append((table.argumentIndex ?? 2, rows.joined(separator: "\n")))
        }
        guard !parts.isEmpty else { return nil }
        return parts.sorted { $0.0 < $1.0 }.map(\.1).joined(separator: "\n")
    }

    /// `3 scenarios (1 passed, 2 failed)`, the statuses from the least to the most severe.
    static func counts(
        _ singular: String, _ plural: String, _ counts: [TestStepResultStatus: Int], _ theme: ConsoleTheme
    ) -> String {
        let total = counts.values.reduce(0, +)
        var text = "\(total) \(total == 1 ? singular : plural)"
        guard total > 0 else { return text }
        let parts = TestStepResultStatus.allCases.sorted().compactMap { status -> String? in
            guard let count = counts[status], count > 0 else { return nil }
            return theme.status("\(count) \(status.rawValue.lowercased())", status)
        }
        text += " (" + parts.joined(separator: ", ") + ")"
        return text
    }

    /// `1m 2.5s`: minutes, seconds and milliseconds, none of them padded, as the official
    /// summary writes a duration.
    static func duration(nanoseconds: Int) -> String {
        let milliseconds = max(nanoseconds, 0) / 1_000_000
        return "\(milliseconds / 60_000)m \(milliseconds / 1000 % 60).\(milliseconds % 1000)s"
    }

    /// `text` without the white space at either end, as JavaScript's `trim` removes it.
    static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
