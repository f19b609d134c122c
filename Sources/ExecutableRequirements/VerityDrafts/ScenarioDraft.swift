import Foundation
import VerityJSON

/// A scenario drafted from a session trace (`Documentation/SessionTraces.md`) in the suite's own
/// phrases (a ``PhraseBook``): `Given` steps that reach each source's first state, one `When`
/// per action that ran, in the recorded order, and `Then` steps for the state each source
/// should end in. Where the phrase book has no phrase, a new plain-language step stands in, with
/// a snippet for it in the closing comment; the opening comment names the trace and what could
/// not be mapped.
///
/// The `Then` steps assert the state the suite's own runs reach after those actions from that
/// first state (the transitions model coverage recorded), not the state the trace ended in:
/// the trace shows the bug, the suite says what should happen. Where the suite's runs do not
/// know a move, the trace's state is used, and the comment says so.
///
/// ```swift
/// let draft = try ScenarioDraft(trace: traceBytes, named: "bug-12.trace.json", book: book, issue: "BUG-12")
/// try draft.text.write(toFile: "Features/bug-12.feature", atomically: true, encoding: .utf8)
/// ```
package struct ScenarioDraft: Sendable {
    /// The feature file: one `@wip` scenario.
    package let text: String
    /// The steps written, keyword and text, in order.
    package let steps: [String]
    /// The steps that are not the suite's phrases: they need step definitions.
    package let newSteps: [String]
    /// What could not be mapped, one sentence each (also in the file's comment).
    package let unmapped: [String]

    /// Why a trace could not be drafted from.
    package struct Unreadable: Error, CustomStringConvertible {
        package let description: String
    }

    /// Drafts from the bytes of a trace file named `name`, in the phrases of `book`, tagged
    /// `@issue:<issue>` when given. Throws ``Unreadable`` for a file that is not a trace.
    package init(trace data: Data, named name: String, book: PhraseBook, issue: String? = nil) throws {
        let trace = try SessionTraceFile(data)
        var lines: [Line] = []
        var unmapped: [String] = []
        var predictions: [String] = []
        var predicted: [Int: (state: String, known: Bool)] = [:]

        // Given: each source's first state, in the order the sources appear.
        for source in trace.sources {
            guard let first = trace.events.first(where: { $0.source == source.id && $0.state != nil }),
                let state = first.state
            else { continue }
            predicted[source.id] = (state, true)
            let key = PhraseBook.Key(model: source.type, name: state)
            let firstAction = trace.events.first { $0.source == source.id && $0.kind == "action" }
            let opening = firstAction.flatMap { action -> PhraseBook.Phrase? in
                guard action.outcome == "executed", action.state == state, let name = action.action else { return nil }
                return Self.pick(book.invoking(PhraseBook.Key(model: source.type, name: name)), keyword: "When")
            }
            if let opening, !opening.context.isEmpty || book.reaching[key] == nil {
                // The step of the source's first action was the first to touch a model in its
                // scenario, after the arrangement: it makes the source in its first state (a
                // session made signed out by the sign-in step), so the arrangement is the Given.
                Self.arrange(opening.context, in: &lines)
            } else if let phrase = Self.pick(book.reaching[key], keyword: "Given"), phrase.keyword == "Given" {
                Self.arrange(phrase.context, in: &lines)
                lines.append(Line(keyword: "Given", text: phrase.example, isNew: false, note: nil))
            } else if let phrase = Self.pick(book.reaching[key], keyword: "Given") {
                lines.append(Line(keyword: "Given", text: phrase.example, isNew: false, note: nil))
            } else {
                lines.append(Line.new("Given", "the \(Self.words(source.name)) is \(Self.words(state))", for: key))
                unmapped.append("no step of the suite reaches \(key); a new step stands in")
            }
        }
        if trace.dropped > 0 {
            unmapped.append(
                "the trace dropped its first \(trace.dropped) events: the Given steps reach the first state it kept")
        }

        // When: each action that ran, in order.
        for event in trace.events where event.kind == "action" {
            guard let source = trace.source(event.source), let action = event.action else { continue }
            let key = PhraseBook.Key(model: source.type, name: action)
            guard event.outcome == "executed" else {
                unmapped.append("\(key) was refused (\(event.reason ?? "no reason")) and is not replayed")
                continue
            }
            if var position = predicted[event.source] {
                let from = position.known ? position.state : event.state ?? position.state
                if let to = book.transitions[PhraseBook.Move(model: source.type, from: from, action: action)] {
                    position = (to, position.known)
                } else if position.known {
                    position = (from, false)
                    predictions.append("the suite's runs never ran \(key) in \(from)")
                }
                predicted[event.source] = position
            }
            if let phrase = Self.pick(book.invoking(key), keyword: "When") {
                let (text, kept) = Self.filled(phrase, input: event.input)
                lines.append(Line(keyword: "When", text: text, isNew: false, note: nil))
                if kept, let input = event.input {
                    unmapped.append(
                        "the arguments of \"\(phrase.example)\" are the suite's; the trace's input was \(input)")
                }
            } else {
                var text = "I \(Self.words(action))"
                if let input = event.input { text += " with \"\(input.replacingOccurrences(of: "\"", with: "'"))\"" }
                lines.append(Line.new("When", text, for: key))
                unmapped.append("no step of the suite invokes \(key); a new step stands in")
            }
        }

        // Then: the state each source should end in.
        for source in trace.sources {
            guard let last = trace.events.last(where: { $0.source == source.id && $0.state != nil }),
                let recorded = last.state
            else { continue }
            var state = recorded
            if let position = predicted[source.id] {
                if position.known {
                    state = position.state
                    if state != recorded {
                        predictions.append(
                            "the trace ended with \(source.name) in \(recorded); the suite's runs reach \(state) "
                                + "after these actions, and the Then steps assert that")
                    }
                } else {
                    predictions.append("the Then steps assert the trace's last state of \(source.name), \(recorded)")
                }
            }
            let key = PhraseBook.Key(model: source.type, name: state)
            if let phrase = Self.assertion(book.asserting[key], after: lines) {
                lines.append(Line(keyword: "Then", text: phrase.example, isNew: false, note: nil))
            } else {
                lines.append(Line.new("Then", "the \(Self.words(source.name)) is \(Self.words(state))", for: key))
                unmapped.append("no step of the suite asserts \(key); a new step stands in")
            }
        }
        guard !lines.isEmpty else {
            throw Unreadable(description: "\(name) records no state of any source: there is nothing to draft")
        }
        if !lines.contains(where: { $0.keyword == "Then" }) {
            throw Unreadable(description: "\(name) records no final state: there is nothing to assert")
        }

        var text: [String] = ["# Drafted by `verity draft` from \(name): review it before removing @wip."]
        for note in predictions + unmapped { text.append("# - " + note) }
        text.append("Feature: \(Self.title(of: name))")
        text.append("")
        let tags = ["@wip"] + (issue.map { ["@issue:\($0)"] } ?? [])
        text.append("  " + tags.joined(separator: " "))
        let actions = trace.events.filter { $0.kind == "action" && $0.outcome == "executed" }.compactMap(\.action)
        text.append(
            "  Scenario: "
                + (actions.isEmpty
                    ? "The recorded session" : "After " + actions.map(Self.words).joined(separator: ", ")))
        var previous: String?
        for line in lines {
            text.append("    " + (line.keyword == previous ? "And" : line.keyword) + " " + line.text)
            previous = line.keyword
        }
        let new = lines.filter(\.isNew)
        if !new.isEmpty {
            text.append("")
            text.append("# New steps, for the suite to define (or to reword in its own phrases):")
            for line in new {
                let method = line.keyword.lowercased()
                text.append(
                    "#   steps.\(method)(\"\(line.text.replacingOccurrences(of: "\"", with: "\\\""))\") { world in")
                text.append("#       // \(line.note ?? "")")
                text.append("#   }")
            }
        }
        self.text = text.joined(separator: "\n") + "\n"
        self.steps = lines.map { "\($0.keyword) \($0.text)" }
        self.newSteps = new.map { "\($0.keyword) \($0.text)" }
        self.unmapped = unmapped
    }

    private struct Line {
        let keyword: String
        let text: String
        let isNew: Bool
        let note: String?

        static func new(_ keyword: String, _ text: String, for key: PhraseBook.Key) -> Line {
            Line(keyword: keyword, text: text, isNew: true, note: "\(key)")
        }
    }

    /// Appends the arrangement steps `context` names (`Given …`) that `lines` does not have yet.
    private static func arrange(_ context: [String], in lines: inout [Line]) {
        for step in context {
            let text = step.hasPrefix("Given ") ? String(step.dropFirst("Given ".count)) : step
            if !lines.contains(where: { $0.keyword == "Given" && $0.text == text }) {
                lines.append(Line(keyword: "Given", text: text, isNew: false, note: nil))
            }
        }
    }

    /// The phrase that checks a state: a `Then` whose arguments are all values the steps
    /// before it name (`"ada" is signed in` after ada signed in, rather than an amount of the
    /// suite's own scenario), in the phrase book's order (most often right after the state was
    /// entered first).
    private static func assertion(_ phrases: [PhraseBook.Phrase]?, after lines: [Line]) -> PhraseBook.Phrase? {
        guard let phrases else { return nil }
        let written = lines.map(\.text).joined(separator: " ")
        let words = Set(
            written.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: .punctuationCharacters) })
        func named(_ phrase: PhraseBook.Phrase) -> Bool {
            phrase.arguments.allSatisfy { argument in
                let value = unquoted(argument.value)
                return words.contains(value) || written.contains("\"\(value)\"")
            }
        }
        let ranked = phrases.enumerated().sorted { left, right in
            let (l, r) = (left.element, right.element)
            if (l.keyword == "Then") != (r.keyword == "Then") { return l.keyword == "Then" }
            if named(l) != named(r) { return named(l) }
            return left.offset < right.offset
        }
        return ranked.first?.element
    }

    /// The phrase to use: one of `keyword` if the suite has one, else its most used.
    private static func pick(_ phrases: [PhraseBook.Phrase]?, keyword: String) -> PhraseBook.Phrase? {
        guard let phrases else { return nil }
        return phrases.first { $0.keyword == keyword } ?? phrases.first
    }

    /// The phrase's example with the argument that carried the suite's input replaced by the
    /// trace's input; `kept` when the example's arguments stay as they are though the trace
    /// had an input.
    static func filled(_ phrase: PhraseBook.Phrase, input: String?) -> (text: String, kept: Bool) {
        guard let input, !phrase.arguments.isEmpty else {
            return (phrase.example, input != nil && !phrase.arguments.isEmpty)
        }
        guard phrase.inputs.count == 1,
            let slot = phrase.arguments.first(where: { Self.unquoted($0.value) == Self.unquoted(phrase.inputs[0]) })
        else { return (phrase.example, true) }
        let utf16 = Array(phrase.example.utf16)
        let valueLength = slot.value.utf16.count
        guard slot.start >= 0, slot.start + valueLength <= utf16.count else { return (phrase.example, true) }
        let before = String(decoding: utf16[..<slot.start], as: UTF16.self)
        let after = String(decoding: utf16[(slot.start + valueLength)...], as: UTF16.self)
        return (before + Self.unquoted(input) + after, false)
    }

    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'" else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }

    /// `signedOut` → `signed out`.
    static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += " " }
            result += character.lowercased()
        }
        return result
    }

    /// `bug-12.trace.json` → `Bug 12`.
    private static func title(of name: String) -> String {
        let base =
            (name.split(separator: "/").last.map(String.init) ?? name).split(separator: ".").first.map(String.init)
            ?? name
        let spaced = base.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return "Drafted from " + (spaced.isEmpty ? "a session trace" : spaced)
    }
}
