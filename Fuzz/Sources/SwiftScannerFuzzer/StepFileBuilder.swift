import FuzzSupport

/// A Swift file written from known step definitions, with the code around them chosen by a
/// fuzz input: the scanner must find exactly those definitions, with their patterns, keywords,
/// syntax, documentation and literal spans.
///
/// Each pattern is any text, written as the compiler reads it: a string literal with escapes,
/// a raw literal with enough `#`s, or a multi-line literal; as a Cucumber Expression or through
/// `.regex(…)`, `StepPattern(…)` and the like; on a receiver (`steps.`, `self.steps.`, a chain
/// continued on the next line); with or without a doc comment. Between the definitions stand
/// pieces of ordinary code, among them look-alikes that are no definitions (calls in comments,
/// in string literals, in interpolations, in regex literals).
struct StepFileBuilder {
    /// A definition the file holds, as the scanner should report it.
    struct Expected: Equatable, CustomStringConvertible {
        var keyword: String
        var pattern: String
        var isRegularExpression: Bool
        var documentation: String?
        /// The literal's span: (line, UTF-16 character) of its first character and just after its last.
        var start: (Int, Int)
        var end: (Int, Int)

        static func == (lhs: Expected, rhs: Expected) -> Bool {
            lhs.keyword == rhs.keyword && Array(lhs.pattern.utf8) == Array(rhs.pattern.utf8)
                && lhs.isRegularExpression == rhs.isRegularExpression && lhs.documentation == rhs.documentation
                && lhs.start == rhs.start && lhs.end == rhs.end
        }

        var description: String {
            "\(keyword)(\(pattern.debugDescription)\(isRegularExpression ? ", regex" : "")) at \(start)-\(end)"
                + (documentation.map { ", documented \($0.debugDescription)" } ?? "")
        }
    }

    private(set) var text = ""
    private(set) var expected: [Expected] = []
    /// The line being written, and its length so far in UTF-16 units.
    private var line = 0
    private var column = 0

    /// Code that defines nothing, some of it looking as if it did.
    private static let pieces = [
        "// steps.given(\"in a comment\") { _ in }",
        "/* steps.when(\"in a block\") /* nested */ steps.then(\"still\") */",
        "let quoted = \"steps.then(\\\"in a string\\\") { _ in }\"",
        "print(\"\\(steps.given(\"interpolated\") { _ in })\")",
        "let raw = #\"steps.step(\"raw\")\"#",
        "let block = \"\"\"\n    steps.given(\"in a multi-line string\")\n    \"\"\"",
        "let pattern = #/steps\\.given\\(\"a\"\\)/#",
        "func helper(_ steps: Int) -> Int { [1, 2, 3].map { $0 * steps }.reduce(0, +) }",
        "#if DEBUG\nlet mode = \"debug\"\n#else\nlet mode = \"release\"\n#endif",
        "extension Kitchen { var given: Int { 1 } }",
        "let values = (given: 1, when: 2)",
        "steps.given { _ in }",
        "enum Steps {\n    case given, when\n}",
        "let emoji = \"😀 é \\u{1F600}\"; let tab = \"\\t\"",
    ]

    private static let receivers = ["steps.", "self.steps.", "s.", "steps\n    .", "world.steps."]
    private static let keywords = ["given", "when", "then", "step"]
    private static let closures = [
        " { _ in }", " { (kitchen, count: Int) in\n    kitchen.count = count\n}", "{ _, _ in }",
    ]
    private static let documentation = ["Adds biscuits to the jar.", "Eats them.", "Checks the taste, twice."]

    /// The file `input` describes.
    init(_ input: inout FuzzBytes) {
        for _ in 0..<(1 + input.below(6)) {
            if input.below(3) == 0 {
                write(Self.pieces[input.below(Self.pieces.count)])
            } else {
                definition(&input)
            }
            write(input.below(4) == 0 ? "\n\n" : "\n")
        }
    }

    /// One definition, with its doc comment.
    private mutating func definition(_ input: inout FuzzBytes) {
        let choice = input.byte()
        let keyword = Self.keywords[Int(choice % 4)]
        let receiver = Self.receivers[Int(choice / 4 % 5)]
        let form = input.below(7)
        var documentation: String?
        switch input.below(4) {
        case 1:
            let lines = Array(Self.documentation.prefix(1 + input.below(Self.documentation.count)))
            write(lines.map { "/// " + $0 + "\n" }.joined())
            documentation = lines.joined(separator: "\n")
        case 2:
            documentation = Self.documentation[input.below(Self.documentation.count)]
            write("/** \(documentation ?? "") */ ")
        default: break
        }
        let pattern = String(decoding: input.chunk(), as: UTF8.self)
        write(receiver + keyword + "(")
        let opening: String
        switch form {
        case 2: opening = ".regex("
        case 3: opening = "StepPattern.regex("
        case 4: opening = "StepPattern("
        case 5: opening = "StepPattern(stringLiteral: "
        default: opening = ""
        }
        write(opening)
        let start = (line, column)
        write(Self.literal(pattern, style: input.byte()))
        expected.append(
            Expected(
                keyword: keyword, pattern: pattern, isRegularExpression: form == 2 || form == 3,
                documentation: documentation, start: start, end: (line, column)))
        write((opening.isEmpty ? "" : ")") + ")" + Self.closures[input.below(Self.closures.count)])
    }

    /// Appends code, keeping track of the line and column.
    private mutating func write(_ code: String) {
        text += code
        for unit in code.utf16 {
            if unit == UInt16(UInt8(ascii: "\n")) {
                line += 1
                column = 0
            } else {
                column += 1
            }
        }
    }

    /// `value` as a Swift string literal: `style % 3` picks escaped, raw or multi-line, and the
    /// next bit whether other characters are written as `\u{…}` escapes.
    static func literal(_ value: String, style: UInt8) -> String {
        switch style % 3 {
        case 0:
            return "\"" + value.unicodeScalars.map { escaped($0, hashes: "", spelledOut: style & 4 != 0) }.joined()
                + "\""
        case 1:
            var longest = 0
            var run = 0
            for scalar in value.unicodeScalars {
                run = scalar == "#" ? run + 1 : 0
                longest = max(longest, run)
            }
            let hashes = String(repeating: "#", count: longest + 1)
            let body = value.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "\\", "\"": String(scalar)
                default: escaped(scalar, hashes: hashes, spelledOut: style & 4 != 0)
                }
            }
            return hashes + "\"" + body.joined() + "\"" + hashes
        default:
            // NB: every `"` is escaped, so no `"""` closes the literal early; each line is
            // indented as the closing delimiter is, which the compiler removes.
            let indentation = "    "
            let lines = value.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                indentation
                    + line.unicodeScalars.map { scalar -> String in
                        scalar == "\t" ? "\t" : escaped(scalar, hashes: "", spelledOut: style & 4 != 0)
                    }.joined()
            }
            return "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + indentation + "\"\"\""
        }
    }

    /// One character of a literal's content: escaped when it must be, or (`spelledOut`) as
    /// `\u{…}` when it is not ASCII; `hashes` are a raw literal's.
    private static func escaped(_ scalar: Unicode.Scalar, hashes: String, spelledOut: Bool) -> String {
        let escape = "\\" + hashes
        switch scalar {
        case "\\": return escape + "\\"
        case "\"": return escape + "\""
        case "\n": return escape + "n"
        case "\r": return escape + "r"
        case "\t": return escape + "t"
        case "\0": return escape + "0"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F || (spelledOut && scalar.value >= 0x80) {
                return escape + "u{" + String(scalar.value, radix: 16) + "}"
            }
            return String(scalar)
        }
    }
}
