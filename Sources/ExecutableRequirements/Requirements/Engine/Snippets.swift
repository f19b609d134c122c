import CucumberExpressions
import CucumberMessages

/// Ready-to-paste Swift step definitions for an undefined step, one per expression the
/// generator proposes (best first).
enum Snippets {
    static func make(for step: PickleStep, registry: ParameterTypeRegistry) -> [String] {
        let method: String
        switch step.type {
        case .context: method = "given"
        case .action: method = "when"
        case .outcome: method = "then"
        case .unknown, nil: method = "step"
        }
        let expressions = CucumberExpressionGenerator(registry: registry).generateExpressions(for: step.text)
        return expressions.map { expression in
            var parameters = ["world"]
            for (name, type) in zip(expression.parameterNames, expression.parameterTypes) {
                parameters.append("\(name): \(type.typeName)")
            }
            if step.argument?.docString != nil { parameters.append("docString: DocString") }
            if step.argument?.dataTable != nil { parameters.append("table: DataTable") }
            let list = parameters.count == 1 ? "world" : "(" + parameters.joined(separator: ", ") + ")"
            return "steps.\(method)(\(literal(expression.source))) { \(list) in\n    throw Pending()\n}"
        }
    }

    /// A Swift string literal for `text`: a raw string when it holds quotes or backslashes.
    static func literal(_ text: String) -> String {
        guard text.contains("\"") || text.contains("\\") else { return "\"\(text)\"" }
        var hashes = "#"
        while text.contains("\"" + hashes) { hashes += "#" }
        return hashes + "\"" + text + "\"" + hashes
    }
}
