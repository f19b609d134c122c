extension JSONValue {
    /// The value as compact UTF-8 JSON.
    ///
    /// NB: written by hand rather than with `JSONEncoder`, which builds an intermediate tree
    /// of the whole value before writing it, as for every large `publishDiagnostics`.
    ///
    /// ```swift
    /// JSONValue.object(["id": .integer(1)]).jsonBytes  // Array(#"{"id":1}"#.utf8)
    /// ```
    package var jsonBytes: [UInt8] {
        var bytes: [UInt8] = []
        write(to: &bytes)
        return bytes
    }

    /// Appends the value as compact UTF-8 JSON.
    package func write(to bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .integer(let value): bytes.append(contentsOf: String(value).utf8)
        case .number(let value):
            // NB: JSON has no NaN or infinity; a value the protocol never sends, written as null.
            bytes.append(contentsOf: (value.isFinite ? "\(value)" : "null").utf8)
        case .string(let value): Self.writeString(value, to: &bytes)
        case .array(let values):
            bytes.append(UInt8(ascii: "["))
            for (position, value) in values.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            var first = true
            for (key, value) in members {
                if !first { bytes.append(UInt8(ascii: ",")) }
                first = false
                Self.writeString(key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `text` as a JSON string: quotes, backslashes and control characters escaped,
    /// everything else as its UTF-8 bytes.
    private static func writeString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // NB: most strings need no escape: their UTF-8 is appended whole, in one copy.
        guard text.utf8.contains(where: needsEscape) else {
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        // The runs between escapes are appended as array slices, each in one copy: a long
        // text (a tool's listing) has a line break on every line.
        let utf8 = Array(text.utf8)
        var runStart = 0
        for (index, byte) in utf8.enumerated() where needsEscape(byte) {
            bytes.append(contentsOf: utf8[runStart..<index])
            runStart = index + 1
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
            default:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            }
        }
        bytes.append(contentsOf: utf8[runStart...])
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether `byte` cannot stand for itself in a JSON string.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
