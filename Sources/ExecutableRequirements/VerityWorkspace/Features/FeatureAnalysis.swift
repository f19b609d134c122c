import CucumberMessages
import Gherkin

/// A feature file parsed and compiled once per version, and shared by every feature of the
/// language server and every tool of the MCP server: its syntax errors, its syntax tree, and
/// its steps with the texts they run with.
///
/// ```swift
/// let analysis = FeatureAnalysis(uri: "file:///work/a.feature", lines: DocumentLines(text))
/// analysis.errors.map(\.message)         // the parser's official messages
/// analysis.steps.map(\.text)
/// ```
package struct FeatureAnalysis: Sendable {
    package let uri: String
    package let lines: DocumentLines
    package let mediaType: SourceMediaType
    /// Every syntax error; when there is any, there is no ``document`` and the steps are read
    /// from the lines alone (see ``lineKeywords``).
    package let errors: [GherkinError]
    package let document: GherkinDocument?
    /// The lines read for their keywords, when the file has syntax errors; else `nil`.
    package let lineKeywords: LineKeywords?
    /// The steps in source order. In a file with syntax errors, every line that starts with a
    /// step keyword (outside doc strings), each run with its text as written; a step holding an
    /// outline `<placeholder>` then has no text to run with, its examples being unknown.
    package let steps: [AnalyzedStep]

    /// Parses and compiles the text; the media type follows the URI (`.md`: Markdown).
    package init(uri: String, lines: DocumentLines) {
        self.uri = uri
        self.lines = lines
        mediaType = GherkinParser.mediaType(forURI: uri)
        var ids = IdGenerator.predictable()
        let compiled = GherkinParser().compile(bytes: lines.bytes, uri: uri, mediaType: mediaType, ids: &ids)
        errors = compiled.errors
        let document = compiled.document
        self.document = document
        if !errors.isEmpty {
            let read = LineKeywords(
                lines, dialect: FeatureLanguage.dialect(of: lines), markdown: mediaType == .gherkinMarkdown)
            lineKeywords = read
            steps = Self.steps(read)
            return
        }
        lineKeywords = nil
        guard let feature = document?.feature else {
            steps = []
            return
        }
        var collector = StepCollector(lines: lines)
        collector.collect(feature)
        collector.attach(compiled.pickles)
        steps = collector.steps
    }

    /// The step on a 0-based line, if any.
    package func step(atLine line: Int) -> AnalyzedStep? {
        var low = 0
        var high = steps.count
        while low < high {
            let middle = (low + high) / 2
            if steps[middle].line < line { low = middle + 1 } else { high = middle }
        }
        return low < steps.count && steps[low].line == line ? steps[low] : nil
    }
}

/// Walks a feature's steps (in source order) and examples rows, then files each pickle step under its step.
private struct StepCollector {
    let lines: DocumentLines
    var steps: [AnalyzedStep] = []
    var stepPositions: [String: Int] = [:]
    /// Each step's own pickle step, for steps no pickle runs (an outline without rows).
    var ownPickleSteps: [PickleStep] = []
    var rowLines: [String: Int] = [:]
    var previousType: PickleStepType?

    /// A collector for the document with `lines`.
    init(lines: DocumentLines) {
        self.lines = lines
    }

    /// Collects the steps of every background and scenario, rules' included.
    mutating func collect(_ feature: Feature) {
        for child in feature.children {
            if let background = child.background { collect(background.steps) }
            if let scenario = child.scenario { collect(scenario) }
            if let rule = child.rule {
                for ruleChild in rule.children {
                    if let background = ruleChild.background { collect(background.steps) }
                    if let scenario = ruleChild.scenario { collect(scenario) }
                }
            }
        }
    }

    /// Collects a scenario's steps and the lines of its examples rows.
    private mutating func collect(_ scenario: Scenario) {
        collect(scenario.steps)
        for examples in scenario.examples {
            for row in examples.tableBody { rowLines[row.id] = row.location.line - 1 }
        }
    }

    /// Records each step with its keyword and text spans.
    private mutating func collect(_ gherkinSteps: [Step]) {
        previousType = nil
        for step in gherkinSteps {
            let line = step.location.line - 1
            let keywordStart = lines.position(gherkinLine: step.location.line, column: step.location.column)
            // NB: the keyword and the text stand on the line as they are, one after the other, so
            // their UTF-16 lengths give the other two positions.
            let textStart = TextPosition(
                line: keywordStart.line, character: keywordStart.character + step.keyword.utf16.count)
            let end = TextPosition(line: keywordStart.line, character: textStart.character + step.text.utf16.count)
            stepPositions[step.id] = steps.count
            ownPickleSteps.append(ownPickleStep(step))
            steps.append(
                AnalyzedStep(
                    keyword: step.keyword, text: step.text, line: line,
                    range: TextRange(start: keywordStart, end: end), textRange: TextRange(start: textStart, end: end),
                    uses: []))
        }
    }

    /// The pickle step a step would compile to on its own: its type (an `And` takes the one before), text and argument kind.
    private mutating func ownPickleStep(_ step: Step) -> PickleStep {
        let keywordType = step.keywordType ?? .unknown
        let type = keywordType == .conjunction ? previousType : PickleStepType(keywordType)
        previousType = type
        var argument: PickleStepArgument?
        if let docString = step.docString {
            argument = PickleStepArgument(
                docString: PickleDocString(mediaType: docString.mediaType, content: docString.content))
        } else if step.dataTable != nil {
            argument = PickleStepArgument(dataTable: PickleTable(rows: []))
        }
        return PickleStep(argument: argument, astNodeIds: [step.id], id: step.id, type: type, text: step.text)
    }

    /// Files each pickle step's text under its step (once per distinct text); a step no pickle
    /// runs is checked as written unless it holds a `<placeholder>`.
    mutating func attach(_ pickles: [Pickle]) {
        for pickle in pickles {
            for pickleStep in pickle.steps {
                guard let stepId = pickleStep.astNodeIds.first, let position = stepPositions[stepId] else { continue }
                let rowLine = pickleStep.astNodeIds.count > 1 ? rowLines[pickleStep.astNodeIds[1]] : nil
                if let existing = steps[position].uses.firstIndex(where: { $0.text == pickleStep.text }) {
                    if let rowLine { steps[position].uses[existing].exampleLines.append(rowLine) }
                } else {
                    steps[position].uses.append(
                        StepUse(
                            text: pickleStep.text, pickleStep: pickleStep, exampleLines: rowLine.map { [$0] } ?? []))
                }
            }
        }
        for position in steps.indices
        where steps[position].uses.isEmpty && !AnalyzedStep.hasPlaceholder(steps[position].text) {
            steps[position].uses = [
                StepUse(text: steps[position].text, pickleStep: ownPickleSteps[position], exampleLines: [])
            ]
        }
    }
}
