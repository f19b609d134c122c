import Foundation
import VerityJSON

/// A session trace file as `verity draft` reads it: the JSON of `Verity`'s `SessionTrace`
/// (`Documentation/SessionTraces.md`), read without linking `Verity`.
struct SessionTraceFile: Sendable {
    struct Source: Sendable {
        let id: Int
        let type: String
        let name: String
    }

    struct Event: Sendable {
        let source: Int
        let kind: String
        let state: String?
        let action: String?
        let input: String?
        let outcome: String?
        let reason: String?
    }

    let sources: [Source]
    let events: [Event]
    let dropped: Int

    init(_ data: Data) throws {
        let json: JSONValue
        do {
            json = try JSONValue(parsing: data)
        } catch {
            throw ScenarioDraft.Unreadable(description: "not JSON: \(error)")
        }
        guard json["format"]?.stringValue == "verity-session-trace" else {
            throw ScenarioDraft.Unreadable(
                description: "not a session trace (its \"format\" is not verity-session-trace)")
        }
        guard json["schema"]?.integerValue == 1 else {
            throw ScenarioDraft.Unreadable(
                description: "a session trace of schema \(json["schema"].map { "\($0)" } ?? "none"), not 1")
        }
        sources = (json["sources"]?.arrayValue ?? []).compactMap { source in
            guard let id = source["id"]?.integerValue, let type = source["type"]?.stringValue else { return nil }
            return Source(id: id, type: type, name: source["name"]?.stringValue ?? type)
        }
        events = (json["events"]?.arrayValue ?? []).compactMap { event in
            guard let source = event["source"]?.integerValue, let kind = event["kind"]?.stringValue else { return nil }
            return Event(
                source: source, kind: kind, state: event["state"]?.stringValue, action: event["action"]?.stringValue,
                input: event["input"]?.stringValue, outcome: event["outcome"]?.stringValue,
                reason: event["reason"]?.stringValue)
        }
        dropped = json["dropped"]?.integerValue ?? 0
    }

    func source(_ id: Int) -> Source? { sources.first { $0.id == id } }
}
