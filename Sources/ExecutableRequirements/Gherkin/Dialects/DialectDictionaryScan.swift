/// Finds where each dialect's entry lies in the bytes of `gherkin-languages.json` (an object
/// whose members are the dialects' objects, keyed by code), without decoding them.
enum DialectDictionaryScan {
    /// The byte range of each member's value, by key; `nil` when the bytes are not such an
    /// object, or a key holds an escape (the caller then decodes the whole dictionary).
    static func entries(of json: [UInt8]) -> [String: Range<Int>]? {
        var entries: [String: Range<Int>] = [:]
        var index = skipSpace(json, from: 0)
        guard index < json.count, json[index] == UInt8(ascii: "{") else { return nil }
        index = skipSpace(json, from: index + 1)
        if index < json.count, json[index] == UInt8(ascii: "}") { return entries }
        while index < json.count {
            guard json[index] == UInt8(ascii: "\"") else { return nil }
            let keyStart = index + 1
            var keyEnd = keyStart
            while keyEnd < json.count, json[keyEnd] != UInt8(ascii: "\"") {
                if json[keyEnd] == UInt8(ascii: "\\") { return nil }
                keyEnd += 1
            }
            index = skipSpace(json, from: keyEnd + 1)
            guard index < json.count, json[index] == UInt8(ascii: ":") else { return nil }
            index = skipSpace(json, from: index + 1)
            guard let valueEnd = endOfValue(json, from: index) else { return nil }
            entries[String(decoding: json[keyStart..<keyEnd], as: UTF8.self)] = index..<valueEnd
            index = skipSpace(json, from: valueEnd)
            guard index < json.count else { return nil }
            if json[index] == UInt8(ascii: "}") { return entries }
            guard json[index] == UInt8(ascii: ",") else { return nil }
            index = skipSpace(json, from: index + 1)
        }
        return nil
    }

    /// The end of the object or array that starts at `start`, its strings skipped whole.
    private static func endOfValue(_ json: [UInt8], from start: Int) -> Int? {
        guard start < json.count, json[start] == UInt8(ascii: "{") || json[start] == UInt8(ascii: "[") else {
            return nil
        }
        var depth = 0
        var index = start
        var inString = false
        while index < json.count {
            let byte = json[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return nil
    }

    private static func skipSpace(_ json: [UInt8], from start: Int) -> Int {
        var index = start
        while index < json.count,
            json[index] == 0x20 || json[index] == 0x0A || json[index] == 0x0D || json[index] == 0x09
        {
            index += 1
        }
        return index
    }
}
