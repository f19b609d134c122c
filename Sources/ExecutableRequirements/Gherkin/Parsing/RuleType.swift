/// The grammar's non-terminal symbols: the rules the AST builder opens and closes.
enum RuleType: UInt8, Sendable {
    case none, gherkinDocument, feature, featureHeader, rule, ruleHeader, background
    case scenarioDefinition, scenario, examplesDefinition, examples, examplesTable, step, stepArg
    case dataTableAndMaybeDocString, docStringAndMaybeDataTable, dataTable, docString, tags
    case descriptionHelper, description
}
