import CucumberMessages
import Foundation
import VerityJSON

/// The first difference between a runner's message stream and a CCK sample's expected one,
/// after the normalisations of the conformance README (section 4), or `nil` when they agree.
///
/// Normalisations, applied to both sides:
/// - the value of `meta` and of every `uri`, `line`, `seconds`, `nanos`, `message`,
///   `stackTrace`, and snippet `language` and `code`, is ignored (the key must still be
///   present on both sides);
/// - id values (`id`, `astNodeId`, `astNodeIds`, `hookId`, `pickleId`, `pickleStepId`,
///   `stepDefinitionIds`, `testRunStartedId`, `testRunHookStartedId`, `testCaseId`,
///   `testCaseStartedId`, `testStepId`) are ignored, or, with `strictIds`, each side's ids are
///   renamed `#0`, `#1`, ... in order of first appearance (messages in order, keys of an
///   object in sorted order) so that references must point at the corresponding messages.
///
/// Messages are then compared one by one, in order, by deep equality. The result names the
/// message index (0-based), its kind and the first differing JSON path with both values.
///
/// ```swift
/// let sample = try CCKSample(named: "minimal")
/// if let difference = firstCCKDifference(actual: emitted, expected: sample.expected, strictIds: true) {
///     Issue.record("\(sample.name): \(difference)")
/// }
/// ```
package func firstCCKDifference(actual: [JSONValue], expected: [JSONValue], strictIds: Bool) -> String? {
    var actualIds = CCKIdCanonicaliser(strict: strictIds)
    var expectedIds = CCKIdCanonicaliser(strict: strictIds)
    for index in 0..<max(actual.count, expected.count) {
        guard index < actual.count else {
            return "message \(index) (\(cckKind(of: expected[index]))): missing; expected \(expected[index])"
        }
        guard index < expected.count else {
            let kind = cckKind(of: actual[index])
            return "message \(index) (\(kind)): unexpected \(actual[index]); expected only \(expected.count) messages"
        }
        let got = actualIds.normalise(actual[index], key: nil)
        let want = expectedIds.normalise(expected[index], key: nil)
        if let difference = firstJSONDifference(got, want, path: "") {
            let kind = cckKind(of: expected[index])
            let actualKind = cckKind(of: actual[index])
            let kinds = kind == actualKind ? kind : "\(actualKind), expected \(kind)"
            return "message \(index) (\(kinds)): \(difference)"
        }
    }
    return nil
}

/// The kind of an envelope: the name of its (single) member.
private func cckKind(of envelope: JSONValue) -> String {
    guard case .object(let members) = envelope else { return "not an object" }
    return members.keys.sorted().joined(separator: "+")
}

/// The first path (keys in sorted order, e.g. `.testCase.testSteps[1].hookId`) where two JSON
/// values differ, with both values, or `nil` when they are equal.
package func firstJSONDifference(_ actual: JSONValue, _ expected: JSONValue, path: String) -> String? {
    switch (actual, expected) {
    case (.object(let got), .object(let want)):
        for key in Set(got.keys).union(want.keys).sorted() {
            let childPath = path + "." + key
            switch (got[key], want[key]) {
            case (nil, let wanted?): return "\(childPath): missing; expected \(wanted)"
            case (let unwanted?, nil): return "\(childPath): unexpected \(unwanted)"
            case (let gotValue?, let wantedValue?):
                if let difference = firstJSONDifference(gotValue, wantedValue, path: childPath) { return difference }
            case (nil, nil): continue
            }
        }
        return nil
    case (.array(let got), .array(let want)):
        for index in 0..<min(got.count, want.count) {
            if let difference = firstJSONDifference(got[index], want[index], path: "\(path)[\(index)]") {
                return difference
            }
        }
        if got.count != want.count {
            return "\(path): \(got.count) elements; expected \(want.count): got \(actual), expected \(expected)"
        }
        return nil
    default:
        return actual == expected ? nil : "\(path): got \(actual), expected \(expected)"
    }
}

/// Applies the normalisations to one side's messages, in stream order, remembering the
/// canonical name of every id seen so far.
private struct CCKIdCanonicaliser {
    /// Keys whose values (strings, or arrays of strings) are ids or references to ids.
    static let idKeys: Set<String> = [
        "id", "astNodeId", "astNodeIds", "hookId", "pickleId", "pickleStepId", "stepDefinitionIds",
        "testRunStartedId", "testRunHookStartedId", "testCaseId", "testCaseStartedId", "testStepId",
    ]
    /// Keys whose values are compared for presence only, wherever they appear.
    static let ignoredKeys: Set<String> = ["uri", "line", "seconds", "nanos", "message", "stackTrace"]
    /// Keys of a snippet (inside `suggestion.snippets`) compared for presence only.
    static let ignoredSnippetKeys: Set<String> = ["language", "code"]

    let strict: Bool
    var canonical: [String: String] = [:]

    init(strict: Bool) {
        self.strict = strict
    }

    /// `value` normalised; `key` is the member (or, for array elements, the array) it sits
    /// under, `nil` for a whole envelope.
    mutating func normalise(_ value: JSONValue, key: String?) -> JSONValue {
        switch value {
        case .object(let members):
            var result: [String: JSONValue] = [:]
            // NB: sorted keys make "order of first appearance" independent of how the JSON
            // happened to be written, yet identical for two streams of the same shape.
            for member in members.keys.sorted() {
                guard let child = members[member] else { continue }
                if key == nil && member == "meta" {
                    result[member] = .string("<ignored>")
                } else if Self.ignoredKeys.contains(member)
                    || (key == "snippets" && Self.ignoredSnippetKeys.contains(member))
                {
                    result[member] = .string("<ignored>")
                } else if Self.idKeys.contains(member) {
                    result[member] = rename(child)
                } else {
                    result[member] = normalise(child, key: member)
                }
            }
            return .object(result)
        case .array(let elements):
            // Elements of an array keep the array's key, so a snippet knows it is one.
            return .array(elements.map { normalise($0, key: key) })
        default:
            return value
        }
    }

    /// An id, or an array of ids, with each id replaced by its canonical name (strict) or by
    /// one placeholder (lenient). Anything else (a wrong type) is left for comparison as is.
    private mutating func rename(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let id):
            guard strict else { return .string("<id>") }
            if let name = canonical[id] { return .string(name) }
            let name = "#\(canonical.count)"
            canonical[id] = name
            return .string(name)
        case .array(let ids):
            return .array(ids.map { rename($0) })
        default:
            return value
        }
    }
}
