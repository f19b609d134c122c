import CucumberMessages
import Gherkin

extension FeatureAnalysis {
    /// The steps of a file with syntax errors, read from its lines: each step line with its
    /// text as written, the step type its keyword gives (an `And` takes the one before, within
    /// a scenario), and a data table or doc string when the next line opens one. A text holding
    /// a `<placeholder>` has no use: the outline's examples cannot be read without the parser.
    static func steps(_ read: LineKeywords) -> [AnalyzedStep] {
        let types = Self.stepTypes(of: read.dialect)
        var steps: [AnalyzedStep] = []
        var previousType: PickleStepType?
        for (line, role) in read.roles.enumerated() {
            guard case .step(let step) = role else {
                if case .heading = role { previousType = nil }
                continue
            }
            let type = types[step.keyword] ?? .unknown
            let pickleType = type == .conjunction ? previousType : PickleStepType(type)
            previousType = pickleType
            let end = TextPosition(line: line, character: step.textStart + step.text.utf16.count)
            var analyzed = AnalyzedStep(
                keyword: step.keyword, text: step.text, line: line,
                range: TextRange(start: TextPosition(line: line, character: step.keywordStart), end: end),
                textRange: TextRange(start: TextPosition(line: line, character: step.textStart), end: end), uses: [])
            if !AnalyzedStep.hasPlaceholder(step.text) {
                let pickleStep = PickleStep(
                    argument: argument(after: line, in: read), astNodeIds: ["line-\(line + 1)"], id: "line-\(line + 1)",
                    type: pickleType, text: step.text)
                analyzed.uses = [StepUse(text: step.text, pickleStep: pickleStep, exampleLines: [])]
            }
            steps.append(analyzed)
        }
        return steps
    }

    /// The argument a step on `line` has, by the next line's role: a data table or a doc string.
    private static func argument(after line: Int, in read: LineKeywords) -> PickleStepArgument? {
        guard line + 1 < read.roles.count else { return nil }
        switch read.roles[line + 1] {
        case .tableRow: return PickleStepArgument(dataTable: PickleTable(rows: []))
        case .docString: return PickleStepArgument(docString: PickleDocString(mediaType: nil, content: ""))
        default: return nil
        }
    }

    /// The type of each step keyword of `dialect`; a keyword listed for several kinds (`* `) is
    /// `.unknown`, as the parser has it.
    private static func stepTypes(of dialect: GherkinDialect) -> [String: StepKeywordType] {
        var kinds: [String: [StepKeywordType]] = [:]
        for (keywords, type) in [
            (dialect.given, StepKeywordType.context), (dialect.when, .action), (dialect.then, .outcome),
            (dialect.and, .conjunction), (dialect.but, .conjunction),
        ] {
            for keyword in keywords { kinds[keyword, default: []].append(type) }
        }
        return kinds.mapValues { $0.count == 1 ? $0[0] : .unknown }
    }
}

extension PickleStepType {
    /// The pickle step type of a keyword type; `nil` for a conjunction, which takes the type
    /// of the step before it.
    init?(_ keywordType: StepKeywordType) {
        switch keywordType {
        case .context: self = .context
        case .action: self = .action
        case .outcome: self = .outcome
        case .unknown: self = .unknown
        case .conjunction: return nil
        }
    }
}
