import VerityJSON

/// What one scenario's sources visited, by model type, and its JSON form: the attachment
/// whose schema `Documentation/ModelCoverage.md` documents.
struct ModelCoverageRecord: Sendable {
    /// One model type's record.
    struct Model: Sendable {
        let type: String
        let name: String
        var declaredStates: [String]?
        /// States in the order first reached.
        var states: [State] = []
        var transitions: [Transition] = []
        /// The latest model value of each state, drawn when the record is written.
        var drawings: [String: @Sendable () -> StateDrawing?] = [:]

        func position(of state: String) -> Int? {
            states.firstIndex { $0.name == state }
        }
    }

    struct State: Sendable {
        let name: String
        /// How many times a source moved into the state (its first model counts).
        var entered = 0
        /// How many models were emitted in the state, arrivals included.
        var emissions = 0
        /// The actions the state's models offered, in the order first seen.
        var offered: [String] = []
        /// Invocations by action name, in the order first seen.
        var actions: [Invocations] = []
    }

    struct Invocations: Sendable {
        let action: String
        var ran = 0
        var refused = 0
    }

    struct Transition: Sendable {
        /// `nil` for a source's first model.
        let from: String?
        let to: String
        /// The last action that ran in `from` before the move; `nil` when none did (a timer, a
        /// live update, the source's own work).
        let action: String?
        var count = 0
    }

    /// What one step of the scenario did to the recorded sources.
    struct Step: Sendable {
        /// An action invoked during the step.
        struct Invocation: Sendable {
            let model: String
            let state: String
            let action: String
            let ran: Bool
            /// The input's description; `nil` for an action without input.
            let input: String?
        }

        /// A model type and one of its states.
        struct Position: Sendable {
            let model: String
            let state: String
        }

        /// The step's position among the scenario's steps that ran, from 0.
        let index: Int
        let text: String
        let line: Int
        var actions: [Invocation] = []
        /// The states sources moved into during the step, in order.
        var entered: [Position] = []
        /// The state of each model type's source when the step ended.
        var states: [Position] = []
    }

    private(set) var models: [Model] = []
    /// The steps that ran, in order, once `Steps.recordModels` has ended each.
    var steps: [Step] = []

    var isEmpty: Bool { models.isEmpty }

    mutating func declare(type: String, name: String, states: [String]?) {
        guard !models.contains(where: { $0.type == type }) else { return }
        models.append(Model(type: type, name: name, declaredStates: states))
    }

    mutating func enter(_ state: String, of type: String, from: String?, by action: String?, offering offered: [String])
    {
        withState(state, of: type) { model, position in
            model.states[position].entered += 1
            model.states[position].emissions += 1
            for name in offered where !model.states[position].offered.contains(name) {
                model.states[position].offered.append(name)
            }
            if let index = model.transitions.firstIndex(where: {
                $0.from == from && $0.to == state && $0.action == action
            }) {
                model.transitions[index].count += 1
            } else {
                model.transitions.append(Transition(from: from, to: state, action: action, count: 1))
            }
        }
    }

    mutating func stay(in state: String, of type: String) {
        withState(state, of: type) { model, position in model.states[position].emissions += 1 }
    }

    mutating func count(_ action: String, in state: String, of type: String, ran: Bool) {
        withState(state, of: type) { model, position in
            var actions = model.states[position].actions
            let index =
                actions.firstIndex { $0.action == action }
                ?? {
                    actions.append(Invocations(action: action))
                    return actions.count - 1
                }()
            if ran { actions[index].ran += 1 } else { actions[index].refused += 1 }
            model.states[position].actions = actions
        }
    }

    mutating func keepLatest(_ state: String, of type: String, _ drawing: @escaping @Sendable () -> StateDrawing?) {
        guard let index = models.firstIndex(where: { $0.type == type }) else { return }
        models[index].drawings[state] = drawing
    }

    private mutating func withState(_ state: String, of type: String, _ body: (inout Model, Int) -> Void) {
        guard let index = models.firstIndex(where: { $0.type == type }) else { return }
        let position =
            models[index].position(of: state)
            ?? {
                models[index].states.append(State(name: state))
                return models[index].states.count - 1
            }()
        body(&models[index], position)
    }

    /// The attachment's JSON; draws each state's latest model (user code, so never under a lock).
    var json: String {
        var object: [String: JSONValue] = [
            "schema": .integer(ModelCoverage.schemaVersion),
            "models": .array(models.map(\.json)),
        ]
        if !steps.isEmpty { object["steps"] = .array(steps.map(\.json)) }
        let value = JSONValue.object(object)
        return String(decoding: value.jsonBytes, as: UTF8.self)
    }
}

extension ModelCoverageRecord.Model {
    var json: JSONValue {
        var object: [String: JSONValue] = [
            "type": .string(type),
            "name": .string(name),
            "states": .array(
                states.map { state in
                    .object([
                        "name": .string(state.name),
                        "entered": .integer(state.entered),
                        "emissions": .integer(state.emissions),
                        "offered": .array(state.offered.map { .string($0) }),
                        "actions": .array(
                            state.actions.map { invocations in
                                .object([
                                    "name": .string(invocations.action),
                                    "ran": .integer(invocations.ran),
                                    "refused": .integer(invocations.refused),
                                ])
                            }),
                    ])
                }),
            "transitions": .array(
                transitions.map { transition in
                    .object([
                        "from": transition.from.map { .string($0) } ?? .null,
                        "to": .string(transition.to),
                        "action": transition.action.map { .string($0) } ?? .null,
                        "count": .integer(transition.count),
                    ])
                }),
        ]
        if let declaredStates { object["declaredStates"] = .array(declaredStates.map { .string($0) }) }
        let drawn = states.compactMap { state -> JSONValue? in
            guard let drawing = drawings[state.name]?() else { return nil }
            return .object([
                "state": .string(state.name), "mediaType": .string(drawing.mediaType),
                "content": .string(drawing.content),
            ])
        }
        if !drawn.isEmpty { object["drawings"] = .array(drawn) }
        return .object(object)
    }
}

extension ModelCoverageRecord.Step {
    var json: JSONValue {
        .object([
            "index": .integer(index),
            "text": .string(text),
            "line": .integer(line),
            "actions": .array(
                actions.map { invocation in
                    var object: [String: JSONValue] = [
                        "model": .string(invocation.model), "state": .string(invocation.state),
                        "action": .string(invocation.action), "ran": .bool(invocation.ran),
                    ]
                    if let input = invocation.input { object["input"] = .string(input) }
                    return .object(object)
                }),
            "entered": .array(entered.map { .object(["model": .string($0.model), "state": .string($0.state)]) }),
            "states": .array(states.map { .object(["model": .string($0.model), "state": .string($0.state)]) }),
        ])
    }
}
