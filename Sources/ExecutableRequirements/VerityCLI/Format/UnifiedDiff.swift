/// The difference between two texts as a unified diff (`diff -u`, three lines of context),
/// what `verity format --diff` prints for each file it would change.
///
/// ```swift
/// UnifiedDiff(old: "Feature: F\nScenario: S\n", new: "Feature: F\n\n  Scenario: S\n", path: "a.feature").text
/// // --- a.feature
/// // +++ a.feature (formatted)
/// // @@ -1,2 +1,3 @@
/// //  Feature: F
/// // -Scenario: S
/// // +
/// // +  Scenario: S
/// ```
struct UnifiedDiff {
    /// One line of either text, with whether it ends with a line break.
    private struct Line: Equatable {
        var text: Substring
        var isTerminated: Bool
    }

    /// What happens to one line, in the order of the texts.
    private enum Edit {
        case keep(old: Int, new: Int)
        case remove(old: Int)
        case insert(new: Int)
    }

    private static let context = 3
    /// Past this many differing lines the shortest edit script costs more memory than it is
    /// worth: the differing middle is shown as one removal and one insertion instead.
    private static let maximumEdits = 1000

    /// The diff; empty when the texts are equal.
    let text: String

    /// Compares `old` with `new`, naming both sides after `path`.
    init(old: String, new: String, path: String) {
        let oldLines = Self.lines(of: old)
        let newLines = Self.lines(of: new)
        guard oldLines != newLines else {
            text = ""
            return
        }
        let edits = Self.edits(oldLines, newLines)
        var text = "--- \(path)\n+++ \(path) (formatted)\n"
        for hunk in Self.hunks(of: edits) {
            text += Self.render(hunk, oldLines, newLines)
        }
        self.text = text
    }

    private static func lines(of text: String) -> [Line] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Line(text: $0, isTerminated: true)
        }
        // NB: the piece after the last line break is empty for a text that ends with one.
        if let last = lines.last {
            lines.removeLast()
            if !last.text.isEmpty { lines.append(Line(text: last.text, isTerminated: false)) }
        }
        return lines
    }

    /// The edit script: common prefix and suffix kept, the middle diffed with Myers' algorithm.
    private static func edits(_ old: [Line], _ new: [Line]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var edits = (0..<prefix).map { Edit.keep(old: $0, new: $0) }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        if let middle = shortestEdits(old, oldMiddle, new, newMiddle) {
            edits += middle
        } else {
            edits += oldMiddle.map { Edit.remove(old: $0) }
            edits += newMiddle.map { Edit.insert(new: $0) }
        }
        edits += (0..<suffix).map { Edit.keep(old: old.count - suffix + $0, new: new.count - suffix + $0) }
        return edits
    }

    /// Myers' shortest edit script between two ranges, or `nil` when it needs more than
    /// ``maximumEdits`` edits.
    private static func shortestEdits(_ old: [Line], _ oldRange: Range<Int>, _ new: [Line], _ newRange: Range<Int>)
        -> [Edit]?
    {
        let n = oldRange.count
        let m = newRange.count
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[oldRange.lowerBound + x] == new[newRange.lowerBound + y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }
        // Walks back from the end through the saved frontiers.
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : previous[offset + previousK]
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.keep(old: oldRange.lowerBound + x, new: newRange.lowerBound + y))
            }
            guard d > 0 else { break }
            if x == previousX {
                y -= 1
                edits.append(.insert(new: newRange.lowerBound + y))
            } else {
                x -= 1
                edits.append(.remove(old: oldRange.lowerBound + x))
            }
        }
        return edits.reversed()
    }

    /// The edits grouped into hunks: each change with up to ``context`` kept lines around it,
    /// changes closer than twice that sharing a hunk.
    private static func hunks(of edits: [Edit]) -> [ArraySlice<Edit>] {
        var hunks: [ArraySlice<Edit>] = []
        var index = 0
        while index < edits.count {
            guard !isKeep(edits[index]) else {
                index += 1
                continue
            }
            let start = max(0, index - context)
            var end = index
            var keptRun = 0
            while end < edits.count {
                keptRun = isKeep(edits[end]) ? keptRun + 1 : 0
                if keptRun > 2 * context { break }
                end += 1
            }
            // NB: the loop stopped past a run of more than twice the context, or at the end;
            // trailing kept lines beyond the context are not shown.
            var trailing = 0
            var last = end
            while last > index, isKeep(edits[last - 1]) {
                last -= 1
                trailing += 1
            }
            let stop = min(end, last + min(trailing, context))
            hunks.append(edits[start..<stop])
            index = stop
        }
        return hunks
    }

    private static func isKeep(_ edit: Edit) -> Bool {
        if case .keep = edit { return true }
        return false
    }

    private static func render(_ hunk: ArraySlice<Edit>, _ old: [Line], _ new: [Line]) -> String {
        var oldStart: Int?
        var newStart: Int?
        var oldCount = 0
        var newCount = 0
        var body = ""
        for edit in hunk {
            switch edit {
            case .keep(let o, let n):
                oldStart = oldStart ?? o
                newStart = newStart ?? n
                oldCount += 1
                newCount += 1
                body += line(" ", old[o])
            case .remove(let o):
                oldStart = oldStart ?? o
                oldCount += 1
                body += line("-", old[o])
            case .insert(let n):
                newStart = newStart ?? n
                newCount += 1
                body += line("+", new[n])
            }
        }
        return "@@ -\(range(start: oldStart, count: oldCount)) +\(range(start: newStart, count: newCount)) @@\n" + body
    }

    private static func line(_ marker: String, _ line: Line) -> String {
        marker + line.text + (line.isTerminated ? "\n" : "\n\\ No newline at end of file\n")
    }

    /// `start,count` with 1-based lines. A side without lines in a hunk has no context either,
    /// so that text is empty: `0,0`, as `diff -u` prints it.
    private static func range(start: Int?, count: Int) -> String {
        start.map { "\($0 + 1),\(count)" } ?? "0,0"
    }
}
