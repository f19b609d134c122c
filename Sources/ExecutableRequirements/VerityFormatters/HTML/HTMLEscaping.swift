/// Escaping for the three places text stands in the report's markup.
enum HTMLEscaping {
    /// `text` as the content of an element, where `&` and `<` would start markup; `>` is
    /// escaped too, so the markup never holds a stray tag end. Quotes stay as they are.
    static func text(_ text: String) -> String {
        escape(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            default: nil
            }
        }
    }

    /// `value` inside a double-quoted attribute: both quotes are escaped too, so the value can
    /// never end the attribute, whichever quote a later change writes it in.
    static func attribute(_ value: String) -> String {
        escape(value) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        }
    }

    /// `content` of a `<style>` or `<script>` element, which the browser does not decode:
    /// entities would show literally, so the only danger is an end tag (`</style`, in any
    /// case) ending the element early, or `<!--`, which changes how a script is parsed.
    /// Both get a backslash (`<\/style`, `<\!--`), which CSS and JavaScript read as the same
    /// characters inside a string and which closes nothing.
    static func rawText(_ content: String, closing element: String) -> String {
        let endTag = Array(("</" + element).lowercased().utf8)
        let comment = Array("<!--".utf8)
        let bytes = Array(content.utf8)
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"),
                starts(bytes, at: index, with: endTag) || starts(bytes, at: index, with: comment)
            {
                escaped += [UInt8(ascii: "<"), UInt8(ascii: "\\")]
                index += 1
                continue
            }
            escaped.append(bytes[index])
            index += 1
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Whether `bytes` hold `prefix` (compared ASCII-case-insensitively) at `index`.
    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: [UInt8]) -> Bool {
        guard bytes.count - index >= prefix.count else { return false }
        for offset in prefix.indices {
            var byte = bytes[index + offset]
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
            if byte != prefix[offset] { return false }
        }
        return true
    }

    private static func escape(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        // NB: most text needs no escaping; it is returned without being copied.
        guard text.unicodeScalars.contains(where: { replacement($0) != nil }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if let entity = replacement(scalar) { escaped += entity } else { escaped.unicodeScalars.append(scalar) }
        }
        return escaped
    }
}
