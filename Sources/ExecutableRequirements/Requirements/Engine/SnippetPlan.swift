import CucumberExpressions
import CucumberMessages

/// The snippets of a whole run, chosen together so that they can be pasted together.
///
/// Each undefined step's first snippet is the one to paste (its "live" definition); the others
/// are alternatives, shown commented out. Chosen one step at a time, two live definitions could
/// both match a step (`bought {int} coffees` and `bought {float} coffees` both match "bought 3
/// coffees"), and pasting them would make the step ambiguous. So the plan looks at every step of
/// the run, in file order: a step that a live definition already matches needs none of its own;
/// a step's live definition is its best alternative that matches no step another definition
/// (written or live) already matches; failing that, an alternative that matches every step of
/// the live definitions it collides with replaces them (`{float}` for "3" and "2.5").
struct SnippetPlan: Sendable {
    private let ordered: [SnippetStep: [String]]
    /// Each undefined step's snippets, in file order: what the end-of-run block lists.
    let suggestions: [[String]]

    /// The plan for the undefined steps of `plans`, given every step text they hold.
    init<World>(plans: [TestCasePlan<World>], snippets: Snippets) {
        var undefined: [PickleStep] = []
        var definedTexts: [String] = []
        var seenUndefined = Set<SnippetStep>()
        var seenDefined = Set<String>()
        let inFileOrder = plans.sorted { ($0.scenario.uri, $0.scenario.line) < ($1.scenario.uri, $1.scenario.line) }
        for plan in inFileOrder {
            for case .pickleStep(_, let step, let matches, _) in plan.steps {
                if matches.isEmpty {
                    if seenUndefined.insert(SnippetStep(step)).inserted { undefined.append(step) }
                } else if seenDefined.insert(step.text).inserted {
                    definedTexts.append(step.text)
                }
            }
        }
        guard !undefined.isEmpty else {
            ordered = [:]
            suggestions = []
            return
        }
        var compiled: [String: CucumberExpression?] = [:]
        func expression(_ source: String, matches text: String) -> Bool {
            if compiled[source] == nil { compiled[source] = .some(snippets.expression(source)) }
            return compiled[source]??.match(text) != nil
        }
        var entries: [Entry] = []
        for step in undefined {
            let key = SnippetStep(step)
            let alternatives = snippets.alternatives(for: key)
            let others = alternatives.map(\.code)
            // A live definition already matches the step: it joins that definition.
            if let index = entries.firstIndex(where: { expression($0.live.source, matches: step.text) }) {
                entries[index].add(key, text: step.text, alternatives: others)
                continue
            }
            // NB: a definition written in the suite wins over any snippet, so an alternative
            // that matches a step it defines is never pasted live.
            let free = alternatives.filter { alternative in
                !definedTexts.contains { expression(alternative.source, matches: $0) }
            }
            // The best alternative that matches no other step.
            if let alternative = free.first(where: { alternative in
                !entries.contains { $0.texts.contains { expression(alternative.source, matches: $0) } }
            }) {
                entries.append(Entry(live: alternative, key: key, text: step.text, alternatives: others))
                continue
            }
            // The best alternative that covers, whole, the other snippets whose steps it matches
            // (`{float}` matches "3" as well as "2.5"): it takes their place, and theirs become
            // its commented alternatives.
            if let (alternative, merged) = free.lazy.compactMap({ alternative -> (Snippets.Alternative, [Int])? in
                let touched = entries.indices.filter { index in
                    entries[index].texts.contains { expression(alternative.source, matches: $0) }
                }
                let whole = touched.allSatisfy { index in
                    entries[index].texts.allSatisfy { expression(alternative.source, matches: $0) }
                }
                return whole ? (alternative, touched) : nil
            }).first {
                var entry = Entry(live: alternative, key: key, text: step.text, alternatives: others)
                for index in merged { entry.absorb(entries[index]) }
                let position = merged.first ?? entries.count
                for index in merged.reversed() { entries.remove(at: index) }
                entries.insert(entry, at: min(position, entries.count))
                continue
            }
            // NB: no alternative can be pasted beside the others without an ambiguity; the best
            // one is still offered, and the run that pastes it names both definitions.
            guard let first = alternatives.first else { continue }
            entries.append(Entry(live: first, key: key, text: step.text, alternatives: others))
        }
        // NB: each step keeps its own alternatives (as Cucumber's `suggestion` message lists
        // them), the live one first; the block gathers each definition's alternatives.
        var ordered: [SnippetStep: [String]] = [:]
        for entry in entries {
            for (key, own) in zip(entry.keys, entry.ownAlternatives) {
                ordered[key] = [entry.live.code] + own.filter { $0 != entry.live.code }
            }
        }
        self.ordered = ordered
        suggestions = undefined.compactMap { ordered[SnippetStep($0)] }
    }

    /// `step`'s snippets, the one to paste first; for a step the plan did not see (none of
    /// the run's), the generator's order.
    func snippets(for step: PickleStep, from snippets: Snippets) -> [String] {
        ordered[SnippetStep(step)] ?? snippets.make(for: step)
    }
}

/// One definition of the block: the snippet pasted live, and the steps it defines with the
/// alternatives proposed for each.
private struct Entry {
    var live: Snippets.Alternative
    var keys: [SnippetStep]
    var texts: [String]
    var ownAlternatives: [[String]]

    init(live: Snippets.Alternative, key: SnippetStep, text: String, alternatives: [String]) {
        self.live = live
        keys = [key]
        texts = [text]
        ownAlternatives = [alternatives]
    }

    mutating func add(_ key: SnippetStep, text: String, alternatives: [String]) {
        keys.append(key)
        texts.append(text)
        ownAlternatives.append(alternatives)
    }

    /// Takes over `other`'s steps, whose live snippet gives way to this one's.
    mutating func absorb(_ other: Entry) {
        keys += other.keys
        texts += other.texts
        ownAlternatives += other.ownAlternatives
    }
}
