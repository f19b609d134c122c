import ConformanceSupport
import CucumberMessages
import VerityJSON

/// Rewrites the ids of an NDJSON message stream (`id`, `astNodeId`, `astNodeIds`) as `#0`,
/// `#1`, … in order of first appearance, so two runs with different id schemes compare equal
/// exactly when their references have the same shape.
enum IdRenaming {
    static func canonical(_ ndjson: String) throws -> [JSONValue] {
        var names: [String: String] = [:]
        func rename(_ id: String) -> String {
            if let name = names[id] { return name }
            let name = "#\(names.count)"
            names[id] = name
            return name
        }
        func walk(_ value: JSONValue, key: String?) -> JSONValue {
            switch value {
            case .string(let text) where key == "id" || key == "astNodeId" || key == "astNodeIds":
                return .string(rename(text))
            case .array(let items):
                return .array(items.map { walk($0, key: key) })
            case .object(let members):
                var renamed: [String: JSONValue] = [:]
                // Keys in a fixed order so that first appearances are the same in both runs.
                for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                    renamed[name] = walk(member, key: name)
                }
                return .object(renamed)
            default:
                return value
            }
        }
        return try ndjson.split(separator: "\n").map { walk(try JSONValue(parsing: $0), key: nil) }
    }
}
