import CucumberMessages

extension JSONOutput {
    /// Writes `value` as a JSON string member named `name`, escaping it as needed.
    ///
    /// NB: the bytes go to the writer in place, without a `String` made of them first.
    @inline(__always)
    mutating func member(_ name: StaticString, utf8 value: ByteView) {
        member(name, utf8: value.unsafeBuffer)
    }

    /// Writes the UTF-8 text `value` as a quoted, escaped JSON string, with no comma or key
    /// before it: the bytes ``JSONOutput/string(utf8:)`` writes.
    ///
    /// NB: eight bytes at a time find the next byte to escape (most texts have none, many one
    /// or two quotes); the runs between are copied in one piece each, and only the few bytes
    /// to escape go through the byte-by-byte writer.
    mutating func string(utf8 value: ByteView) {
        raw(byte: UInt8(ascii: "\""))
        var runStart = 0
        while let special = ByteWord.firstJSONSpecial(in: value, from: runStart) {
            if runStart < special { raw(utf8: value.rebased(from: runStart, to: special).unsafeBuffer) }
            // NB: U+2028 and U+2029 are three bytes from 0xE2 on; the other bytes one each.
            let end = value[special] == 0xE2 ? min(special + 3, value.count) : special + 1
            escaped(utf8: value.rebased(from: special, to: end).unsafeBuffer)
            runStart = end
        }
        if runStart < value.count { raw(utf8: value.rebased(from: runStart, to: value.count).unsafeBuffer) }
        raw(byte: UInt8(ascii: "\""))
    }
}
