import CucumberExpressions

extension StepUse {
    /// What the runner's snippets for this use are made from.
    package var snippetStep: SnippetStep {
        SnippetStep(
            text: pickleStep.text, keywordType: pickleStep.type?.rawValue,
            hasDocString: pickleStep.argument?.docString != nil, hasTable: pickleStep.argument?.dataTable != nil)
    }
}
