import VerityJSON

/// The few JSON Schema shapes the tools' input and output schemas are written with, so that each
/// tool's schema reads as the shape of its data.
///
/// ```swift
/// JSONSchema.object(["text": JSONSchema.string("The step text")], required: ["text"])
/// ```
package enum JSONSchema {
    /// An object with `properties`, of which `required` must be present.
    package static func object(_ properties: [String: JSONValue], required: [String] = [], description: String? = nil)
        -> JSONValue
    {
        var schema: [String: JSONValue] = [
            "type": .string("object"), "properties": .object(properties),
            "required": .array(required.map(JSONValue.string)),
        ]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    /// An array whose items are `items`.
    package static func array(_ items: JSONValue, _ description: String? = nil) -> JSONValue {
        described(["type": .string("array"), "items": items], description)
    }

    /// A string.
    package static func string(_ description: String? = nil) -> JSONValue {
        described(["type": .string("string")], description)
    }

    /// One of the strings `values`.
    package static func oneOf(_ values: [String], _ description: String? = nil) -> JSONValue {
        described(["type": .string("string"), "enum": .array(values.map(JSONValue.string))], description)
    }

    /// `true` or `false`.
    package static func boolean(_ description: String? = nil) -> JSONValue {
        described(["type": .string("boolean")], description)
    }

    /// A whole number.
    package static func integer(_ description: String? = nil) -> JSONValue {
        described(["type": .string("integer")], description)
    }

    /// An object whose members are all strings (an examples row by its column names).
    package static func stringMap(_ description: String? = nil) -> JSONValue {
        described(
            ["type": .string("object"), "additionalProperties": .object(["type": .string("string")])], description)
    }

    /// `schema` with its description, when there is one.
    private static func described(_ schema: [String: JSONValue], _ description: String?) -> JSONValue {
        var schema = schema
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }
}
