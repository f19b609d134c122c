import CucumberMessages

/// Replaces `<name>` placeholders with the values of an examples row.
enum Interpolation {
    /// `text` with every `<header>` replaced by the value in the same column, one header after
    /// another (so a value that itself contains a later `<header>` is replaced again, as in the
    /// reference implementations). Values are inserted literally: `$` and `\` are not special.
    static func apply(_ text: String, variables: [TableCell], values: [TableCell]) -> String {
        guard !variables.isEmpty, text.utf8.contains(UInt8(ascii: "<")) else { return text }
        var result = Array(text.utf8)
        for (index, variable) in variables.enumerated() where index < values.count {
            let pattern = Array("<\(variable.value)>".utf8)
            result = replacing(pattern, with: Array(values[index].value.utf8), in: result)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func replacing(_ pattern: [UInt8], with replacement: [UInt8], in text: [UInt8]) -> [UInt8] {
        guard pattern.count <= text.count else { return text }
        var output: [UInt8] = []
        var index = 0
        var changed = false
        while index < text.count {
            if text[index] == pattern[0], index + pattern.count <= text.count,
                text[index..<(index + pattern.count)].elementsEqual(pattern)
            {
                if !changed {
                    output.reserveCapacity(text.count + replacement.count)
                    output.append(contentsOf: text[0..<index])
                    changed = true
                }
                output.append(contentsOf: replacement)
                index += pattern.count
            } else {
                if changed { output.append(text[index]) }
                index += 1
            }
        }
        return changed ? output : text
    }
}
