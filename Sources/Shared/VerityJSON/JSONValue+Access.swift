extension JSONValue {
    /// The member `key` of an object; `nil` for a missing member and for any value that is
    /// not an object.
    ///
    /// ```swift
    /// let uri = params["textDocument"]?["uri"]?.stringValue
    /// ```
    package subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, when the value is one.
    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number as an `Int`, when the value is a whole number that fits one.
    package var integerValue: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value):
            guard value.rounded() == value, let exact = Int(exactly: value) else { return nil }
            return exact
        default: return nil
        }
    }

    /// The Boolean, when the value is one.
    package var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, when the value is an array.
    package var arrayValue: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// Whether the value is `null`.
    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
