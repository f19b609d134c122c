/// A documentation comment as ``SwiftLexer`` finds it: consecutive `///` lines, or one
/// `/** … */` block. ``text(in:)`` gives what hover shows.
struct SwiftDocComment: Sendable {
    /// The text after each line's `///`, or the one range between `/**` and `*/`.
    var ranges: [Range<Int>]
    /// Whether it is a `/** */` block.
    var isBlock: Bool
    /// The 0-based line of its last line; a token on the next line (or on this one, after a
    /// block) is what it documents.
    var lastLine: Int

    /// The comment's text without its markers (`///`, `/**`, `*/`, and a leading `*` that
    /// every line of a block has), without the indentation its lines share, and without blank
    /// lines at either end; `nil` when nothing is left.
    ///
    /// ```swift
    /// /// Adds cukes to the belly.
    /// ///
    /// ///     belly.cukes += count
    /// // gives "Adds cukes to the belly.\n\n    belly.cukes += count"
    /// ```
    func text(in bytes: [UInt8]) -> String? {
        var lines: [ArraySlice<UInt8>] = []
        for range in ranges {
            if isBlock {
                lines.append(
                    contentsOf: bytes[range].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false))
            } else {
                lines.append(bytes[range])
            }
        }
        lines = lines.map(Self.trimmingTrailingSpace)
        if isBlock { lines = Self.removingStars(lines) }
        // NB: a block's first line starts after `/**`, where its indentation means nothing,
        // so it neither sets nor loses the indentation the other lines share.
        let keepsFirst = isBlock && lines.first.map { !$0.drop(while: Self.isSpace).isEmpty } == true
        if keepsFirst { lines[0] = lines[0].drop(while: Self.isSpace) }
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        guard !lines.isEmpty else { return nil }
        let indented = lines.dropFirst(keepsFirst ? 1 : 0).filter { !$0.isEmpty }
        let indentation = indented.map { $0.prefix(while: Self.isSpace).count }.min() ?? 0
        var text: [UInt8] = []
        for (number, line) in lines.enumerated() {
            if number > 0 { text.append(UInt8(ascii: "\n")) }
            let skipped = number == 0 && keepsFirst ? 0 : min(indentation, line.count)
            text.append(contentsOf: line.dropFirst(skipped))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A block's lines without the `*` column (` * text`), when every line after the first
    /// has one; the first line keeps what follows `/**`.
    private static func removingStars(_ lines: [ArraySlice<UInt8>]) -> [ArraySlice<UInt8>] {
        let rest = lines.dropFirst().filter { !$0.isEmpty }
        let starred = !rest.isEmpty && rest.allSatisfy { $0.drop(while: isSpace).first == UInt8(ascii: "*") }
        guard starred else { return lines }
        return lines.enumerated().map { number, line in
            guard number > 0, !line.isEmpty else { return line }
            // NB: the star and one space after it are markers; more space is indentation.
            let afterStar = line.drop(while: isSpace).dropFirst()
            return afterStar.first == UInt8(ascii: " ") ? afterStar.dropFirst() : afterStar
        }
    }

    /// `line` without the spaces, tabs and `\r` at its end.
    private static func trimmingTrailingSpace(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var line = line
        while let last = line.last, isSpace(last) || last == UInt8(ascii: "\r") { line.removeLast() }
        return line
    }

    /// A space or a tab.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
