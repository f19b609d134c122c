import VerityWorkspace

/// Code actions for undefined steps, each with the runner's snippet (the text `swift test`
/// prints for that step):
///
/// - **Define step "…" in Steps.swift** (preferred), when a steps file is clear (see
///   ``StepsFileChoice``): an edit that writes the snippet after the file's last step
///   definition, indented like it and with the names it uses (``SnippetNames``);
/// - **Copy snippet for "…"**, always: the command `verity.copySnippet` with the snippet as its
///   argument. A client may handle it itself (Neovim: set a register); otherwise the server
///   answers with the snippet and shows it in a message.
///
/// ```swift
/// let actions = UndefinedStepFix.actions(analysis, lines: 7...7, definitions: compiled) { path in
///     try? String(contentsOfFile: path, encoding: .utf8)
/// }
/// ```
package enum UndefinedStepFix {
    /// The actions for the undefined steps on `lines` (0-based); `source` gives a Swift file's
    /// current text by path.
    package static func actions(
        _ analysis: FeatureAnalysis, lines: ClosedRange<Int>, definitions: CompiledStepCatalog,
        source: (String) -> String?
    ) -> [CodeAction] {
        let undefined = FeatureDiagnostics.make(analysis, definitions: definitions).filter { diagnostic in
            diagnostic.code == DiagnosticCode.undefinedStep && lines.contains(diagnostic.range.start.line)
        }
        guard !undefined.isEmpty else { return [] }
        let target = StepsFileChoice.path(for: analysis, definitions: definitions)
        let insertion = target.flatMap { path in
            source(path).flatMap { insertionPoint(in: $0, path: path, definitions: definitions) }
        }
        var actions: [CodeAction] = []
        for diagnostic in undefined {
            guard let step = analysis.step(atLine: diagnostic.range.start.line),
                let use = step.uses.first(where: { definitions.lookup($0.text).matches.isEmpty }),
                let snippet = definitions.snippets.make(for: use.snippetStep).first
            else { continue }
            if let target, let insertion {
                let written = SnippetNames.adapted(snippet, toDefinition: insertion.lastDefinition)
                let text =
                    "\n"
                    + written.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : insertion.indentation + $0 }.joined(separator: "\n") + "\n"
                let edit = TextEdit(
                    range: TextRange(at: insertion.position), newText: insertion.needsNewline ? "\n" + text : text)
                actions.append(
                    CodeAction(
                        title: "Define step \(quoted(use.text)) in \(definitions.catalog.displayPath(target))",
                        kind: "quickfix",
                        diagnostics: [diagnostic], isPreferred: true,
                        edit: WorkspaceEdit(changes: [FileURI.uri(ofPath: target): [edit]])))
            }
            actions.append(
                CodeAction(
                    title: "Copy snippet for \(quoted(use.text))", kind: "quickfix", diagnostics: [diagnostic],
                    command: Command(title: "Copy snippet", command: Command.copySnippet, arguments: [.string(snippet)])
                ))
        }
        return actions
    }

    /// Where a new definition goes in the Swift file at `path`: after its last step
    /// definition's statement, with that statement's indentation.
    private static func insertionPoint(
        in text: String, path: String, definitions: CompiledStepCatalog
    ) -> (position: TextPosition, indentation: String, needsNewline: Bool, lastDefinition: String)? {
        let lines = DocumentLines(text)
        let sites = definitions.catalog.definitions.filter { $0.location.path == path && $0.origin == .swiftScan }
        guard let last = sites.max(by: { $0.location.range.start < $1.location.range.start }) else { return nil }
        let line = last.location.range.start.line
        guard line < lines.lineCount,
            let offset = SwiftStatementEnd.lineAfter(statementOnLineAt: lines.lineStarts[line], in: lines.bytes)
        else { return nil }
        let indentation = String(lines.text(ofLine: line).prefix { $0 == " " || $0 == "\t" })
        let needsNewline = offset == lines.bytes.count && lines.bytes.last != UInt8(ascii: "\n")
        return (lines.position(ofOffset: offset), indentation, needsNewline, lines.text(ofLine: line))
    }
}
