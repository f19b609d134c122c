import CucumberMessages

extension HookType {
    /// The hook's kind as Cucumber's formatters print it: `BeforeAll`, `Before`, `AfterStep`…
    var reportedName: String {
        switch self {
        case .beforeTestRun: "BeforeAll"
        case .afterTestRun: "AfterAll"
        case .beforeTestCase: "Before"
        case .afterTestCase: "After"
        case .beforeTestStep: "BeforeStep"
        case .afterTestStep: "AfterStep"
        }
    }
}
