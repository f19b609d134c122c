import Foundation

/// One line of a `definitions.tsv` that `Benchmarks/runner/generate.py` wrote.
struct GeneratedDefinition {
    /// Whether `source` is a Cucumber Expression (`ce`) or a regular expression (`re`).
    enum Syntax: String {
        case cucumberExpression = "ce"
        case regularExpression = "re"
    }

    /// What the step body takes: the captured arguments in order, then a table or doc string.
    enum Shape: String {
        case none, int, string, word
        case intString = "int_string"
        case wordInt = "word_int"
        case table, doc
    }

    let syntax: Syntax
    let shape: Shape
    let source: String

    /// Reads every definition of `path`.
    static func load(_ path: String) throws -> [GeneratedDefinition] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var definitions: [GeneratedDefinition] = []
        for (number, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let syntax = Syntax(rawValue: fields[1]), let shape = Shape(rawValue: fields[2])
            else {
                throw BenchmarkError("\(path):\(number + 1): expected keyword, ce|re, shape and pattern")
            }
            definitions.append(GeneratedDefinition(syntax: syntax, shape: shape, source: fields[3]))
        }
        return definitions
    }
}

/// A corpus that cannot be read or a run that did not do what the corpus says.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The counts `generate.py` wrote to `manifest.txt`, keyed by name.
func manifest(in directory: String) throws -> [String: Int] {
    let text = try String(contentsOfFile: directory + "/manifest.txt", encoding: .utf8)
    var counts: [String: Int] = [:]
    for line in text.split(separator: "\n") {
        let parts = line.split(separator: " ")
        if parts.count == 2, let value = Int(parts[1]) { counts[String(parts[0])] = value }
    }
    return counts
}
