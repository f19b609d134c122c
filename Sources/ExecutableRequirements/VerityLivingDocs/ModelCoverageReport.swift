import CucumberMessages
import Foundation
import VerityFormatters
import VerityJSON

/// The model-coverage records of every run (the attachments of media type ``mediaType`` that
/// `VerityRequirements` writes, one per scenario), joined per model type: which states the
/// requirements reached and by which examples, which actions each state offered and which ran
/// or were refused, and the transitions between states. `Documentation/ModelCoverage.md` gives
/// the attachment's schema.
struct ModelCoverageReport {
    static let mediaType = "application/vnd.verity.model-coverage+json"

    /// An example that recorded something, as a page links to it.
    struct Witness: Hashable {
        let feature: Int
        let anchor: String
        let name: String
        let run: String
    }

    struct Invocations {
        var ran = 0
        var refused = 0
        var witnesses: [Witness] = []
    }

    struct State {
        let name: String
        var isDeclared = false
        var entered = 0
        var emissions = 0
        var offered: [String] = []
        /// Invocations by action name.
        var actions: [String: Invocations] = [:]
        var witnesses: [Witness] = []

        var isReached: Bool { entered > 0 }
    }

    struct Transition {
        let from: String?
        let to: String
        let action: String?
        var count = 0
        var witnesses: [Witness] = []
    }

    /// One state as a renderer drew it, with the examples whose final model drew it so.
    struct Drawing {
        let state: String
        let mediaType: String
        let content: String
        var witnesses: [Witness]
    }

    /// A hand-made model value a suite gave the gallery (`ModelCoverage.example`), reached by no
    /// run; `state` is `nil` for a value that is no enum, `content` `nil` when not drawn.
    struct Example {
        let name: String
        let state: String?
        let mediaType: String
        let content: String?
    }

    struct Model {
        let type: String
        var name: String
        /// Declared states first, in declaration order, then undeclared ones as first reached.
        var states: [State] = []
        var transitions: [Transition] = []
        var drawings: [Drawing] = []
        /// Hand-made examples, each once, in the order first recorded.
        var examples: [Example] = []
        /// Whether some record declared the model's states.
        var isDeclared = false

        /// Every action name the model's states offered or ran, in the order first seen.
        var actionNames: [String] {
            var names: [String] = []
            for state in states {
                for name in state.offered + state.actions.keys.sorted() where !names.contains(name) {
                    names.append(name)
                }
            }
            return names
        }

        /// States reached, of all states known.
        var reachedCount: Int { states.filter(\.isReached).count }

        /// (state, action) pairs a state offered or ran, and of them those that ran. An action
        /// only ever refused in a state (a stale one) is not one of that state's actions.
        var actionPairs: (taken: Int, known: Int) {
            var taken = 0
            var known = 0
            for state in states {
                let ran = Set(state.actions.filter { $0.value.ran > 0 }.keys)
                known += Set(state.offered).union(ran).count
                taken += ran.count
            }
            return (taken, known)
        }

        mutating func stateIndex(_ name: String) -> Int {
            if let index = states.firstIndex(where: { $0.name == name }) { return index }
            states.append(State(name: name))
            return states.count - 1
        }
    }

    private(set) var models: [Model] = []
    /// Attachments that could not be read, with why, so a broken record is visible.
    private(set) var unreadable: [(witness: Witness, reason: String)] = []

    var isEmpty: Bool { models.isEmpty && unreadable.isEmpty }

    init(_ specification: Specification) {
        for (number, feature) in specification.features.enumerated() {
            for example in feature.examples {
                for (run, attachment) in example.attachments(ofType: Self.mediaType) {
                    let witness = Witness(
                        feature: number, anchor: example.anchor, name: example.name,
                        run: specification.runs.indices.contains(run) ? specification.runs[run].name : "")
                    do {
                        try add(Self.body(of: attachment), witness: witness)
                    } catch {
                        unreadable.append((witness, "\(error)"))
                    }
                }
            }
        }
        for run in specification.runs {
            for attachment in run.runAttachments(ofType: Self.mediaType) {
                do {
                    try addExamples(Self.body(of: attachment))
                } catch {
                    unreadable.append(
                        (Witness(feature: -1, anchor: "", name: "the run's examples", run: run.name), "\(error)"))
                }
            }
        }
    }

    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    private static func body(of attachment: Attachment) throws -> JSONValue {
        let text: String
        switch attachment.contentEncoding {
        case .identity:
            text = attachment.body
        case .base64:
            guard let data = Data(base64Encoded: attachment.body) else { throw Unreadable(description: "not Base64") }
            text = String(decoding: data, as: UTF8.self)
        }
        return try JSONValue(parsing: text)
    }

    /// Adds a run's record of hand-made examples: the declared states and the examples, no
    /// state reached.
    private mutating func addExamples(_ record: JSONValue) throws {
        try forEachModel(in: record) { model, recorded in
            if let declared = recorded["declaredStates"]?.arrayValue {
                model.declare(declared.compactMap(\.stringValue))
            }
            for example in recorded["examples"]?.arrayValue ?? [] {
                guard let name = example["name"]?.stringValue else { continue }
                let added = Example(
                    name: name, state: example["state"]?.stringValue,
                    mediaType: example["mediaType"]?.stringValue ?? "text/plain",
                    content: example["content"]?.stringValue)
                // NB: every suite of a run set records the same examples; each is shown once.
                let known = model.examples.contains {
                    $0.name == added.name && $0.state == added.state && $0.content == added.content
                }
                if !known { model.examples.append(added) }
            }
        }
    }

    private mutating func add(_ record: JSONValue, witness: Witness) throws {
        try forEachModel(in: record) { model, recorded in
            try model.add(recorded, witness: witness)
        }
    }

    /// Calls `body` with each model of a schema-1 record and its entry in ``models``, which is
    /// added (empty) the first time its type is seen.
    private mutating func forEachModel(
        in record: JSONValue, _ body: (_ model: inout Model, _ recorded: JSONValue) throws -> Void
    ) throws {
        guard record["schema"]?.integerValue == 1, let models = record["models"]?.arrayValue else {
            throw Unreadable(description: "not a model-coverage record of schema 1")
        }
        for recorded in models {
            guard let type = recorded["type"]?.stringValue else {
                throw Unreadable(description: "a model without a type")
            }
            let index =
                self.models.firstIndex { $0.type == type }
                ?? {
                    self.models.append(Model(type: type, name: recorded["name"]?.stringValue ?? type))
                    return self.models.count - 1
                }()
            try body(&self.models[index], recorded)
        }
    }
}

extension ModelCoverageReport.Model {
    /// Puts the declared states first, in declaration order, whatever was reached before.
    fileprivate mutating func declare(_ declared: [String]) {
        isDeclared = true
        var ordered: [ModelCoverageReport.State] = []
        for name in declared {
            var state = states.first { $0.name == name } ?? ModelCoverageReport.State(name: name)
            state.isDeclared = true
            ordered.append(state)
        }
        states = ordered + states.filter { state in !ordered.contains { $0.name == state.name } }
    }

    fileprivate mutating func add(_ recorded: JSONValue, witness: ModelCoverageReport.Witness) throws {
        if let declared = recorded["declaredStates"]?.arrayValue {
            declare(declared.compactMap(\.stringValue))
        }
        for recordedState in recorded["states"]?.arrayValue ?? [] {
            guard let name = recordedState["name"]?.stringValue else {
                throw ModelCoverageReport.Unreadable(description: "a state without a name")
            }
            let index = stateIndex(name)
            states[index].entered += recordedState["entered"]?.integerValue ?? 0
            states[index].emissions += recordedState["emissions"]?.integerValue ?? 0
            if !states[index].witnesses.contains(witness) { states[index].witnesses.append(witness) }
            for offered in recordedState["offered"]?.arrayValue?.compactMap(\.stringValue) ?? []
            where !states[index].offered.contains(offered) {
                states[index].offered.append(offered)
            }
            for action in recordedState["actions"]?.arrayValue ?? [] {
                guard let actionName = action["name"]?.stringValue else { continue }
                var invocations = states[index].actions[actionName] ?? ModelCoverageReport.Invocations()
                invocations.ran += action["ran"]?.integerValue ?? 0
                invocations.refused += action["refused"]?.integerValue ?? 0
                if !invocations.witnesses.contains(witness) { invocations.witnesses.append(witness) }
                states[index].actions[actionName] = invocations
            }
        }
        for recordedTransition in recorded["transitions"]?.arrayValue ?? [] {
            guard let to = recordedTransition["to"]?.stringValue else { continue }
            let from = recordedTransition["from"]?.stringValue
            let action = recordedTransition["action"]?.stringValue
            let count = recordedTransition["count"]?.integerValue ?? 0
            if let index = transitions.firstIndex(where: { $0.from == from && $0.to == to && $0.action == action }) {
                transitions[index].count += count
                if !transitions[index].witnesses.contains(witness) { transitions[index].witnesses.append(witness) }
            } else {
                transitions.append(
                    ModelCoverageReport.Transition(
                        from: from, to: to, action: action, count: count, witnesses: [witness]))
            }
        }
        for drawn in recorded["drawings"]?.arrayValue ?? [] {
            guard let state = drawn["state"]?.stringValue, let content = drawn["content"]?.stringValue else { continue }
            let mediaType = drawn["mediaType"]?.stringValue ?? "text/plain"
            if let index = drawings.firstIndex(where: { $0.state == state && $0.content == content }) {
                drawings[index].witnesses.append(witness)
            } else {
                drawings.append(
                    ModelCoverageReport.Drawing(
                        state: state, mediaType: mediaType, content: content, witnesses: [witness]))
            }
        }
    }
}
