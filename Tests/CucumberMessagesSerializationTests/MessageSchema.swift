import ConformanceSupport
import CucumberMessages
import Foundation
import VerityJSON

/// The definitions of `messages/messages.schema.json`, flattened by name, and sample
/// messages built from them.
struct MessageSchema: Sendable {
    /// One object definition: its properties and the required ones.
    struct Definition: Sendable {
        var properties: [String: JSONValue]
        var required: [String]
        /// The top-level definition whose `definitions` a `#/definitions/X` reference names.
        var file: String
    }

    var definitions: [String: Definition] = [:]

    /// The schema, read once for all tests.
    static let shared = Result { try MessageSchema.load() }

    static func load() throws -> MessageSchema {
        let url = ConformanceDirectory.root.appendingPathComponent("messages/messages.schema.json")
        let root = try JSONValue(parsing: Array(try Data(contentsOf: url)))
        guard case .object(let top) = root, case .object(let defs)? = top["$defs"],
            case .object(let envelopeProperties)? = top["properties"]
        else { throw SchemaError.unexpected("top level") }
        var schema = MessageSchema()
        schema.definitions["Envelope"] = Definition(properties: envelopeProperties, required: [], file: "Envelope")
        for (id, body) in defs {
            let name = Self.fileName(id)
            schema.add(name, body, file: name)
            if case .object(let members) = body, case .object(let nested)? = members["definitions"] {
                for (nestedName, nestedBody) in nested { schema.add(nestedName, nestedBody, file: name) }
            }
        }
        return schema
    }

    /// `Location` for `https://cucumber.io/schema/Location.schema.json` or `./Location.schema.json`.
    static func fileName(_ reference: String) -> String {
        let last = reference.split(separator: "/").last.map(String.init) ?? reference
        return last.replacingOccurrences(of: ".schema.json", with: "")
    }

    private mutating func add(_ name: String, _ body: JSONValue, file: String) {
        guard case .object(let members) = body else { return }
        var properties: [String: JSONValue] = [:]
        if case .object(let found)? = members["properties"] { properties = found }
        var required: [String] = []
        if case .array(let names)? = members["required"] {
            required = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
        }
        definitions[name] = Definition(properties: properties, required: required, file: file)
    }

    func definition(_ name: String) throws -> Definition {
        guard let definition = definitions[name] else { throw SchemaError.unexpected("no definition \(name)") }
        return definition
    }

    /// A message of definition `name`: every property set, or only the required ones.
    func sample(_ name: String, allFields: Bool, depth: Int = 0) throws -> JSONValue {
        let definition = try definition(name)
        var result: [String: JSONValue] = [:]
        for (property, schema) in definition.properties
        where allFields ? depth < 6 || definition.required.contains(property) : definition.required.contains(property) {
            result[property] = try value(schema, in: definition.file, allFields: allFields, depth: depth + 1)
        }
        return .object(result)
    }

    private func value(_ schema: JSONValue, in file: String, allFields: Bool, depth: Int) throws -> JSONValue {
        guard case .object(let members) = schema else { throw SchemaError.unexpected("\(schema)") }
        if case .string(let reference)? = members["$ref"] {
            let name = Self.fileName(reference)
            return try sample(name, allFields: allFields, depth: depth)
        }
        if case .array(let cases)? = members["enum"], let value = cases.last { return value }
        switch members["type"] {
        case .string("string"): return .string("text")
        case .string("integer"): return .number(1)
        case .string("boolean"): return .bool(true)
        case .string("array"):
            guard let items = members["items"] else { throw SchemaError.unexpected("array without items") }
            return .array([try value(items, in: file, allFields: allFields, depth: depth)])
        default: throw SchemaError.unexpected("\(schema)")
        }
    }

    enum SchemaError: Error {
        case unexpected(String)
    }
}
