import VerityJSON

extension ModelCoverage {
    /// The record of the hand-made examples, in the attachment's schema (each model's
    /// `examples[]`, with no state reached), or `nil` when there are none. Draws each example,
    /// user code, so call it outside any lock the drawing takes.
    func examplesRecord() -> String? {
        guard !examples.isEmpty else { return nil }
        var order: [String] = []
        var byType: [String: (name: String, declared: [String]?, examples: [JSONValue])] = [:]
        for example in examples {
            let declaration = declarations.first { $0.type == example.type }
            var object: [String: JSONValue] = ["name": .string(example.name)]
            // NB: a value that is no enum has no state; its example is shown under the type alone.
            if let state = ModelRecorder.caseName(of: example.value) { object["state"] = .string(state) }
            if let drawing = declaration?.draw?(example.value) {
                object["mediaType"] = .string(drawing.mediaType)
                object["content"] = .string(drawing.content)
            }
            if byType[example.typeName] == nil {
                order.append(example.typeName)
                byType[example.typeName] = (example.displayName, declaration?.states, [])
            }
            byType[example.typeName]?.examples.append(.object(object))
        }
        let models = order.compactMap { type -> JSONValue? in
            guard let entry = byType[type] else { return nil }
            var object: [String: JSONValue] = [
                "type": .string(type), "name": .string(entry.name), "states": .array([]),
                "transitions": .array([]), "examples": .array(entry.examples),
            ]
            if let declared = entry.declared { object["declaredStates"] = .array(declared.map { .string($0) }) }
            return .object(object)
        }
        let record = JSONValue.object(["schema": .integer(ModelCoverage.schemaVersion), "models": .array(models)])
        return String(decoding: record.jsonBytes, as: UTF8.self)
    }
}
