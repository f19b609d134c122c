import Foundation

/// How a failure message names a key path that a test passed to the tester: as the test wrote
/// it, such as `\.signedIn?.charge`.
///
/// NB: a key path's own description cannot do this everywhere. An enum model's cases are read
/// through computed properties, and on Linux the runtime has no names for those, so it prints
/// `\Banking.<computed 0x… (Optional<SignedIn>)>?.charge`. Every call that takes a key path
/// already receives its call site, and a test runs where its sources are, so the message quotes
/// the source text instead: the first argument of the call whose parenthesis `#column` points
/// at. When the file cannot be read or that argument is not a key path literal (a variable,
/// say), the runtime's description is used, whatever it prints.
enum WrittenKeyPath {
    /// The key path as written at `site`, or its runtime description.
    static func describe(_ path: AnyKeyPath, at site: CallSite) -> String {
        text(at: site) ?? "\(path)"
    }

    /// The first argument of the call at `site`, if it is a key path literal.
    static func text(at site: CallSite) -> String? {
        guard let data = FileManager.default.contents(atPath: "\(site.filePath)") else { return nil }
        return firstKeyPathArgument(in: Array(data), line: Int(site.line), column: Int(site.column))
    }

    /// The key path literal that is the first argument of the call whose opening parenthesis
    /// is at `line`:`column` (1-based; columns count UTF-8 bytes, as `#column` does).
    static func firstKeyPathArgument(in source: [UInt8], line: Int, column: Int) -> String? {
        var index = 0
        var currentLine = 1
        while currentLine < line, index < source.count {
            if source[index] == UInt8(ascii: "\n") { currentLine += 1 }
            index += 1
        }
        index += column - 1
        guard currentLine == line, index < source.count, source[index] == UInt8(ascii: "(") else { return nil }
        index += 1
        while index < source.count, isSpace(source[index]) { index += 1 }
        guard index < source.count, source[index] == UInt8(ascii: "\\") else { return nil }
        let start = index
        var depth = 0
        // NB: a key path ends at the comma or parenthesis that closes the argument; brackets
        // and parentheses inside it (subscripts) are skipped whole.
        scan: while index < source.count {
            switch source[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                if depth == 0 { break scan }
                depth -= 1
            case UInt8(ascii: ","), UInt8(ascii: "\n"):
                if depth == 0 { break scan }
            default: break
            }
            index += 1
        }
        var end = index
        while end > start, isSpace(source[end - 1]) { end -= 1 }
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
