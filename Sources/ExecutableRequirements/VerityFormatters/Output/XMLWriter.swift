/// Writes XML text the way Cucumber's Java XML formatters do (a `javax.xml.stream` writer
/// behind their escaping): attributes escaped, with line breaks kept as they are; text in CDATA
/// sections, a `]]>` split across two; characters XML 1.0 cannot carry written as the text
/// `&#27;` (in an attribute, escaped again), so nothing is lost and the file still parses.
///
/// ```swift
/// var xml = XMLWriter()
/// xml.start("testsuite", [("name", "Cucumber")])  // attributes in the order given
/// xml.empty("skipped")
/// xml.end("testsuite")
/// xml.text  // <?xml …?>\n<testsuite name="Cucumber">\n<skipped/>\n</testsuite>\n
/// ```
struct XMLWriter {
    private(set) var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// `<name a="…">`, then a line break unless `newline` is false.
    mutating func start(_ name: String, _ attributes: [(String, String)] = [], newline: Bool = true) {
        text += "<\(name)\(Self.attributes(attributes))>" + (newline ? "\n" : "")
    }

    /// `<name a="…"/>` and a line break.
    mutating func empty(_ name: String, _ attributes: [(String, String)] = []) {
        text += "<\(name)\(Self.attributes(attributes))/>\n"
    }

    /// `</name>` and a line break.
    mutating func end(_ name: String) {
        text += "</\(name)>\n"
    }

    /// `content` as CDATA sections, then a line break when `newline` is true.
    mutating func cdata(_ content: String, newline: Bool = false) {
        var rest = Substring(Self.legal(content))
        while let terminator = rest.range(of: "]]>") {
            let cut = rest.index(terminator.lowerBound, offsetBy: 2)
            text += "<![CDATA[\(rest[..<cut])]]>"
            rest = rest[cut...]
        }
        text += "<![CDATA[\(rest)]]>" + (newline ? "\n" : "")
    }

    /// A line break.
    mutating func newline() {
        text += "\n"
    }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escape(legal($0.1)))\"" }.joined()
    }

    private static func escape(_ value: String) -> String {
        var escaped = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `value` with each character XML 1.0 forbids replaced by the text of its character
    /// reference, as the Java formatters' escaping writer does.
    private static func legal(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: { !isLegal($0) }) else { return value }
        var result = ""
        for scalar in value.unicodeScalars {
            if isLegal(scalar) { result.unicodeScalars.append(scalar) } else { result += "&#\(scalar.value);" }
        }
        return result
    }

    private static func isLegal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
