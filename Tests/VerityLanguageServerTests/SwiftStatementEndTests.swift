import Testing
import VerityLanguageServer
@testable import VerityWorkspace

/// Where a new step definition goes: after the statement of the last one.
@Suite struct SwiftStatementEndTests {
    /// The text after the statement on line `line` (0-based).
    private static func rest(after line: Int, in source: String) -> Substring? {
        let lines = DocumentLines(source)
        guard let end = SwiftStatementEnd.lineAfter(statementOnLineAt: lines.lineStarts[line], in: lines.bytes) else {
            return nil
        }
        return Substring(decoding: lines.bytes[end...], as: UTF8.self)
    }

    @Test func aTrailingClosureOverSeveralLinesEndsTheStatement() {
        let source = "steps.given(\"a {int}\") { (world, count: Int) in\n    world.count = count\n}\nnext()\n"
        #expect(Self.rest(after: 0, in: source) == "next()\n")
    }

    @Test func bracketsInStringsCommentsAndInterpolationsDoNotCount() {
        let source = """
            steps.then(#"a ) "quoted" } pattern"#) { world in // a } comment
                /* a { block /* nested } */ comment */
                print("\\(world.items.map { "}" })", #"\\#(")")"#)
                let text = \"""
                    }}}
                    \"""
            }
            after()

            """
        #expect(Self.rest(after: 0, in: source) == "after()\n")
    }

    @Test func aRegexPatternAndAPatternOnALineOfItsOwnAreFollowedToTheirClosure() {
        let regex = "steps.when(.regex(#\"^(\\d+) cukes$\"#)) { (world, count: Int) in\n}\nafter()\n"
        #expect(Self.rest(after: 0, in: regex) == "after()\n")
        let ownLine = "steps.given(\n    \"a pattern\"\n) { world in\n}\nafter()\n"
        #expect(Self.rest(after: 1, in: ownLine) == "after()\n")
    }

    @Test func aStatementThatNeverEndsHasNoEnd() {
        #expect(Self.rest(after: 0, in: "steps.given(\"a\") { world in\n") == nil)
    }
}
