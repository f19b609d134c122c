/// The whitespace classes the reference parsers use, on Unicode scalars.
///
/// Lines are trimmed like JavaScript's `\s`; table cells trim a narrower set that never
/// includes a newline (an escaped `\n` in a cell yields one, and it must survive).
enum GherkinWhitespace {
    static func isLineWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
            0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }

    static func isCellWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0: return true
        default: return false
        }
    }

    /// The number of leading whitespace scalars of `line`.
    static func indentation(of line: Substring) -> Int {
        var count = 0
        for scalar in line.unicodeScalars {
            guard isLineWhitespace(scalar) else { break }
            count += 1
        }
        return count
    }

    static func trimmingLeading(_ line: Substring) -> Substring {
        let scalars = line.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isLineWhitespace($0) }) else {
            return line[line.endIndex...]
        }
        return Substring(scalars[start...])
    }

    static func trimming(_ line: Substring) -> Substring {
        let leading = trimmingLeading(line).unicodeScalars
        guard let last = leading.lastIndex(where: { !isLineWhitespace($0) }) else {
            return leading.isEmpty ? Substring(leading) : Substring(leading[leading.endIndex...])
        }
        return Substring(leading[...last])
    }
}
