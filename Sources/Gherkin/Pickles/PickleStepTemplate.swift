import CucumberMessages

/// One step of a scenario, prepared for the pickle steps made from it: its text and argument
/// split at the placeholders of an examples header (none for a plain scenario or a
/// background), its pickle step type fixed. A scenario outline's steps are prepared once per
/// examples table and then give one pickle step per row.
struct PickleStepTemplate {
    private let stepId: String
    private let type: PickleStepType?
    private let text: PlaceholderTemplate
    private let docString: PickleDocStringTemplate?
    private let dataTable: PickleTableTemplate?

    /// Prepares `step`; `lastType` is the step type in force before it (which `And` and `But`
    /// take), and afterwards the one in force after it.
    init(_ step: Step, _ interpolation: Interpolation, lastType: inout StepKeywordType) {
        stepId = step.id
        let keywordType = step.keywordType ?? .unknown
        if keywordType != .conjunction { lastType = keywordType }
        type = Self.pickleStepType(lastType)
        text = PlaceholderTemplate(step.text, interpolation)
        // The arguments are numbered, in source order, only when a step has both.
        var docStringIndex: Int?
        var dataTableIndex: Int?
        if let docString = step.docString, let dataTable = step.dataTable {
            let tableFirst = docString.location.line > dataTable.location.line
            docStringIndex = tableFirst ? 2 : 1
            dataTableIndex = tableFirst ? 1 : 2
        }
        docString = step.docString.map { PickleDocStringTemplate($0, index: docStringIndex, interpolation) }
        dataTable = step.dataTable.map { PickleTableTemplate($0, index: dataTableIndex, interpolation) }
    }

    /// The pickle step for one examples row, or for the scenario itself when `row` is `nil`.
    ///
    /// - Parameter onePass: ``Interpolation/allowsOnePass(_:)`` for the row's values.
    func pickleStep(_ row: TableRow?, onePass: Bool, _ interpolation: Interpolation, id: String) -> PickleStep {
        let values = row?.cells ?? []
        var argument: PickleStepArgument?
        if docString != nil || dataTable != nil {
            argument = PickleStepArgument(
                docString: docString?.render(values, onePass: onePass, interpolation),
                dataTable: dataTable?.render(values, onePass: onePass, interpolation))
        }
        return PickleStep(
            argument: argument, astNodeIds: row.map { [stepId, $0.id] } ?? [stepId], id: id, type: type,
            text: text.render(values, onePass: onePass, interpolation))
    }

    private static func pickleStepType(_ type: StepKeywordType) -> PickleStepType? {
        switch type {
        case .unknown: .unknown
        case .context: .context
        case .action: .action
        case .outcome: .outcome
        case .conjunction: nil
        }
    }
}
