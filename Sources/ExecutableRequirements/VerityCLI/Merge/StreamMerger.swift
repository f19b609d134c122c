import CucumberMessages
import Foundation
import VerityJSON
import VerityRunOptions

/// Joins the message streams of shards (`VERITY_SHARD=i/n` runs of one suite) into one valid
/// stream, as if one run had executed every shard's scenarios.
///
/// The rule:
/// - `meta`: the first shard's.
/// - `source` and `gherkinDocument` (by uri), `pickle` (by uri and Gherkin nodes),
///   `stepDefinition` (by pattern and location), `hook` (by kind, name, tag expression and
///   location), `parameterType` (by name), `undefinedParameterType` (by expression and name):
///   kept once, from the first shard that has them; later shards' ids for the same thing are
///   re-pointed at the kept ids.
/// - `testRunStarted`: one, with the earliest timestamp, at the first shard's position, its id
///   the first shard's without the shard label (``ShardLabel``); every shard's
///   `testRunStartedId` points at it.
/// - `testRunFinished`: one, last, with the latest timestamp; `success` only when every shard
///   succeeded; the message and exception of the first shard that failed.
/// - Everything else (test cases, attempts, steps, attachments, suggestions, BeforeAll/AfterAll
///   hook runs) is kept, shard after shard. An id a later shard defines that is already taken
///   by a different message is renamed `<id>-shard<N>` (N 1-based), and every reference to it
///   in that shard follows.
struct StreamMerger {
    /// Two shards disagree about one feature file.
    struct Conflict: Error, CustomStringConvertible {
        var description: String
    }

    private var meta: Envelope?
    private var body: [Envelope] = []
    private var runStartedPosition: Int?
    private var runStarted: TestRunStarted?
    private var runFinished: [TestRunFinished] = []
    private var usedIds = Set<String>()
    private var keptIds: [String: [String]] = [:]
    private var shardCount = 0

    /// Adds the next shard's messages.
    mutating func add(shard envelopes: [Envelope]) throws {
        shardCount += 1
        var ids: [String: String] = [:]
        for envelope in envelopes {
            if envelope.meta != nil {
                if meta == nil { meta = envelope }
                continue
            }
            if let started = envelope.testRunStarted {
                addRunStarted(started, ids: &ids)
                continue
            }
            if let finished = envelope.testRunFinished {
                var finished = finished
                finished.testRunStartedId = runStarted?.id
                runFinished.append(finished)
                continue
            }
            if let key = dedupeKey(envelope, ids: ids) {
                let definedHere = Self.definedIds(envelope)
                if let kept = keptIds[key] {
                    guard kept.count == definedHere.count else {
                        throw Conflict(description: "shard \(shardCount) has a different version of \(key)")
                    }
                    for (mine, theirs) in zip(definedHere, kept) { ids[mine] = theirs }
                    continue
                }
                let rewritten = try rewrite(envelope, ids: &ids)
                keptIds[key] = Self.definedIds(rewritten)
                body.append(rewritten)
            } else {
                body.append(try rewrite(envelope, ids: &ids))
            }
        }
    }

    /// The merged stream.
    func merged() -> [Envelope] {
        var result: [Envelope] = meta.map { [$0] } ?? []
        var messages = body
        if let runStarted {
            messages.insert(Envelope(testRunStarted: runStarted), at: min(runStartedPosition ?? 0, messages.count))
        }
        result += messages
        if let last = runFinished.max(by: { Self.isEarlier($0.timestamp, $1.timestamp) }) {
            let firstFailure = runFinished.first { !$0.success }
            result.append(
                Envelope(
                    testRunFinished: TestRunFinished(
                        message: firstFailure?.message, success: runFinished.allSatisfy(\.success),
                        timestamp: last.timestamp, exception: firstFailure?.exception,
                        testRunStartedId: runStarted?.id)))
        }
        return result
    }

    private mutating func addRunStarted(_ started: TestRunStarted, ids: inout [String: String]) {
        guard var kept = runStarted else {
            var first = started
            // NB: the merged run is no one shard, so it keeps the run's own id, not the label.
            if let id = started.id, let label = ShardLabel(testRunStartedId: id), !label.run.isEmpty {
                first.id = label.run
                ids[id] = label.run
            }
            runStarted = first
            runStartedPosition = body.count
            if let id = first.id { usedIds.insert(id) }
            return
        }
        if let id = started.id {
            if kept.id == nil { kept.id = id; usedIds.insert(id) }
            ids[id] = kept.id
        }
        if Self.isEarlier(started.timestamp, kept.timestamp) { kept.timestamp = started.timestamp }
        runStarted = kept
    }

    /// What identifies a message that every shard repeats; `nil` for per-shard messages.
    private func dedupeKey(_ envelope: Envelope, ids: [String: String]) -> String? {
        if let source = envelope.source { return "source \(source.uri)" }
        if let document = envelope.gherkinDocument { return "gherkinDocument \(document.uri ?? "")" }
        if let pickle = envelope.pickle {
            return "pickle \(pickle.uri) \(pickle.astNodeIds.map { ids[$0] ?? $0 }.joined(separator: " "))"
        }
        if let definition = envelope.stepDefinition {
            return
                "stepDefinition \(definition.pattern.type.rawValue) \(definition.pattern.source) \(Self.place(definition.sourceReference))"
        }
        if let hook = envelope.hook {
            return
                "hook \(hook.type?.rawValue ?? "") \(hook.name ?? "") \(hook.tagExpression ?? "") \(Self.place(hook.sourceReference))"
        }
        if let type = envelope.parameterType { return "parameterType \(type.name)" }
        if let type = envelope.undefinedParameterType {
            return "undefinedParameterType \(type.expression) \(type.name)"
        }
        return nil
    }

    private static func place(_ reference: SourceReference) -> String {
        "\(reference.uri ?? ""):\(reference.location?.line ?? 0)"
    }

    private static func definedIds(_ envelope: Envelope) -> [String] {
        if let document = envelope.gherkinDocument { return document.definedIds }
        if let pickle = envelope.pickle { return [pickle.id] + pickle.steps.map(\.id) }
        if let definition = envelope.stepDefinition { return [definition.id] }
        if let hook = envelope.hook { return [hook.id] }
        if let type = envelope.parameterType { return [type.id] }
        return []
    }

    /// The envelope with its new ids defined and its references re-pointed.
    private mutating func rewrite(_ envelope: Envelope, ids: inout [String: String]) throws -> Envelope {
        if let rewritten = rewriteExecution(envelope, ids: &ids) { return rewritten }
        return try rewriteAnyKind(envelope, ids: &ids)
    }

    /// The kinds that make up most of a large stream, rewritten field by field; `nil` for
    /// every other kind.
    ///
    /// NB: the generic JSON path below handles every kind but costs a JSON round trip per
    /// message, and a large suite's stream is mostly step messages.
    private mutating func rewriteExecution(_ envelope: Envelope, ids: inout [String: String]) -> Envelope? {
        var envelope = envelope
        if var message = envelope.testStepStarted {
            refer(&message.testCaseStartedId, ids)
            refer(&message.testStepId, ids)
            envelope.testStepStarted = message
        } else if var message = envelope.testStepFinished {
            refer(&message.testCaseStartedId, ids)
            refer(&message.testStepId, ids)
            envelope.testStepFinished = message
        } else if var message = envelope.testCaseFinished {
            refer(&message.testCaseStartedId, ids)
            envelope.testCaseFinished = message
        } else if var message = envelope.testCaseStarted {
            define(&message.id, &ids)
            refer(&message.testCaseId, ids)
            envelope.testCaseStarted = message
        } else {
            return nil
        }
        return envelope
    }

    private func refer(_ id: inout String, _ ids: [String: String]) {
        if let mapped = ids[id] { id = mapped }
    }

    private mutating func define(_ id: inout String, _ ids: inout [String: String]) {
        if let known = ids[id] {
            id = known
            return
        }
        var fresh = id
        var suffix = shardCount
        while usedIds.contains(fresh) {
            fresh = "\(id)-shard\(suffix)"
            suffix += 1
        }
        usedIds.insert(fresh)
        ids[id] = fresh
        id = fresh
    }

    /// Any kind, through its JSON: every `id` defines, every reference key is re-pointed.
    private mutating func rewriteAnyKind(_ envelope: Envelope, ids: inout [String: String]) throws -> Envelope {
        let tree = try JSONValue(encoding: envelope)
        let shard = shardCount
        // NB: the sets are moved out and back rather than copied, so that inserting into them
        // inside the closure does not copy every id seen so far for each message.
        var used = Set<String>()
        swap(&used, &usedIds)
        var mapping: [String: String] = [:]
        swap(&mapping, &ids)
        defer {
            swap(&used, &usedIds)
            swap(&mapping, &ids)
        }
        let rewritten = tree.mappingStrings { key, value in
            if key == "id" {
                if let known = mapping[value] { return known }
                var fresh = value
                var suffix = shard
                while used.contains(fresh) {
                    fresh = "\(value)-shard\(suffix)"
                    suffix += 1
                }
                used.insert(fresh)
                mapping[value] = fresh
                return fresh
            }
            return Self.referenceKeys.contains(key) ? mapping[value] ?? value : value
        }
        return try rewritten.decode(as: Envelope.self)
    }

    /// The fields that refer to an id defined elsewhere (conformance README, section 4).
    private static let referenceKeys: Set<String> = [
        "astNodeId", "astNodeIds", "hookId", "pickleId", "pickleStepId", "stepDefinitionIds",
        "testRunStartedId", "testRunHookStartedId", "testCaseId", "testCaseStartedId", "testStepId",
    ]

    private static func isEarlier(_ left: Timestamp, _ right: Timestamp) -> Bool {
        (left.seconds, left.nanos) < (right.seconds, right.nanos)
    }
}
