/// The whitespace classes the parser uses, on Unicode scalars.
///
/// NB: Both tests delegate to the parser's own byte-level `UnicodeWhitespace`, so the
/// formatter trims exactly what the parser trims (the reference parsers disagree on the set;
/// a fuzz run found the formatter mis-splitting a table row that began with U+001E, which
/// the parser counts as whitespace and an earlier copy of the set here did not).
enum GherkinWhitespace {
    static func isLineWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return UnicodeWhitespace.isASCIISpace(UInt8(scalar.value)) }
        return withUTF8(of: scalar) { bytes in
            UnicodeWhitespace.length(at: 0, in: bytes, end: bytes.count) == bytes.count
        }
    }

    /// Whitespace trimmed from table cells: the line set without the newline.
    static func isCellWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar != "\n" && UnicodeWhitespace.isASCIISpace(UInt8(scalar.value)) }
        return withUTF8(of: scalar) { bytes in
            UnicodeWhitespace.cellBlankLength(at: 0, in: bytes, end: bytes.count) == bytes.count
        }
    }

    /// Calls `body` with the UTF-8 bytes of a scalar that is not ASCII.
    private static func withUTF8(of scalar: Unicode.Scalar, _ body: (ByteView) -> Bool) -> Bool {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4)
        UTF8.encode(scalar) { bytes.append($0) }
        return ByteView.withView(of: bytes, body)
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
