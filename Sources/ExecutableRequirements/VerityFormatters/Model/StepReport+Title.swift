extension StepReport {
    /// How reports name the step: `Given I have 3 cukes` for a step, `Before hook` or
    /// `Before hook open the shop` for a hook (its name, when it has one).
    var title: String {
        switch kind {
        case .step: keyword + text
        case .beforeHook, .afterHook: keyword + " hook" + (text.isEmpty ? "" : " " + text)
        }
    }
}
