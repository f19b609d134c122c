/// The byte-level pieces of JSON text shared by both encoding paths.
enum JSONText {
    /// Appends `string` as a quoted JSON string.
    ///
    /// Runs of bytes that need no escaping are copied in bulk; only `"`, `\`, the C0 control
    /// characters and U+2028/U+2029 are escaped. Everything else, including all other
    /// non-ASCII text, is written as raw UTF-8, which JSON allows.
    static func appendString(_ string: String, to bytes: inout [UInt8]) {
        var string = string
        // NB: Native Swift strings are contiguous UTF-8, so this is a no-op for them; bridged
        // or lazily produced strings are made contiguous once instead of byte by byte.
        string.makeContiguousUTF8()
        _ = string.utf8.withContiguousStorageIfAvailable { utf8 in
            appendEscaped(utf8, to: &bytes)
        }
    }

    /// Appends UTF-8 text as a quoted JSON string, as ``appendString(_:to:)`` does.
    @inline(__always)
    static func appendString(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        appendEscaped(utf8, to: &bytes)
    }

    private static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        appendEscapedContents(utf8, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 text escaped as the inside of a JSON string, without the quotes.
    static func appendEscapedContents(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var runStart = 0
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            // NB: letters, the most common bytes, are above the backslash, so one comparison
            // settles them before the rarer cases are looked at.
            if byte > UInt8(ascii: "\\")
                ? byte != 0xE2 : byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
            {
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
                flush(utf8, from: runStart, to: index, into: &bytes)
                appendASCII(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", to: &bytes)
                index += 3
                runStart = index
                continue
            }
            flush(utf8, from: runStart, to: index, into: &bytes)
            appendEscape(for: byte, to: &bytes)
            index += 1
            runStart = index
        }
        flush(utf8, from: runStart, to: count, into: &bytes)
    }

    private static func flush(
        _ utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into bytes: inout [UInt8]
    ) {
        if start < end {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<end]))
        }
    }

    private static func appendEscape(for byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): appendASCII("\\\"", to: &bytes)
        case UInt8(ascii: "\\"): appendASCII("\\\\", to: &bytes)
        case 0x0A: appendASCII("\\n", to: &bytes)
        case 0x0D: appendASCII("\\r", to: &bytes)
        case 0x09: appendASCII("\\t", to: &bytes)
        case 0x08: appendASCII("\\b", to: &bytes)
        case 0x0C: appendASCII("\\f", to: &bytes)
        default:
            let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
            appendASCII("\\u00", to: &bytes)
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        }
    }

    static func appendASCII(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends the decimal digits of `value`, without the generic code and the scratch
    /// buffer of ``appendInteger(_:to:)``; a negative value or one of more than eight digits
    /// goes to that one.
    ///
    /// NB: the digits are gathered in one word, a byte each, by division by the constant 10
    /// (a multiplication once compiled), then copied out.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        guard value >= 0, value < 100_000_000 else {
            appendInteger(value, to: &bytes)
            return
        }
        var digits: UInt64 = 0
        var count = 0
        var rest = value
        repeat {
            digits = digits << 8 | UInt64(truncatingIfNeeded: rest % 10 &+ 0x30)
            rest /= 10
            count &+= 1
        } while rest > 0
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: digits))
            digits >>= 8
            count &-= 1
        }
    }

    /// Appends the decimal digits of `value`.
    static func appendInteger<I: FixedWidthInteger>(_ value: I, to bytes: inout [UInt8]) {
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        // NB: Digits come out in reverse; a fixed 40-byte scratch covers every 128-bit value.
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { scratch in
            var index = 40
            while magnitude != 0 {
                let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 10)
                index -= 1
                scratch[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remainder)
                magnitude = quotient
            }
            if value < 0 {
                index -= 1
                scratch[index] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[index..<40]))
        }
    }
}
