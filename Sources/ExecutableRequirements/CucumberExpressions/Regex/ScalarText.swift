/// A text decoded once into Unicode scalar values, so that many patterns can match it without
/// decoding it again; offsets into it are Unicode-scalar offsets.
struct ScalarText: Sendable {
    let string: String
    let scalars: [UInt32]

    init(_ string: String) {
        self.string = string
        var copy = string
        // NB: decodes the UTF-8 bytes directly rather than iterating `unicodeScalars`, which
        // goes through the string's generic index machinery per scalar; Swift strings always
        // hold valid UTF-8.
        scalars = copy.withUTF8 { bytes in
            [UInt32](unsafeUninitializedCapacity: bytes.count) { buffer, count in
                var index = 0
                var written = 0
                while index < bytes.count {
                    let lead = UInt32(bytes[index])
                    var value = lead
                    var width = 1
                    if lead >= 0xF0 {
                        value = lead & 0x07
                        width = 4
                    } else if lead >= 0xE0 {
                        value = lead & 0x0F
                        width = 3
                    } else if lead >= 0xC0 {
                        value = lead & 0x1F
                        width = 2
                    }
                    var offset = 1
                    while offset < width, index + offset < bytes.count {
                        value = (value << 6) | (UInt32(bytes[index + offset]) & 0x3F)
                        offset += 1
                    }
                    buffer[written] = value
                    written += 1
                    index += width
                }
                count = written
            }
        }
    }

    /// The text between two scalar offsets.
    func substring(from start: Int, to end: Int) -> String {
        // NB: encodes straight into the new string's storage rather than appending scalar by
        // scalar to a `UnicodeScalarView`, which grows and checks per scalar; this runs for
        // every argument.
        scalars.withUnsafeBufferPointer { all in
            let slice = UnsafeBufferPointer(rebasing: all[start..<end])
            return String(unsafeUninitializedCapacity: slice.count * 4) { bytes in
                var written = 0
                for value in slice {
                    if value < 0x80 {
                        bytes[written] = UInt8(value)
                        written += 1
                    } else if value < 0x800 {
                        bytes[written] = UInt8(0xC0 | (value >> 6))
                        bytes[written + 1] = UInt8(0x80 | (value & 0x3F))
                        written += 2
                    } else if value < 0x10000 {
                        bytes[written] = UInt8(0xE0 | (value >> 12))
                        bytes[written + 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
                        bytes[written + 2] = UInt8(0x80 | (value & 0x3F))
                        written += 3
                    } else {
                        bytes[written] = UInt8(0xF0 | (value >> 18))
                        bytes[written + 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
                        bytes[written + 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
                        bytes[written + 3] = UInt8(0x80 | (value & 0x3F))
                        written += 4
                    }
                }
                return written
            }
        }
    }
}
