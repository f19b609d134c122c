/// Gives a snippet the names a steps file already uses, so that a definition the editor inserts
/// reads like its neighbours: the builder's name (`s.given` rather than `steps.given`) and the
/// world's (`{ (belly, count: Int) in` rather than `{ (world, count: Int) in`).
///
/// ```swift
/// SnippetNames.adapted(
///     "steps.then(\"I dance\") { world in\n    throw Pending()\n}",
///     toDefinition: "    s.given(\"I have {int} cukes\") { (belly, count: Int) in belly.cukes = count }")
/// // "s.then(\"I dance\") { belly in\n    throw Pending()\n}"
/// ```
package enum SnippetNames {
    /// `snippet` (as the runner writes it: `steps.` and `world`) with the builder and world
    /// names of `definition`, a line that starts a step definition; unchanged where that line
    /// does not name them plainly.
    package static func adapted(_ snippet: String, toDefinition definition: String) -> String {
        var result = snippet
        if let builder = builderName(in: definition), builder != "steps", result.hasPrefix("steps.") {
            result = builder + result.dropFirst("steps".count)
        }
        if let world = worldName(in: definition), world != "world" {
            for (plain, named) in [("{ world in", "{ \(world) in"), ("{ (world, ", "{ (\(world), ")] {
                if let range = result.range(of: plain) {
                    result.replaceSubrange(range, with: named)
                    break
                }
            }
        }
        return result
    }

    /// `s` in `s.given("…") { … }`.
    static func builderName(in line: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, let first = name.first, !first.isNumber else { return nil }
        let rest = trimmed.dropFirst(name.count)
        let methods = ["given(", "when(", "then(", "step("]
        guard rest.hasPrefix("."), methods.contains(where: { rest.dropFirst().hasPrefix($0) }) else { return nil }
        return String(name)
    }

    /// `belly` in `…) { (belly, count: Int) in` or `…) { belly in`: the closure's first
    /// parameter, when it has a name (not `_`).
    static func worldName(in line: String) -> String? {
        // NB: the pattern's literal may hold braces of its own (`{int}`); the closure's brace
        // is the first one after the literal's closing parenthesis and a space.
        guard let open = line.range(of: ") {") else { return nil }
        var rest = line[open.upperBound...].drop { $0 == " " }
        if rest.hasPrefix("(") { rest = rest.dropFirst().drop { $0 == " " } }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, name != "_", let first = name.first, !first.isNumber else { return nil }
        let after = rest.dropFirst(name.count).drop { $0 == " " }
        guard after.hasPrefix(",") || after.hasPrefix(")") || after.hasPrefix("in") else { return nil }
        return String(name)
    }
}
