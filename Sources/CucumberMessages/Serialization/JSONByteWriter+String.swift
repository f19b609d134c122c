extension JSONByteWriter {
    /// Writes `string` as a quoted JSON string.
    ///
    /// Runs of bytes that need no escaping are copied in bulk; only `"`, `\`, the C0 control
    /// characters and U+2028/U+2029 are escaped. Everything else, including all other
    /// non-ASCII text, is written as raw UTF-8, which JSON allows.
    func writeString(_ string: String) {
        var string = string
        // NB: Native Swift strings are contiguous UTF-8, so this is a no-op for them; bridged
        // or lazily produced strings are made contiguous once instead of byte by byte.
        string.makeContiguousUTF8()
        _ = string.utf8.withContiguousStorageIfAvailable { utf8 in
            writeEscaped(utf8)
        }
    }

    private func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0xE2 {
                index += 1
                continue
            }
            if byte == 0xE2 {
                // U+2028 is E2 80 A8 and U+2029 is E2 80 A9 in UTF-8.
                guard index + 2 < count, utf8[index + 1] == 0x80,
                    utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9
                else {
                    index += 1
                    continue
                }
                flush(utf8, from: runStart, to: index)
                appendASCII(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                index += 3
                runStart = index
                continue
            }
            flush(utf8, from: runStart, to: index)
            writeEscape(for: byte)
            index += 1
            runStart = index
        }
        flush(utf8, from: runStart, to: count)
        bytes.append(UInt8(ascii: "\""))
    }

    private func flush(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        if start < end {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<end]))
        }
    }

    private func writeEscape(for byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): appendASCII("\\\"")
        case UInt8(ascii: "\\"): appendASCII("\\\\")
        case 0x0A: appendASCII("\\n")
        case 0x0D: appendASCII("\\r")
        case 0x09: appendASCII("\\t")
        case 0x08: appendASCII("\\b")
        case 0x0C: appendASCII("\\f")
        default:
            let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
            appendASCII("\\u00")
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        }
    }

    func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
