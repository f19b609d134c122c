import CucumberExpressions
import VerityJSON
import VerityWorkspace

/// A step definition as the tools report it: where it is, its pattern and syntax, its
/// parameter types, and, for a step text it matches, the arguments it receives.
///
/// ```swift
/// DefinitionJSON.json(of: 0, in: compiled, text: "I have 3 cukes")
/// // {"location":"Tests/BellySteps/Steps.swift:12","pattern":"I have {int} cukes","parameterTypes":["int"],
/// //  "arguments":[{"parameterType":"int","value":"3"}], …}
/// ```
package enum DefinitionJSON {
    /// The schema of ``json(of:in:text:)``.
    package static let schema = JSONSchema.object(
        [
            "location": JSONSchema.string("path:line of the pattern in its Swift file"),
            "pattern": JSONSchema.string(),
            "syntax": JSONSchema.oneOf(["cucumberExpression", "regularExpression"]),
            "keyword": JSONSchema.oneOf(["given", "when", "then", "step"]),
            "parameterTypes": JSONSchema.array(JSONSchema.string(), "The pattern's parameter types, in order"),
            "arguments": JSONSchema.array(
                JSONSchema.object(
                    ["parameterType": JSONSchema.string(), "value": JSONSchema.string()], required: ["parameterType"]),
                "What the step text passes for each parameter"),
            "documentation": JSONSchema.string("The doc comment above the definition"),
        ], required: ["location", "pattern", "syntax", "keyword", "parameterTypes", "arguments"])

    /// The definition at `position` of `catalog`, with the arguments `text` gives it.
    package static func json(of position: Int, in catalog: CompiledStepCatalog, text: String) -> JSONValue {
        let definition = catalog.definitions[position]
        let site = definition.site
        let arguments = (try? definition.expression.match(text)) ?? nil
        var members: [String: JSONValue] = [
            "location": .string(catalog.catalog.place(of: site)), "pattern": .string(site.pattern),
            "syntax": .string(site.syntax == .cucumberExpression ? "cucumberExpression" : "regularExpression"),
            "keyword": .string(site.keyword.rawValue),
            "parameterTypes": .array(
                parameterTypes(of: definition.expression, arguments: arguments ?? []).map(JSONValue.string)),
            "arguments": .array(
                (arguments ?? []).map { argument in
                    var entry: [String: JSONValue] = ["parameterType": .string(argument.parameterType.name)]
                    if let value = argument.group.value { entry["value"] = .string(value) }
                    return .object(entry)
                }),
        ]
        if let documentation = site.documentation { members["documentation"] = .string(documentation) }
        return .object(members)
    }

    /// The names of the parameter types `expression` uses, in order: a Cucumber Expression
    /// names them; a regular expression's groups take theirs from the text matched, so
    /// `arguments` tell them.
    private static func parameterTypes(of expression: any StepExpression, arguments: [Argument]) -> [String] {
        guard let cucumber = expression as? CucumberExpression else { return arguments.map(\.parameterType.name) }
        return cucumber.parameterTypes.map(\.name)
    }
}
