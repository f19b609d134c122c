// The state machine of the official Gherkin grammar (gherkin.berp in cucumber/gherkin, MIT
// licence, see THIRD_PARTY_NOTICES.md), written down as data: states, transitions with their
// lookahead, and the expected-token lists, so that error messages and recovery match the
// reference parsers exactly. It changes only when the official grammar does; the
// conformance tests and Scripts/gherkin-differential.sh compare the result with the
// reference parsers.
// swift-format-ignore-file

extension ParserTable {
    /// One entry per parser state (index = state number; 42 is the accepting end state).
    static let states: [ParserState] = makeStates()

    // NB: one statement per state, so that the compiler type-checks each state on its own
    // rather than the whole table as one expression.
    private static func makeStates() -> [ParserState] {
        var states: [ParserState] = []
        // 0
        states.append(ParserState(expected: "#EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 0, starts: [], next: 42),
            Transition(.language, .none, ends: 0, starts: [.feature, .featureHeader], next: 1),
            Transition(.tagLine, .none, ends: 0, starts: [.feature, .featureHeader, .tags], next: 2),
            Transition(.featureLine, .none, ends: 0, starts: [.feature, .featureHeader], next: 3),
            Transition(.comment, .none, ends: 0, starts: [], next: 0),
            Transition(.empty, .none, ends: 0, starts: [], next: 0),
        ]))
        // 1
        states.append(ParserState(expected: "#TagLine, #FeatureLine, #Comment, #Empty", transitions: [
            Transition(.tagLine, .none, ends: 0, starts: [.tags], next: 2),
            Transition(.featureLine, .none, ends: 0, starts: [], next: 3),
            Transition(.comment, .none, ends: 0, starts: [], next: 1),
            Transition(.empty, .none, ends: 0, starts: [], next: 1),
        ]))
        // 2
        states.append(ParserState(expected: "#TagLine, #FeatureLine, #Comment, #Empty", transitions: [
            Transition(.tagLine, .none, ends: 0, starts: [], next: 2),
            Transition(.featureLine, .none, ends: 1, starts: [], next: 3),
            Transition(.comment, .none, ends: 0, starts: [], next: 2),
            Transition(.empty, .none, ends: 0, starts: [], next: 2),
        ]))
        // 3
        states.append(ParserState(expected: "#EOF, #Empty, #Comment, #BackgroundLine, #TagLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 2, starts: [], next: 42),
            Transition(.empty, .none, ends: 0, starts: [], next: 3),
            Transition(.comment, .none, ends: 0, starts: [.description], next: 4),
            Transition(.backgroundLine, .none, ends: 1, starts: [.background], next: 5),
            Transition(.tagLine, .scenario, ends: 1, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 1, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 1, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 1, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [.description], next: 4),
        ]))
        // 4
        states.append(ParserState(expected: "#EOF, #Comment, #BackgroundLine, #TagLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 3, starts: [], next: 42),
            Transition(.comment, .none, ends: 0, starts: [], next: 4),
            Transition(.backgroundLine, .none, ends: 2, starts: [.background], next: 5),
            Transition(.tagLine, .scenario, ends: 2, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 2, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 2, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 2, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [], next: 4),
        ]))
        // 5
        states.append(ParserState(expected: "#EOF, #Empty, #Comment, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 2, starts: [], next: 42),
            Transition(.empty, .none, ends: 0, starts: [], next: 5),
            Transition(.comment, .none, ends: 0, starts: [.description], next: 6),
            Transition(.stepLine, .none, ends: 0, starts: [.step], next: 7),
            Transition(.tagLine, .scenario, ends: 1, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 1, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 1, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 1, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [.description], next: 6),
        ]))
        // 6
        states.append(ParserState(expected: "#EOF, #Comment, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 3, starts: [], next: 42),
            Transition(.comment, .none, ends: 0, starts: [], next: 6),
            Transition(.stepLine, .none, ends: 1, starts: [.step], next: 7),
            Transition(.tagLine, .scenario, ends: 2, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 2, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 2, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 2, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [], next: 6),
        ]))
        // 7
        states.append(ParserState(expected: "#EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 3, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [.dataTable], next: 8),
            Transition(.docStringSeparator, .none, ends: 0, starts: [.docString], next: 52),
            Transition(.stepLine, .none, ends: 1, starts: [.step], next: 7),
            Transition(.tagLine, .scenario, ends: 2, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 2, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 2, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 2, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 7),
            Transition(.empty, .none, ends: 0, starts: [], next: 7),
        ]))
        // 8
        states.append(ParserState(expected: "#EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 4, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [], next: 8),
            Transition(.docStringSeparator, .none, ends: 1, starts: [.docString], next: 9),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 7),
            Transition(.tagLine, .scenario, ends: 3, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 3, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 3, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 3, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 8),
            Transition(.empty, .none, ends: 0, starts: [], next: 8),
        ]))
        // 9
        states.append(ParserState(expected: "#DocStringSeparator, #Other", transitions: [
            Transition(.docStringSeparator, .none, ends: 0, starts: [], next: 10),
            Transition(.other, .none, ends: 0, starts: [], next: 9),
        ]))
        // 10
        states.append(ParserState(expected: "#EOF, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 4, starts: [], next: 42),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 7),
            Transition(.tagLine, .scenario, ends: 3, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 3, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 3, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 3, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 10),
            Transition(.empty, .none, ends: 0, starts: [], next: 10),
        ]))
        // 11
        states.append(ParserState(expected: "#TagLine, #ScenarioLine, #Comment, #Empty", transitions: [
            Transition(.tagLine, .none, ends: 0, starts: [], next: 11),
            Transition(.scenarioLine, .none, ends: 1, starts: [.scenario], next: 12),
            Transition(.comment, .none, ends: 0, starts: [], next: 11),
            Transition(.empty, .none, ends: 0, starts: [], next: 11),
        ]))
        // 12
        states.append(ParserState(expected: "#EOF, #Empty, #Comment, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 3, starts: [], next: 42),
            Transition(.empty, .none, ends: 0, starts: [], next: 12),
            Transition(.comment, .none, ends: 0, starts: [.description], next: 13),
            Transition(.stepLine, .none, ends: 0, starts: [.step], next: 14),
            Transition(.tagLine, .examples, ends: 0, starts: [.examplesDefinition, .tags], next: 18),
            Transition(.tagLine, .scenario, ends: 2, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 2, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 0, starts: [.examplesDefinition, .examples], next: 19),
            Transition(.scenarioLine, .none, ends: 2, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 2, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [.description], next: 13),
        ]))
        // 13
        states.append(ParserState(expected: "#EOF, #Comment, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 4, starts: [], next: 42),
            Transition(.comment, .none, ends: 0, starts: [], next: 13),
            Transition(.stepLine, .none, ends: 1, starts: [.step], next: 14),
            Transition(.tagLine, .examples, ends: 1, starts: [.examplesDefinition, .tags], next: 18),
            Transition(.tagLine, .scenario, ends: 3, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 3, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 1, starts: [.examplesDefinition, .examples], next: 19),
            Transition(.scenarioLine, .none, ends: 3, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 3, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [], next: 13),
        ]))
        // 14
        states.append(ParserState(expected: "#EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 4, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [.dataTable], next: 15),
            Transition(.docStringSeparator, .none, ends: 0, starts: [.docString], next: 49),
            Transition(.stepLine, .none, ends: 1, starts: [.step], next: 14),
            Transition(.tagLine, .examples, ends: 1, starts: [.examplesDefinition, .tags], next: 18),
            Transition(.tagLine, .scenario, ends: 3, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 3, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 1, starts: [.examplesDefinition, .examples], next: 19),
            Transition(.scenarioLine, .none, ends: 3, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 3, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 14),
            Transition(.empty, .none, ends: 0, starts: [], next: 14),
        ]))
        // 15
        states.append(ParserState(expected: "#EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 5, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [], next: 15),
            Transition(.docStringSeparator, .none, ends: 1, starts: [.docString], next: 16),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 14),
            Transition(.tagLine, .examples, ends: 2, starts: [.examplesDefinition, .tags], next: 18),
            Transition(.tagLine, .scenario, ends: 4, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 4, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 2, starts: [.examplesDefinition, .examples], next: 19),
            Transition(.scenarioLine, .none, ends: 4, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 4, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 15),
            Transition(.empty, .none, ends: 0, starts: [], next: 15),
        ]))
        // 16
        states.append(ParserState(expected: "#DocStringSeparator, #Other", transitions: [
            Transition(.docStringSeparator, .none, ends: 0, starts: [], next: 17),
            Transition(.other, .none, ends: 0, starts: [], next: 16),
        ]))
        // 17
        states.append(ParserState(expected: "#EOF, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 5, starts: [], next: 42),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 14),
            Transition(.tagLine, .examples, ends: 2, starts: [.examplesDefinition, .tags], next: 18),
            Transition(.tagLine, .scenario, ends: 4, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 4, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 2, starts: [.examplesDefinition, .examples], next: 19),
            Transition(.scenarioLine, .none, ends: 4, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 4, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 17),
            Transition(.empty, .none, ends: 0, starts: [], next: 17),
        ]))
        // 18
        states.append(ParserState(expected: "#TagLine, #ExamplesLine, #Comment, #Empty", transitions: [
            Transition(.tagLine, .none, ends: 0, starts: [], next: 18),
            Transition(.examplesLine, .none, ends: 1, starts: [.examples], next: 19),
            Transition(.comment, .none, ends: 0, starts: [], next: 18),
            Transition(.empty, .none, ends: 0, starts: [], next: 18),
        ]))
        // 19
        states.append(ParserState(expected: "#EOF, #Empty, #Comment, #TableRow, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 5, starts: [], next: 42),
            Transition(.empty, .none, ends: 0, starts: [], next: 19),
            Transition(.comment, .none, ends: 0, starts: [.description], next: 20),
            Transition(.tableRow, .none, ends: 0, starts: [.examplesTable], next: 21),
            Transition(.tagLine, .examples, ends: 2, starts: [.examplesDefinition, .tags], next: 18),
            Transition(.tagLine, .scenario, ends: 4, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 4, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 2, starts: [.examplesDefinition, .examples], next: 19),
            Transition(.scenarioLine, .none, ends: 4, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 4, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [.description], next: 20),
        ]))
        // 20
        states.append(ParserState(expected: "#EOF, #Comment, #TableRow, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 6, starts: [], next: 42),
            Transition(.comment, .none, ends: 0, starts: [], next: 20),
            Transition(.tableRow, .none, ends: 1, starts: [.examplesTable], next: 21),
            Transition(.tagLine, .examples, ends: 3, starts: [.examplesDefinition, .tags], next: 18),
            Transition(.tagLine, .scenario, ends: 5, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 5, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 3, starts: [.examplesDefinition, .examples], next: 19),
            Transition(.scenarioLine, .none, ends: 5, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 5, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [], next: 20),
        ]))
        // 21
        states.append(ParserState(expected: "#EOF, #TableRow, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 6, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [], next: 21),
            Transition(.tagLine, .examples, ends: 3, starts: [.examplesDefinition, .tags], next: 18),
            Transition(.tagLine, .scenario, ends: 5, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 5, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 3, starts: [.examplesDefinition, .examples], next: 19),
            Transition(.scenarioLine, .none, ends: 5, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 5, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 21),
            Transition(.empty, .none, ends: 0, starts: [], next: 21),
        ]))
        // 22
        states.append(ParserState(expected: "#TagLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.tagLine, .none, ends: 0, starts: [], next: 22),
            Transition(.ruleLine, .none, ends: 1, starts: [], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 22),
            Transition(.empty, .none, ends: 0, starts: [], next: 22),
        ]))
        // 23
        states.append(ParserState(expected: "#EOF, #Empty, #Comment, #BackgroundLine, #TagLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 3, starts: [], next: 42),
            Transition(.empty, .none, ends: 0, starts: [], next: 23),
            Transition(.comment, .none, ends: 0, starts: [.description], next: 24),
            Transition(.backgroundLine, .none, ends: 1, starts: [.background], next: 25),
            Transition(.tagLine, .scenario, ends: 1, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 2, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 1, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 2, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [.description], next: 24),
        ]))
        // 24
        states.append(ParserState(expected: "#EOF, #Comment, #BackgroundLine, #TagLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 4, starts: [], next: 42),
            Transition(.comment, .none, ends: 0, starts: [], next: 24),
            Transition(.backgroundLine, .none, ends: 2, starts: [.background], next: 25),
            Transition(.tagLine, .scenario, ends: 2, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 3, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 2, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 3, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [], next: 24),
        ]))
        // 25
        states.append(ParserState(expected: "#EOF, #Empty, #Comment, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 3, starts: [], next: 42),
            Transition(.empty, .none, ends: 0, starts: [], next: 25),
            Transition(.comment, .none, ends: 0, starts: [.description], next: 26),
            Transition(.stepLine, .none, ends: 0, starts: [.step], next: 27),
            Transition(.tagLine, .scenario, ends: 1, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 2, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 1, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 2, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [.description], next: 26),
        ]))
        // 26
        states.append(ParserState(expected: "#EOF, #Comment, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 4, starts: [], next: 42),
            Transition(.comment, .none, ends: 0, starts: [], next: 26),
            Transition(.stepLine, .none, ends: 1, starts: [.step], next: 27),
            Transition(.tagLine, .scenario, ends: 2, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 3, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 2, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 3, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [], next: 26),
        ]))
        // 27
        states.append(ParserState(expected: "#EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 4, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [.dataTable], next: 28),
            Transition(.docStringSeparator, .none, ends: 0, starts: [.docString], next: 46),
            Transition(.stepLine, .none, ends: 1, starts: [.step], next: 27),
            Transition(.tagLine, .scenario, ends: 2, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 3, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 2, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 3, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 27),
            Transition(.empty, .none, ends: 0, starts: [], next: 27),
        ]))
        // 28
        states.append(ParserState(expected: "#EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 5, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [], next: 28),
            Transition(.docStringSeparator, .none, ends: 1, starts: [.docString], next: 29),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 27),
            Transition(.tagLine, .scenario, ends: 3, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 4, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 3, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 4, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 28),
            Transition(.empty, .none, ends: 0, starts: [], next: 28),
        ]))
        // 29
        states.append(ParserState(expected: "#DocStringSeparator, #Other", transitions: [
            Transition(.docStringSeparator, .none, ends: 0, starts: [], next: 30),
            Transition(.other, .none, ends: 0, starts: [], next: 29),
        ]))
        // 30
        states.append(ParserState(expected: "#EOF, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 5, starts: [], next: 42),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 27),
            Transition(.tagLine, .scenario, ends: 3, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 4, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 3, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 4, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 30),
            Transition(.empty, .none, ends: 0, starts: [], next: 30),
        ]))
        // 31
        states.append(ParserState(expected: "#TagLine, #ScenarioLine, #Comment, #Empty", transitions: [
            Transition(.tagLine, .none, ends: 0, starts: [], next: 31),
            Transition(.scenarioLine, .none, ends: 1, starts: [.scenario], next: 32),
            Transition(.comment, .none, ends: 0, starts: [], next: 31),
            Transition(.empty, .none, ends: 0, starts: [], next: 31),
        ]))
        // 32
        states.append(ParserState(expected: "#EOF, #Empty, #Comment, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 4, starts: [], next: 42),
            Transition(.empty, .none, ends: 0, starts: [], next: 32),
            Transition(.comment, .none, ends: 0, starts: [.description], next: 33),
            Transition(.stepLine, .none, ends: 0, starts: [.step], next: 34),
            Transition(.tagLine, .examples, ends: 0, starts: [.examplesDefinition, .tags], next: 38),
            Transition(.tagLine, .scenario, ends: 2, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 3, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 0, starts: [.examplesDefinition, .examples], next: 39),
            Transition(.scenarioLine, .none, ends: 2, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 3, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [.description], next: 33),
        ]))
        // 33
        states.append(ParserState(expected: "#EOF, #Comment, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 5, starts: [], next: 42),
            Transition(.comment, .none, ends: 0, starts: [], next: 33),
            Transition(.stepLine, .none, ends: 1, starts: [.step], next: 34),
            Transition(.tagLine, .examples, ends: 1, starts: [.examplesDefinition, .tags], next: 38),
            Transition(.tagLine, .scenario, ends: 3, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 4, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 1, starts: [.examplesDefinition, .examples], next: 39),
            Transition(.scenarioLine, .none, ends: 3, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 4, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [], next: 33),
        ]))
        // 34
        states.append(ParserState(expected: "#EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 5, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [.dataTable], next: 35),
            Transition(.docStringSeparator, .none, ends: 0, starts: [.docString], next: 43),
            Transition(.stepLine, .none, ends: 1, starts: [.step], next: 34),
            Transition(.tagLine, .examples, ends: 1, starts: [.examplesDefinition, .tags], next: 38),
            Transition(.tagLine, .scenario, ends: 3, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 4, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 1, starts: [.examplesDefinition, .examples], next: 39),
            Transition(.scenarioLine, .none, ends: 3, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 4, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 34),
            Transition(.empty, .none, ends: 0, starts: [], next: 34),
        ]))
        // 35
        states.append(ParserState(expected: "#EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 6, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [], next: 35),
            Transition(.docStringSeparator, .none, ends: 1, starts: [.docString], next: 36),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 34),
            Transition(.tagLine, .examples, ends: 2, starts: [.examplesDefinition, .tags], next: 38),
            Transition(.tagLine, .scenario, ends: 4, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 5, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 2, starts: [.examplesDefinition, .examples], next: 39),
            Transition(.scenarioLine, .none, ends: 4, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 5, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 35),
            Transition(.empty, .none, ends: 0, starts: [], next: 35),
        ]))
        // 36
        states.append(ParserState(expected: "#DocStringSeparator, #Other", transitions: [
            Transition(.docStringSeparator, .none, ends: 0, starts: [], next: 37),
            Transition(.other, .none, ends: 0, starts: [], next: 36),
        ]))
        // 37
        states.append(ParserState(expected: "#EOF, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 6, starts: [], next: 42),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 34),
            Transition(.tagLine, .examples, ends: 2, starts: [.examplesDefinition, .tags], next: 38),
            Transition(.tagLine, .scenario, ends: 4, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 5, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 2, starts: [.examplesDefinition, .examples], next: 39),
            Transition(.scenarioLine, .none, ends: 4, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 5, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 37),
            Transition(.empty, .none, ends: 0, starts: [], next: 37),
        ]))
        // 38
        states.append(ParserState(expected: "#TagLine, #ExamplesLine, #Comment, #Empty", transitions: [
            Transition(.tagLine, .none, ends: 0, starts: [], next: 38),
            Transition(.examplesLine, .none, ends: 1, starts: [.examples], next: 39),
            Transition(.comment, .none, ends: 0, starts: [], next: 38),
            Transition(.empty, .none, ends: 0, starts: [], next: 38),
        ]))
        // 39
        states.append(ParserState(expected: "#EOF, #Empty, #Comment, #TableRow, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 6, starts: [], next: 42),
            Transition(.empty, .none, ends: 0, starts: [], next: 39),
            Transition(.comment, .none, ends: 0, starts: [.description], next: 40),
            Transition(.tableRow, .none, ends: 0, starts: [.examplesTable], next: 41),
            Transition(.tagLine, .examples, ends: 2, starts: [.examplesDefinition, .tags], next: 38),
            Transition(.tagLine, .scenario, ends: 4, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 5, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 2, starts: [.examplesDefinition, .examples], next: 39),
            Transition(.scenarioLine, .none, ends: 4, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 5, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [.description], next: 40),
        ]))
        // 40
        states.append(ParserState(expected: "#EOF, #Comment, #TableRow, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Other", transitions: [
            Transition(.eof, .none, ends: 7, starts: [], next: 42),
            Transition(.comment, .none, ends: 0, starts: [], next: 40),
            Transition(.tableRow, .none, ends: 1, starts: [.examplesTable], next: 41),
            Transition(.tagLine, .examples, ends: 3, starts: [.examplesDefinition, .tags], next: 38),
            Transition(.tagLine, .scenario, ends: 5, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 6, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 3, starts: [.examplesDefinition, .examples], next: 39),
            Transition(.scenarioLine, .none, ends: 5, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 6, starts: [.rule, .ruleHeader], next: 23),
            Transition(.other, .none, ends: 0, starts: [], next: 40),
        ]))
        // 41
        states.append(ParserState(expected: "#EOF, #TableRow, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 7, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [], next: 41),
            Transition(.tagLine, .examples, ends: 3, starts: [.examplesDefinition, .tags], next: 38),
            Transition(.tagLine, .scenario, ends: 5, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 6, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 3, starts: [.examplesDefinition, .examples], next: 39),
            Transition(.scenarioLine, .none, ends: 5, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 6, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 41),
            Transition(.empty, .none, ends: 0, starts: [], next: 41),
        ]))
        // 42: end of document
        states.append(ParserState(expected: "", transitions: []))
        // 43
        states.append(ParserState(expected: "#DocStringSeparator, #Other", transitions: [
            Transition(.docStringSeparator, .none, ends: 0, starts: [], next: 44),
            Transition(.other, .none, ends: 0, starts: [], next: 43),
        ]))
        // 44
        states.append(ParserState(expected: "#EOF, #TableRow, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 6, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 1, starts: [.dataTable], next: 45),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 34),
            Transition(.tagLine, .examples, ends: 2, starts: [.examplesDefinition, .tags], next: 38),
            Transition(.tagLine, .scenario, ends: 4, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 5, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 2, starts: [.examplesDefinition, .examples], next: 39),
            Transition(.scenarioLine, .none, ends: 4, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 5, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 44),
            Transition(.empty, .none, ends: 0, starts: [], next: 44),
        ]))
        // 45
        states.append(ParserState(expected: "#EOF, #TableRow, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 6, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [], next: 45),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 34),
            Transition(.tagLine, .examples, ends: 2, starts: [.examplesDefinition, .tags], next: 38),
            Transition(.tagLine, .scenario, ends: 4, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 5, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 2, starts: [.examplesDefinition, .examples], next: 39),
            Transition(.scenarioLine, .none, ends: 4, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 5, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 45),
            Transition(.empty, .none, ends: 0, starts: [], next: 45),
        ]))
        // 46
        states.append(ParserState(expected: "#DocStringSeparator, #Other", transitions: [
            Transition(.docStringSeparator, .none, ends: 0, starts: [], next: 47),
            Transition(.other, .none, ends: 0, starts: [], next: 46),
        ]))
        // 47
        states.append(ParserState(expected: "#EOF, #TableRow, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 5, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 1, starts: [.dataTable], next: 48),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 27),
            Transition(.tagLine, .scenario, ends: 3, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 4, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 3, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 4, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 47),
            Transition(.empty, .none, ends: 0, starts: [], next: 47),
        ]))
        // 48
        states.append(ParserState(expected: "#EOF, #TableRow, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 5, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [], next: 48),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 27),
            Transition(.tagLine, .scenario, ends: 3, starts: [.scenarioDefinition, .tags], next: 31),
            Transition(.tagLine, .none, ends: 4, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 3, starts: [.scenarioDefinition, .scenario], next: 32),
            Transition(.ruleLine, .none, ends: 4, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 48),
            Transition(.empty, .none, ends: 0, starts: [], next: 48),
        ]))
        // 49
        states.append(ParserState(expected: "#DocStringSeparator, #Other", transitions: [
            Transition(.docStringSeparator, .none, ends: 0, starts: [], next: 50),
            Transition(.other, .none, ends: 0, starts: [], next: 49),
        ]))
        // 50
        states.append(ParserState(expected: "#EOF, #TableRow, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 5, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 1, starts: [.dataTable], next: 51),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 14),
            Transition(.tagLine, .examples, ends: 2, starts: [.examplesDefinition, .tags], next: 18),
            Transition(.tagLine, .scenario, ends: 4, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 4, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 2, starts: [.examplesDefinition, .examples], next: 19),
            Transition(.scenarioLine, .none, ends: 4, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 4, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 50),
            Transition(.empty, .none, ends: 0, starts: [], next: 50),
        ]))
        // 51
        states.append(ParserState(expected: "#EOF, #TableRow, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 5, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [], next: 51),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 14),
            Transition(.tagLine, .examples, ends: 2, starts: [.examplesDefinition, .tags], next: 18),
            Transition(.tagLine, .scenario, ends: 4, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 4, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.examplesLine, .none, ends: 2, starts: [.examplesDefinition, .examples], next: 19),
            Transition(.scenarioLine, .none, ends: 4, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 4, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 51),
            Transition(.empty, .none, ends: 0, starts: [], next: 51),
        ]))
        // 52
        states.append(ParserState(expected: "#DocStringSeparator, #Other", transitions: [
            Transition(.docStringSeparator, .none, ends: 0, starts: [], next: 53),
            Transition(.other, .none, ends: 0, starts: [], next: 52),
        ]))
        // 53
        states.append(ParserState(expected: "#EOF, #TableRow, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 4, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 1, starts: [.dataTable], next: 54),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 7),
            Transition(.tagLine, .scenario, ends: 3, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 3, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 3, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 3, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 53),
            Transition(.empty, .none, ends: 0, starts: [], next: 53),
        ]))
        // 54
        states.append(ParserState(expected: "#EOF, #TableRow, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty", transitions: [
            Transition(.eof, .none, ends: 4, starts: [], next: 42),
            Transition(.tableRow, .none, ends: 0, starts: [], next: 54),
            Transition(.stepLine, .none, ends: 2, starts: [.step], next: 7),
            Transition(.tagLine, .scenario, ends: 3, starts: [.scenarioDefinition, .tags], next: 11),
            Transition(.tagLine, .none, ends: 3, starts: [.rule, .ruleHeader, .tags], next: 22),
            Transition(.scenarioLine, .none, ends: 3, starts: [.scenarioDefinition, .scenario], next: 12),
            Transition(.ruleLine, .none, ends: 3, starts: [.rule, .ruleHeader], next: 23),
            Transition(.comment, .none, ends: 0, starts: [], next: 54),
            Transition(.empty, .none, ends: 0, starts: [], next: 54),
        ]))
        return states
    }
}
