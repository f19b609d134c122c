/// Standard Base64 with padding, as Cucumber Messages carry binary attachments.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 2 < bytes.count {
            let high: UInt32 = UInt32(bytes[index]) << 16
            let middle: UInt32 = UInt32(bytes[index + 1]) << 8
            let value: UInt32 = high | middle | UInt32(bytes[index + 2])
            output.append(character(value, shift: 18))
            output.append(character(value, shift: 12))
            output.append(character(value, shift: 6))
            output.append(character(value, shift: 0))
            index += 3
        }
        let remaining = bytes.count - index
        if remaining > 0 {
            let first: UInt32 = UInt32(bytes[index]) << 16
            let second: UInt32 = remaining == 2 ? UInt32(bytes[index + 1]) << 8 : 0
            let value: UInt32 = first | second
            output.append(character(value, shift: 18))
            output.append(character(value, shift: 12))
            output.append(remaining == 2 ? character(value, shift: 6) : UInt8(ascii: "="))
            output.append(UInt8(ascii: "="))
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The alphabet's character for the six bits of `value` from `shift` up.
    private static func character(_ value: UInt32, shift: UInt32) -> UInt8 {
        alphabet[Int((value >> shift) & 63)]
    }
}
