import CucumberMessages

/// One step of a scenario outline, prepared once per examples table for the pickle steps of
/// its rows: its text and argument split at the header's placeholders, its pickle step type
/// fixed. Steps outside outlines go straight to ``pickleStep(_:lastType:id:)``.
///
/// NB: a class, so that the loop over an outline's rows borrows each template rather than
/// copying (retaining and releasing) its many fields once per pickle step.
final class PickleStepTemplate {
    private let stepId: String
    private let type: PickleStepType?
    private let text: PlaceholderTemplate
    private let docString: PickleDocStringTemplate?
    private let dataTable: PickleTableTemplate?

    /// Prepares `step`; `lastType` is the step type in force before it (which `And` and `But`
    /// take), and afterwards the one in force after it.
    init(_ step: Step, _ interpolation: Interpolation, lastType: inout StepKeywordType) {
        stepId = step.id
        type = Self.type(of: step, after: &lastType)
        text = PlaceholderTemplate(step.text, interpolation)
        let indices = Self.argumentIndices(step)
        docString = step.docString.map { PickleDocStringTemplate($0, index: indices.docString, interpolation) }
        dataTable = step.dataTable.map { PickleTableTemplate($0, index: indices.dataTable, interpolation) }
    }

    /// The pickle step for one examples row.
    ///
    /// - Parameter onePass: ``Interpolation/allowsOnePass(_:)`` for the row's values.
    func pickleStep(_ row: TableRow, onePass: Bool, _ interpolation: Interpolation, id: String) -> PickleStep {
        var argument: PickleStepArgument?
        if docString != nil || dataTable != nil {
            argument = PickleStepArgument(
                docString: docString?.render(row.cells, onePass: onePass, interpolation),
                dataTable: dataTable?.render(row.cells, onePass: onePass, interpolation))
        }
        return PickleStep(
            argument: argument, astNodeIds: [stepId, row.id], id: id, type: type,
            text: text.render(row.cells, onePass: onePass, interpolation))
    }

    /// The pickle step of a step outside any outline (a scenario's or a background's).
    static func pickleStep(_ step: Step, lastType: inout StepKeywordType, id: String) -> PickleStep {
        let type = type(of: step, after: &lastType)
        var argument: PickleStepArgument?
        if step.docString != nil || step.dataTable != nil {
            let indices = argumentIndices(step)
            argument = PickleStepArgument(
                docString: step.docString.map { PickleDocStringTemplate.pickleDocString($0, index: indices.docString) },
                dataTable: step.dataTable.map { PickleTableTemplate.pickleTable($0, index: indices.dataTable) })
        }
        return PickleStep(argument: argument, astNodeIds: [step.id], id: id, type: type, text: step.text)
    }

    /// The pickle step type of `step`; `lastType` is the type in force before it, and after.
    private static func type(of step: Step, after lastType: inout StepKeywordType) -> PickleStepType? {
        let keywordType = step.keywordType ?? .unknown
        if keywordType != .conjunction { lastType = keywordType }
        switch lastType {
        case .unknown: return .unknown
        case .context: return .context
        case .action: return .action
        case .outcome: return .outcome
        case .conjunction: return nil
        }
    }

    /// The argument indices of a step's doc string and table: numbered in source order, and
    /// only when the step has both.
    private static func argumentIndices(_ step: Step) -> (docString: Int?, dataTable: Int?) {
        guard let docString = step.docString, let dataTable = step.dataTable else { return (nil, nil) }
        let tableFirst = docString.location.line > dataTable.location.line
        return tableFirst ? (2, 1) : (1, 2)
    }
}
