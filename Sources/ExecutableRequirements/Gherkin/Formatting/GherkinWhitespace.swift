/// The whitespace classes the parser uses, on Unicode scalars.
///
/// NB: Both tests delegate to the parser's own byte-level `UnicodeWhitespace`, so the
/// formatter trims exactly what the parser trims (the reference parsers disagree on the set;
/// a fuzz run found the formatter mis-splitting a table row that began with U+001E, which
/// the parser counts as whitespace and an earlier copy of the set here did not).
enum GherkinWhitespace {
    static func isLineWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        withUTF8(of: scalar) { bytes in UnicodeWhitespace.length(at: 0, in: bytes, end: bytes.count) == bytes.count }
    }

    /// Whitespace trimmed from table cells: the line set without the newline.
    static func isCellWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        withUTF8(of: scalar) { bytes in UnicodeWhitespace.cellBlankLength(at: 0, in: bytes, end: bytes.count) == bytes.count }
    }

    private static func withUTF8(of scalar: Unicode.Scalar, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        if scalar.isASCII {
            var byte = UInt8(scalar.value)
            return withUnsafePointer(to: &byte) { body(UnsafeBufferPointer(start: $0, count: 1)) }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4)
        UTF8.encode(scalar) { bytes.append($0) }
        return bytes.withUnsafeBufferPointer(body)
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
