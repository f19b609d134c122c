import CucumberMessages

/// The pickles of one document in compact form: records whose texts are ``TextRef``s (into
/// the source, the parser's rewritten text, or `text` here for outline text with its
/// placeholders filled in) and whose AST references are indices of the ``SyntaxTree``.
struct PickleList: Sendable {
    struct Pickle: Sendable {
        var id: Int32
        /// The scenario's position, or the examples row's for a pickle of an outline.
        var position: SyntaxTree.Position
        var name: TextRef
        var steps: SyntaxTree.Span
        var scenario: Int32
        /// The rule holding the scenario, or -1.
        var rule: Int32
        /// The examples block and row of an outline's pickle, or -1.
        var examples: Int32
        var row: Int32
    }

    struct Step: Sendable {
        var id: Int32
        /// The AST step.
        var step: Int32
        /// The examples row, for a step of an outline (not of its background); else -1.
        var row: Int32
        var type: PickleStepType?
        var text: TextRef
        /// The doc string's content when placeholders changed it; else the AST's lines are used.
        var docStringContent: TextRef?
        var docStringMediaType: TextRef?
        /// The data table's rows: in `rows` when placeholders changed a cell, else in the tree's rows.
        var dataTable: SyntaxTree.Span
        var dataTableIsRewritten: Bool
    }

    var pickles: [Pickle] = []
    var steps: [Step] = []
    /// Rows of rewritten data tables, as spans of `cells`.
    var rows: [SyntaxTree.Span] = []
    var cells: [TextRef] = []
    /// Outline text with placeholders filled in, addressed after the source and the parser's text.
    var text: [UInt8] = []
    /// How many ids the pickles took, after the tree's.
    var idCount: Int32 = 0
}
