import CucumberMessages

/// The syntax tree of one document in compact form: flat lists of fixed-size records whose
/// texts are ``TextRef``s and whose children are index ranges into the other lists.
///
/// Records mirror the `GherkinDocument` message types field for field; `document(...)` makes
/// the messages. Ids are ordinals, numbered in the order the reference parsers take ids, and
/// become strings through the document's ``IdGenerator`` only then.
///
/// NB: flat lists rather than a tree of message values, which would hold a heap object for
/// every few bytes of source; these lists hold a few arrays per document.
struct SyntaxTree: Sendable {
    /// A range of one of the lists.
    struct Span: Sendable {
        var start: Int32
        var count: Int32

        static let none = Span(start: 0, count: 0)

        var range: Range<Int> { Int(start)..<Int(start + count) }
        var isEmpty: Bool { count == 0 }
    }

    struct Position: Sendable {
        var line: Int32
        var column: Int32

        init(line: Int, column: Int?) {
            self.line = Int32(truncatingIfNeeded: line)
            self.column = Int32(truncatingIfNeeded: column ?? 0)
        }

        /// As a message; column 0 stands for none.
        var location: Location { Location(line: Int(line), column: column == 0 ? nil : Int(column)) }
    }

    struct Tag: Sendable {
        var position: Position
        var name: TextRef
        var id: Int32
    }

    struct Row: Sendable {
        var position: Position
        /// The row's cells in ``SyntaxTree/items``.
        var cells: Span
        var id: Int32
    }

    struct DocString: Sendable {
        var position: Position
        var mediaType: TextRef
        /// The content's lines in ``SyntaxTree/lines``, joined with newlines.
        var content: Span
        var delimiter: TextRef
    }

    struct Step: Sendable {
        var position: Position
        var keyword: TextRef
        var keywordType: StepKeywordType?
        var text: TextRef
        /// An index of ``SyntaxTree/docStrings``, or -1.
        var docString: Int32
        /// The data table's rows; empty when the step has none.
        var dataTable: Span
        var id: Int32
    }

    struct Background: Sendable {
        var position: Position
        var keyword: TextRef
        var name: TextRef
        var description: Span
        var steps: Span
        var id: Int32
    }

    struct Examples: Sendable {
        var position: Position
        var tags: Span
        var keyword: TextRef
        var name: TextRef
        var description: Span
        /// The header row, or -1 when the block has no table.
        var header: Int32
        var body: Span
        var id: Int32
    }

    struct Scenario: Sendable {
        var position: Position
        var tags: Span
        var keyword: TextRef
        var name: TextRef
        var description: Span
        var steps: Span
        var examples: Span
        var id: Int32
    }

    struct Rule: Sendable {
        var position: Position
        var tags: Span
        var keyword: TextRef
        var name: TextRef
        var description: Span
        /// An index of ``SyntaxTree/backgrounds``, or -1.
        var background: Int32
        var scenarios: Span
        var id: Int32
    }

    struct Feature: Sendable {
        var position: Position
        var tags: Span
        var language: String
        var keyword: TextRef
        var name: TextRef
        var description: Span
        var background: Int32
        var scenarios: Span
        var rules: Span
    }

    struct Comment: Sendable {
        var line: Int32
        var text: TextRef
    }

    var feature: Feature?
    var comments: [Comment] = []
    var rules: [Rule] = []
    var backgrounds: [Background] = []
    var scenarios: [Scenario] = []
    var examples: [Examples] = []
    var steps: [Step] = []
    var docStrings: [DocString] = []
    var rows: [Row] = []
    var tags: [Tag] = []
    /// Table cells (and the tags of tag lines, which `tags` copies).
    var items: [TokenItem] = []
    /// Lines of descriptions and doc strings.
    var lines: [TextRef] = []
    /// How many ids the tree took.
    var idCount: Int32 = 0

    /// Where a step's doc string and data table stand among its pickle step's arguments: with
    /// both, each has an index (1 or 2, in source order); with one, neither has.
    func argumentIndices(of step: Step) -> (docString: Int?, dataTable: Int?) {
        guard step.docString >= 0, !step.dataTable.isEmpty else { return (nil, nil) }
        let docStringLine = docStrings[Int(step.docString)].position.line
        let tableLine = rows[Int(step.dataTable.start)].position.line
        return docStringLine > tableLine ? (2, 1) : (1, 2)
    }
}
