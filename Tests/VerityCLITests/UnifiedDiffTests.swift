import Testing

@testable import VerityCLI

@Suite("unified diffs of a formatted file")
struct UnifiedDiffTests {
    @Test("equal texts have no diff")
    func equal() {
        #expect(UnifiedDiff(old: "a\nb\n", new: "a\nb\n", path: "x").text == "")
    }

    @Test("changes far apart get a hunk each, with three lines of context")
    func separateHunks() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 15\n", with: "")
        #expect(
            UnifiedDiff(old: old, new: new, path: "x").text == """
                --- x
                +++ x (formatted)
                @@ -1,5 +1,5 @@
                 line 1
                -line 2
                +line two
                 line 3
                 line 4
                 line 5
                @@ -12,7 +12,6 @@
                 line 12
                 line 13
                 line 14
                -line 15
                 line 16
                 line 17
                 line 18

                """)
    }

    @Test("changes close together share one hunk")
    func sharedHunk() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\n"
        let new = "A\nb\nc\nd\ne\nf\ng\nH\n"
        #expect(
            UnifiedDiff(old: old, new: new, path: "x").text == """
                --- x
                +++ x (formatted)
                @@ -1,8 +1,8 @@
                -a
                +A
                 b
                 c
                 d
                 e
                 f
                 g
                -h
                +H

                """)
    }

    @Test("a missing final line break is shown as diff shows it")
    func missingFinalLineBreak() {
        #expect(
            UnifiedDiff(old: "a\nb", new: "a\nb\n", path: "x").text == """
                --- x
                +++ x (formatted)
                @@ -1,2 +1,2 @@
                 a
                -b
                \\ No newline at end of file
                +b

                """)
    }

    @Test("an empty text is shown as line 0")
    func emptyText() {
        #expect(UnifiedDiff(old: "", new: "a\n", path: "x").text == "--- x\n+++ x (formatted)\n@@ -0,0 +1,1 @@\n+a\n")
    }

    @Test("a large rewrite past the edit limit is still a correct diff")
    func largeRewrite() {
        let old = (1...1500).map { "line \($0)\n" }.joined()
        let new = (1...1500).map { "  line \($0)\n" }.joined()
        let text = UnifiedDiff(old: old, new: new, path: "x").text
        let lines = text.split(separator: "\n")
        #expect(lines[2] == "@@ -1,1500 +1,1500 @@")
        #expect(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 1500)
        #expect(lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 1500)
    }
}
