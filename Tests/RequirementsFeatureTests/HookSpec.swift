import Requirements

/// A hook of an inner suite as a row of a table in a feature file: its kind, name, tag
/// expression, order and whether it fails. Every hook attaches its name when it runs.
struct HookSpec: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case beforeAll = "before all"
        case afterAll = "after all"
        case before
        case after
        case beforeStep = "before step"
        case afterStep = "after step"
    }

    let kind: Kind
    let name: String
    let tags: String?
    let order: Int
    let fails: Bool
    let hangs: Bool

    /// Reads one row of a `these hooks:` table (columns `hook`, `name`, and optionally `tags`,
    /// `order` and `outcome`, which is `passes`, `fails` or `hangs`).
    init(record: [String: String]) throws {
        guard let word = record["hook"], let kind = Kind(rawValue: word) else {
            throw Mismatch("a hook is one of \(Kind.allCases.map(\.rawValue)), not '\(record["hook"] ?? "")'")
        }
        guard let name = record["name"], !name.isEmpty else { throw Mismatch("every hook needs a name") }
        self.kind = kind
        self.name = name
        let tags = record["tags"] ?? ""
        self.tags = tags.isEmpty ? nil : tags
        let order = record["order"] ?? ""
        guard let number = order.isEmpty ? 0 : Int(order) else { throw Mismatch("order '\(order)' is not a number") }
        self.order = number
        switch record["outcome"] ?? "" {
        case "", "passes": (fails, hangs) = (false, false)
        case "fails": (fails, hangs) = (true, false)
        case "hangs": (fails, hangs) = (false, true)
        case let other: throw Mismatch("a hook's outcome is 'passes', 'fails' or 'hangs', not '\(other)'")
        }
    }

    func register(in steps: inout Steps<InnerWorld>) {
        let name = self.name
        let fails = self.fails
        let hangs = self.hangs
        let scenarioHook: @Sendable (ScenarioContext<InnerWorld>) async throws -> Void = { scenario in
            scenario.attach(name, mediaType: "text/plain")
            if hangs { try await Task.sleep(for: .seconds(600)) }
            if fails { throw InnerFailure(message: "the hook '\(name)' failed on purpose") }
        }
        let runHook: @Sendable (TestRunContext) async throws -> Void = { run in
            run.attach(name, mediaType: "text/plain")
            if hangs { try await Task.sleep(for: .seconds(600)) }
            if fails { throw InnerFailure(message: "the hook '\(name)' failed on purpose") }
        }
        switch kind {
        case .beforeAll: steps.beforeAll(name: name, order: order, runHook)
        case .afterAll: steps.afterAll(name: name, order: order, runHook)
        case .before: steps.before(tags, name: name, order: order, scenarioHook)
        case .after: steps.after(tags, name: name, order: order, scenarioHook)
        case .beforeStep: steps.beforeStep(tags, name: name, order: order, scenarioHook)
        case .afterStep: steps.afterStep(tags, name: name, order: order, scenarioHook)
        }
    }
}
