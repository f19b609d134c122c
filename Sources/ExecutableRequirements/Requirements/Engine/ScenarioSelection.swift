import TagExpressions

/// Chooses and orders a suite's scenarios: tags, names, locations, shard, then order.
struct ScenarioSelection {
    let scenarios: [ScenarioCase]
    let seed: UInt64?

    init(_ all: [ScenarioCase], configuration: RunConfiguration) throws(RunConfigurationError) {
        var tags: TagExpression?
        if let expression = configuration.tags {
            do {
                tags = try TagExpression.parse(expression)
            } catch {
                throw RunConfigurationError("VERITY_TAGS: \(error.message)")
            }
        }
        var name: Regex<AnyRegexOutput>?
        if let pattern = configuration.name {
            do {
                name = try Regex(pattern)
            } catch {
                throw RunConfigurationError("VERITY_NAME: '\(pattern)' is not a regular expression: \(error)")
            }
        }
        var selected = all.filter { scenario in
            if let tags, !tags.evaluate(scenario.tags) { return false }
            if let name, (try? name.firstMatch(in: scenario.name)) == nil { return false }
            if !configuration.locations.isEmpty, !configuration.locations.contains(where: { $0.selects(scenario) }) {
                return false
            }
            return true
        }
        if let shard = configuration.shard {
            selected = selected.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
        }
        switch configuration.order {
        case .defined:
            seed = nil
        case .reverse:
            seed = nil
            selected.reverse()
        case .random(let given):
            let chosen = given ?? UInt64.random(in: 0..<1_000_000)
            seed = chosen
            var generator = SplitMix64(seed: chosen)
            selected.shuffle(using: &generator)
        }
        scenarios = selected
    }
}

extension FeatureLocation {
    func selects(_ scenario: ScenarioCase) -> Bool {
        let uri = scenario.uri
        guard uri == path || uri.hasSuffix("/" + path) || path.hasSuffix("/" + uri) || scenario.filePath == path
        else { return false }
        return lines.isEmpty || lines.contains(scenario.line) || lines.contains(scenario.scenarioLine)
    }
}

/// A small seeded generator, so that a printed seed repeats the same order on every platform.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
