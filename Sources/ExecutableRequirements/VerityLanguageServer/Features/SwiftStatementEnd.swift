/// Finds where a step definition's statement ends in Swift source, so a new definition can be
/// written after it: from the start of the line holding the definition's pattern, past the
/// call's closing parenthesis and its trailing closure, skipping strings (raw, multi-line and
/// interpolated) and comments. A bracket closing one opened on an earlier line (the pattern on
/// a line of its own) closes the call.
///
/// ```swift
/// let source = Array("steps.given(\"a\") { _ in\n}\nnext()\n".utf8)
/// SwiftStatementEnd.lineAfter(statementOnLineAt: 0, in: source)  // 24: the start of "next()"
/// ```
package enum SwiftStatementEnd {
    /// The offset of the line after the statement on the line starting at `lineStart` (the end
    /// of the text when it is the last line); `nil` when the brackets never close.
    package static func lineAfter(statementOnLineAt lineStart: Int, in source: [UInt8]) -> Int? {
        var scanner = Scanner(source: source, index: lineStart)
        guard let end = scanner.statementEnd() else { return nil }
        guard let newline = source[end...].firstIndex(of: UInt8(ascii: "\n")) else { return source.count }
        return newline + 1
    }

    private struct Scanner {
        let source: [UInt8]
        var index: Int

        /// The offset just after the statement's last bracket.
        mutating func statementEnd() -> Int? {
            var depth = 0
            while index < source.count {
                let byte = source[index]
                if startsString() {
                    guard skipString() else { return nil }
                    continue
                }
                switch byte {
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    skipLine()
                    continue
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                    continue
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth = max(depth - 1, 0)
                    if depth == 0 {
                        index += 1
                        // NB: a trailing closure opens on the same line: `) { … }`.
                        var ahead = index
                        while ahead < source.count, source[ahead] == UInt8(ascii: " ") || source[ahead] == UInt8(ascii: "\t") {
                            ahead += 1
                        }
                        guard ahead < source.count, source[ahead] == UInt8(ascii: "{") else { return index }
                        index = ahead
                        continue
                    }
                default:
                    break
                }
                index += 1
            }
            return nil
        }

        private func peek(_ distance: Int) -> UInt8? {
            index + distance < source.count ? source[index + distance] : nil
        }

        /// Whether a string literal starts here: `"` or `#…#"`.
        private func startsString() -> Bool {
            guard source[index] == UInt8(ascii: "\"") || source[index] == UInt8(ascii: "#") else { return false }
            var ahead = index
            while ahead < source.count, source[ahead] == UInt8(ascii: "#") { ahead += 1 }
            return ahead < source.count && source[ahead] == UInt8(ascii: "\"")
        }

        /// Skips a string literal, its interpolations included; `false` when it never closes.
        private mutating func skipString() -> Bool {
            var hashes = 0
            while source[index] == UInt8(ascii: "#") {
                hashes += 1
                index += 1
            }
            let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            let closing = [UInt8](repeating: UInt8(ascii: "\""), count: multiline ? 3 : 1)
                + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
            while index < source.count {
                if source[index] == UInt8(ascii: "\\"), escapes(hashes: hashes) {
                    index += 1 + hashes
                    if index < source.count, source[index] == UInt8(ascii: "(") {
                        index += 1
                        guard skipInterpolation() else { return false }
                    } else {
                        index += 1
                    }
                    continue
                }
                if source[index...].starts(with: closing) {
                    index += closing.count
                    return true
                }
                if !multiline, source[index] == UInt8(ascii: "\n") { return false }
                index += 1
            }
            return false
        }

        /// Whether the backslash here is followed by the literal's hashes, making it an escape.
        private func escapes(hashes: Int) -> Bool {
            (0..<hashes).allSatisfy { peek($0 + 1) == UInt8(ascii: "#") }
        }

        /// Skips an interpolation's code up to its closing parenthesis.
        private mutating func skipInterpolation() -> Bool {
            var depth = 1
            while index < source.count {
                if startsString() {
                    guard skipString() else { return false }
                    continue
                }
                switch source[index] {
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                default: break
                }
                index += 1
            }
            return false
        }

        private mutating func skipLine() {
            while index < source.count, source[index] != UInt8(ascii: "\n") { index += 1 }
        }

        private mutating func skipBlockComment() {
            var depth = 0
            while index < source.count {
                if source[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if source[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }
    }
}
