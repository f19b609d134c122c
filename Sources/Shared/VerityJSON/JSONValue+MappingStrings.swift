extension JSONValue {
    /// The value with every string that is the value of an object member `key` (directly, or
    /// as an element of an array of strings) passed through `transform(key, string)`; depth
    /// first, keys in sorted order, so a transform that numbers what it sees is repeatable.
    ///
    /// ```swift
    /// let renamed = tree.mappingStrings { key, value in key == "id" ? "b-" + value : value }
    /// ```
    package func mappingStrings(_ transform: (String, String) -> String) -> JSONValue {
        switch self {
        case .array(let items):
            return .array(items.map { $0.mappingStrings(transform) })
        case .object(let members):
            var result: [String: JSONValue] = [:]
            for key in members.keys.sorted() {
                guard let value = members[key] else { continue }
                switch value {
                case .string(let text): result[key] = .string(transform(key, text))
                case .array(let items) where items.allSatisfy({ if case .string = $0 { true } else { false } }):
                    result[key] = .array(
                        items.map { item in
                            if case .string(let text) = item { .string(transform(key, text)) } else { item }
                        })
                default: result[key] = value.mappingStrings(transform)
                }
            }
            return .object(result)
        default:
            return self
        }
    }
}
