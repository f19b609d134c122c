/// The snippets of a run's undefined steps as one function to paste: one definition per
/// distinct snippet, each step's alternatives commented out beneath its definition, inside
/// `func undefinedSteps(_ steps: inout Steps<World>)` (the shape that keeps a test target's
/// compile time low).
///
/// ```swift
/// SnippetBlock(suggestions: [[given3Int, given3Float]], worldType: "Coffee").lines
/// // func undefinedSteps(_ steps: inout Steps<Coffee>) {
/// //     steps.given("Ada has bought {int} coffees") { (world, coffees: Int) in
/// //         throw Pending()
/// //     }
/// //     // steps.given("Ada has bought {float} coffees") { (world, coffees: Double) in
/// //     //     throw Pending()
/// //     // }
/// // }
/// ```
package struct SnippetBlock: Sendable {
    /// Each undefined step's snippets, the one to paste first, in the order to list them.
    package var suggestions: [[String]]
    /// The suite's world type as Swift code names it; `nil` writes `World`, to be replaced.
    package var worldType: String?

    /// A block of `suggestions` for a suite whose world is `worldType`.
    package init(suggestions: [[String]], worldType: String?) {
        self.suggestions = suggestions
        self.worldType = worldType
    }

    /// The sentence that introduces the block.
    package var introduction: String {
        let call = "undefinedSteps(&steps)"
        let world = worldType == nil ? " and replace World with your world type" : ""
        return "You can implement the undefined steps with this function: paste it into your test target\(world), "
            + "call \(call) from your Steps builder, and replace each `throw Pending()` with the step's code. "
            + "Alternatives are commented out beneath each definition."
    }

    /// The function's lines; none when there is no suggestion.
    package var lines: [String] {
        var live: [String] = []
        var alternatives: [String: [String]] = [:]
        for suggestion in suggestions {
            guard let first = suggestion.first else { continue }
            if alternatives[first] == nil {
                live.append(first)
                alternatives[first] = []
            }
            for other in suggestion.dropFirst() where alternatives[first]?.contains(other) == false {
                alternatives[first]?.append(other)
            }
        }
        let liveSet = Set(live)
        guard !live.isEmpty else { return [] }
        var lines = ["func undefinedSteps(_ steps: inout Steps<\(worldType ?? "World")>) {"]
        for (position, definition) in live.enumerated() {
            if position > 0 { lines.append("") }
            lines += definition.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            // NB: an alternative that is another step's definition is listed there, live.
            for alternative in alternatives[definition, default: []] where !liveSet.contains(alternative) {
                lines += alternative.split(separator: "\n", omittingEmptySubsequences: false).map { "    // " + $0 }
            }
        }
        lines.append("}")
        return lines
    }
}
