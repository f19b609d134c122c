import CucumberMessages
import Foundation
import VerityJSON

/// Which of the suite's step phrases invoke which action, and which reach or assert which
/// state, learnt from a run's message stream: the model-coverage attachments of a suite that
/// calls `steps.recordModels(…)` say, per step, which actions the step invoked and which state
/// each model was in after it (`Documentation/ModelCoverage.md`, "steps").
///
/// ```swift
/// let book = try PhraseBook(ndjson: Data(contentsOf: runURL))
/// book.invoking(PhraseBook.Key(model: "BankCore.Banking", name: "signIn")).first?.pattern
/// // "I sign in as {string}"
/// ```
package struct PhraseBook: Sendable {
    /// A model type (fully qualified, as the records key it) and a state or action of it.
    package struct Key: Hashable, Sendable, CustomStringConvertible {
        package let model: String
        package let name: String

        package init(model: String, name: String) {
            self.model = model
            self.name = name
        }

        /// `Banking.signIn`: the type's last component and the name.
        package var description: String {
            "\(model.split(separator: ".").last.map(String.init) ?? model).\(name)"
        }
    }

    /// One phrase of the suite: a step definition's pattern, with one step text that used it.
    package struct Phrase: Hashable, Sendable {
        /// The step definition's pattern (`I sign in as {string}`).
        package let pattern: String
        /// Given, When or Then, from the step's pickle type.
        package let keyword: String
        /// A step text the run matched to it (`I sign in as "ann"`).
        package let example: String
        /// The example's arguments: where each starts in `example`, and its text.
        package let arguments: [Argument]
        /// The inputs the step's actions were invoked with, as described, in order.
        package let inputs: [String]
        /// The most invocations one use of it made, run or refused: for an action, a phrase
        /// that never makes more than one is preferred (a sign-in step over a charge step that
        /// signs in first), whichever of its uses the run recorded first.
        package var actionCount: Int
        /// How many times the run used it this way.
        package var uses: Int
        /// Of those, as an assertion, how many came right after a step that entered the state:
        /// a phrase that checks a state just reached rather than something else in it.
        package var arrivals = 0
        /// The `Given` steps before the example in its scenario that neither invoked an action
        /// nor showed a model (arrangements: a customer, an account), keyword and text, which
        /// the example needs to run.
        package var context: [String] = []

        /// One argument slot of a phrase.
        package struct Argument: Hashable, Sendable {
            package let start: Int
            package let value: String
            package let parameterType: String?
        }
    }

    /// Phrases by the action they invoke, most used first.
    package private(set) var actions: [Key: [Phrase]] = [:]
    /// Phrases by the state a source entered during them (and was in after them).
    package private(set) var reaching: [Key: [Phrase]] = [:]
    /// Phrases that invoked no action and moved no source, by the state each model was in
    /// after them: what the suite says to check a state.
    package private(set) var asserting: [Key: [Phrase]] = [:]
    /// The state a model's source moved to when an action ran in a state, as the suite's runs
    /// recorded it (the most frequent when they differ).
    package private(set) var transitions: [Move: String] = [:]

    /// A model's state and an action that ran in it.
    package struct Move: Hashable, Sendable {
        package let model: String
        package let from: String
        package let action: String

        package init(model: String, from: String, action: String) {
            self.model = model
            self.from = from
            self.action = action
        }
    }

    /// Every action and state the records name, phrased or not.
    package private(set) var actionsSeen: Set<Key> = []
    package private(set) var statesSeen: Set<Key> = []

    /// The phrases invoking `action`, most used first.
    package func invoking(_ action: Key) -> [Phrase] { actions[action] ?? [] }

    /// Reads a run's NDJSON message stream; throws ``NDJSONDecodingError`` for one that is not.
    package init(ndjson: Data) throws {
        self.init(envelopes: try NDJSONDecoder().decode(ndjson))
    }

    /// The phrase book of the messages of one run or of several.
    package init(envelopes: [Envelope]) {
        var pickles: [String: Pickle] = [:]
        var testCases: [String: TestCase] = [:]
        var started: [String: String] = [:]
        var definitions: [String: StepDefinition] = [:]
        var records: [(testCaseStartedId: String, body: String)] = []
        for envelope in envelopes {
            if let pickle = envelope.pickle { pickles[pickle.id] = pickle }
            if let testCase = envelope.testCase { testCases[testCase.id] = testCase }
            if let start = envelope.testCaseStarted { started[start.id] = start.testCaseId }
            if let definition = envelope.stepDefinition { definitions[definition.id] = definition }
            if let attachment = envelope.attachment, attachment.mediaType == Self.mediaType,
                let startedId = attachment.testCaseStartedId
            {
                let body =
                    attachment.contentEncoding == .base64
                    ? Data(base64Encoded: attachment.body).map { String(decoding: $0, as: UTF8.self) } ?? ""
                    : attachment.body
                records.append((startedId, body))
            }
        }
        var moves: [Move: [String: Int]] = [:]
        // Every use of a phrase that invoked an action: the state it was invoked in and the
        // states after, to keep as the example one that made the suite's usual move.
        var uses: [Key: [(phrase: Phrase, from: String?, after: [Key])]] = [:]
        for record in records {
            for model in (try? JSONValue(parsing: record.body))?["models"]?.arrayValue ?? [] {
                guard let type = model["type"]?.stringValue else { continue }
                for transition in model["transitions"]?.arrayValue ?? [] {
                    guard let from = transition["from"]?.stringValue, let to = transition["to"]?.stringValue,
                        let action = transition["action"]?.stringValue
                    else { continue }
                    moves[Move(model: type, from: from, action: action), default: [:]][to, default: 0] +=
                        transition["count"]?.integerValue ?? 1
                }
            }
            guard let testCaseId = started[record.testCaseStartedId], let testCase = testCases[testCaseId],
                let pickle = pickles[testCase.pickleId], let json = try? JSONValue(parsing: record.body)
            else { continue }
            let pickleSteps = pickle.steps
            let testSteps = testCase.testSteps.filter { $0.pickleStepId != nil }
            let recordedSteps = json["steps"]?.arrayValue ?? []
            // NB: the arrangement ends at the first step that touched a model, or at the first that is not a Given.
            let touching = recordedSteps.filter { step in
                ["actions", "entered", "states"].contains { !(step[$0]?.arrayValue ?? []).isEmpty }
            }
            let firstTouching = touching.compactMap { $0["index"]?.integerValue }.min() ?? pickleSteps.count
            let arranging = pickleSteps.prefix(firstTouching).prefix { $0.type == .context }
            var enteredBefore: [Key] = []
            for step in recordedSteps {
                defer { enteredBefore = (step["entered"]?.arrayValue ?? []).compactMap(Self.key) }
                guard let index = step["index"]?.integerValue, pickleSteps.indices.contains(index),
                    testSteps.indices.contains(index), let definitionId = testSteps[index].stepDefinitionIds?.first,
                    let definition = definitions[definitionId]
                else { continue }
                let pickleStep = pickleSteps[index]
                let invoked = (step["actions"]?.arrayValue ?? []).compactMap { action -> (Key, String?, String?)? in
                    guard action["ran"]?.boolValue == true, let model = action["model"]?.stringValue,
                        let name = action["action"]?.stringValue
                    else { return nil }
                    return (Key(model: model, name: name), action["input"]?.stringValue, action["state"]?.stringValue)
                }
                let arguments = (testSteps[index].stepMatchArgumentsLists?.first?.stepMatchArguments ?? []).compactMap {
                    argument -> Phrase.Argument? in
                    // NB: a quoted string's value is its inner group, without the quotes.
                    let group = argument.group.children?.first { $0.value != nil } ?? argument.group
                    guard let start = group.start, let value = group.value else { return nil }
                    return Phrase.Argument(start: start, value: value, parameterType: argument.parameterTypeName)
                }
                let phrase = Phrase(
                    pattern: definition.pattern.source, keyword: Self.keyword(of: pickleStep.type),
                    example: pickleStep.text, arguments: arguments, inputs: invoked.compactMap(\.1),
                    actionCount: (step["actions"]?.arrayValue ?? []).count, uses: 1,
                    context: index == firstTouching ? arranging.map { "Given " + $0.text } : [])
                let entered = (step["entered"]?.arrayValue ?? []).compactMap(Self.key)
                let after = (step["states"]?.arrayValue ?? []).compactMap(Self.key)
                for (key, _, from) in invoked {
                    Self.add(phrase, to: &actions, at: key)
                    actionsSeen.insert(key)
                    uses[key, default: []].append((phrase, from, after))
                }
                statesSeen.formUnion(after)
                statesSeen.formUnion(entered)
                for key in entered where after.contains(key) { Self.add(phrase, to: &reaching, at: key) }
                if invoked.isEmpty, entered.isEmpty, (step["actions"]?.arrayValue ?? []).isEmpty {
                    for key in after {
                        var check = phrase
                        check.arrivals = enteredBefore.contains(key) ? 1 : 0
                        Self.add(check, to: &asserting, at: key)
                    }
                }
            }
        }
        for (move, targets) in moves {
            transitions[move] = targets.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
        }
        // The example of an action's phrase: one whose step made the move the suite's runs
        // make most (a sign-in that signed in, not one refused for a bad character), preferring
        // one that opened its scenario, so that its arrangement comes with it.
        for (key, candidates) in uses {
            guard var phrases = actions[key] else { continue }
            for index in phrases.indices {
                let same = candidates.filter {
                    $0.phrase.pattern == phrases[index].pattern && $0.phrase.keyword == phrases[index].keyword
                }
                let usual = same.filter { candidate in
                    guard let from = candidate.from,
                        let to = transitions[Move(model: key.model, from: from, action: key.name)]
                    else { return false }
                    return candidate.after.contains(Key(model: key.model, name: to))
                }
                guard let chosen = usual.min(by: { Self.betterExample($0.phrase, than: $1.phrase) }) else { continue }
                phrases[index] = chosen.phrase.keepingTallies(of: phrases[index])
            }
            actions[key] = phrases
        }
        for key in actions.keys {
            actions[key]?.sort { left, right in
                left.actionCount != right.actionCount
                    ? left.actionCount < right.actionCount : Self.preferred(left, right)
            }
        }
        for key in reaching.keys { reaching[key]?.sort(by: Self.preferred) }
        for key in asserting.keys {
            asserting[key]?.sort { $0.arrivals != $1.arrivals ? $0.arrivals > $1.arrivals : Self.preferred($0, $1) }
        }
    }

    /// The model-coverage attachment's media type.
    package static let mediaType = "application/vnd.verity.model-coverage+json"

    private static func key(_ value: JSONValue) -> Key? {
        guard let model = value["model"]?.stringValue, let state = value["state"]?.stringValue else { return nil }
        return Key(model: model, name: state)
    }

    private static func keyword(of type: PickleStepType?) -> String {
        switch type {
        case .context: "Given"
        case .outcome: "Then"
        default: "When"
        }
    }

    private static func add(_ phrase: Phrase, to table: inout [Key: [Phrase]], at key: Key) {
        var phrases = table[key] ?? []
        if let index = phrases.firstIndex(where: { $0.pattern == phrase.pattern && $0.keyword == phrase.keyword }) {
            phrases[index].uses += 1
            phrases[index].arrivals += phrase.arrivals
            phrases[index].actionCount = max(phrases[index].actionCount, phrase.actionCount)
            if Self.betterExample(phrase, than: phrases[index]) {
                phrases[index] = phrase.keepingTallies(of: phrases[index])
            }
        } else {
            phrases.append(phrase)
        }
        table[key] = phrases
    }

    /// Which of two uses of one phrase a draft copies: one that opened its scenario (it says
    /// what it needs before it, its arrangement), then the first example in text order, so that
    /// the choice does not depend on the order in which the run's scenarios finished.
    private static func betterExample(_ left: Phrase, than right: Phrase) -> Bool {
        if left.context.isEmpty != right.context.isEmpty { return !left.context.isEmpty }
        if left.example != right.example { return left.example < right.example }
        return left.context.lexicographicallyPrecedes(right.context)
    }

    /// Most used first; then the pattern, so that the choice is the same on every run.
    private static func preferred(_ left: Phrase, _ right: Phrase) -> Bool {
        left.uses != right.uses ? left.uses > right.uses : left.pattern < right.pattern
    }
}

extension PhraseBook.Phrase {
    /// This use of the phrase, as the example kept, with the counts `tallied` gathered over
    /// every use: uses, arrivals and the most invocations one use made.
    fileprivate func keepingTallies(of tallied: PhraseBook.Phrase) -> PhraseBook.Phrase {
        var example = self
        example.uses = tallied.uses
        example.arrivals = tallied.arrivals
        example.actionCount = tallied.actionCount
        return example
    }
}
