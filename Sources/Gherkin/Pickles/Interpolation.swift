import CucumberMessages

/// Replaces `<name>` placeholders with the values of an examples row.
///
/// Built once per examples table (the patterns come from its header row) and applied to every
/// name, step text, doc string and cell of every row.
struct Interpolation {
    private let patterns: [[UInt8]]

    /// An interpolation for the placeholders named in `header`.
    init(header: [TableCell]) {
        patterns = header.map { Array("<\($0.value)>".utf8) }
    }

    /// No placeholders: every text stays as it is.
    static let none = Interpolation(header: [])

    /// `text` with every `<header>` replaced by the value in the same column, one header after
    /// another (so a value that itself contains a later `<header>` is replaced again, as in the
    /// reference implementations). Values are inserted literally: `$` and `\` are not special.
    func apply(_ text: String, values: [TableCell]) -> String {
        guard !patterns.isEmpty else { return text }
        if let result = text.utf8.withContiguousStorageIfAvailable({ apply(to: $0, text, values) }) {
            return result
        }
        var contiguous = text
        return contiguous.withUTF8 { apply(to: $0, text, values) }
    }

    private func apply(to base: UnsafeBufferPointer<UInt8>, _ text: String, _ values: [TableCell]) -> String {
        guard base.contains(UInt8(ascii: "<")) else { return text }
        var buffer: [UInt8] = []
        var replaced = false
        for (index, pattern) in patterns.enumerated() where index < values.count {
            if replaced {
                if let result = Self.replacing(pattern, with: values[index].value, in: buffer) { buffer = result }
            } else if let result = Self.replacing(pattern, with: values[index].value, in: base) {
                buffer = result
                replaced = true
            }
        }
        return replaced ? String(decoding: buffer, as: UTF8.self) : text
    }

    /// `text` with every occurrence of `pattern` replaced, or `nil` when there is none.
    private static func replacing<Text: RandomAccessCollection<UInt8>>(
        _ pattern: [UInt8], with replacement: String, in text: Text
    ) -> [UInt8]? where Text.Index == Int {
        let count = pattern.count
        guard count > 0, count <= text.count else { return nil }
        var output: [UInt8] = []
        var copied = text.startIndex
        var index = text.startIndex
        let last = text.endIndex - count
        let first = pattern[0]
        while index <= last {
            if text[index] == first && matches(pattern, in: text, at: index) {
                if output.isEmpty { output.reserveCapacity(text.count + replacement.utf8.count) }
                output.append(contentsOf: text[copied..<index])
                output.append(contentsOf: replacement.utf8)
                index += count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied != text.startIndex else { return nil }
        output.append(contentsOf: text[copied..<text.endIndex])
        return output
    }

    @inline(__always)
    private static func matches<Text: RandomAccessCollection<UInt8>>(
        _ pattern: [UInt8], in text: Text, at index: Int
    ) -> Bool where Text.Index == Int {
        var offset = 1
        while offset < pattern.count {
            if text[index + offset] != pattern[offset] { return false }
            offset += 1
        }
        return true
    }
}
