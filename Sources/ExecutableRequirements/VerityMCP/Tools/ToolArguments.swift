import VerityJSON

/// Reads a tool call's arguments, failing with a reason an agent can act on when one has the
/// wrong type.
///
/// ```swift
/// let arguments = ToolArguments(json)
/// let tags = try arguments.string("tags")      // nil when absent
/// let paths = try arguments.strings("paths")   // [] when absent
/// ```
package struct ToolArguments: Sendable {
    /// The `arguments` object of the call.
    package var json: JSONValue

    /// The arguments `json` (an object; anything else reads as no arguments).
    package init(_ json: JSONValue) {
        self.json = json
    }

    /// The string argument `name`, or `nil` when it is absent or null.
    ///
    /// - Throws: ``ToolFailure`` when it is not a string.
    package func string(_ name: String) throws(ToolFailure) -> String? {
        guard let value = json[name], !value.isNull else { return nil }
        guard let string = value.stringValue else { throw ToolFailure("The argument \(name) must be a string") }
        return string
    }

    /// The string argument `name`.
    ///
    /// - Throws: ``ToolFailure`` when it is absent, empty or not a string.
    package func requiredString(_ name: String) throws(ToolFailure) -> String {
        guard let string = try string(name), !string.isEmpty else {
            throw ToolFailure("The argument \(name) is required")
        }
        return string
    }

    /// The array-of-strings argument `name`; a single string counts as a one-element array.
    ///
    /// - Throws: ``ToolFailure`` when it is neither.
    package func strings(_ name: String) throws(ToolFailure) -> [String] {
        guard let value = json[name], !value.isNull else { return [] }
        if let single = value.stringValue { return [single] }
        guard let items = value.arrayValue else {
            throw ToolFailure("The argument \(name) must be an array of strings")
        }
        var strings: [String] = []
        for item in items {
            guard let string = item.stringValue else {
                throw ToolFailure("The argument \(name) must be an array of strings")
            }
            strings.append(string)
        }
        return strings
    }
}
