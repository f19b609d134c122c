import TagExpressions
import VerityRunOptions

/// Chooses and orders a suite's scenarios: tags, names, locations, shard, then order.
struct ScenarioSelection {
    let scenarios: [ScenarioCase]
    let seed: UInt64?
    /// How many scenarios the default tag filter (`not @wip`) left out, to say so once.
    let leftOutByDefaultTags: Int
    /// Which failing scenarios may be retried (`VERITY_RETRY_TAGS`); `nil`: any.
    let retryTags: TagExpression?
    /// What the run should say before it starts, without failing: a tag under `not` that no
    /// scenario carries.
    let warnings: [String]
    /// How a sharded run's scenarios were dealt, and the label its message stream carries;
    /// `nil` for a run of the whole suite.
    let dealt: (label: ShardLabel, how: String)?

    /// The selection `configuration` makes of `all`; a shard dealt by time reads its recorded
    /// times with `timings`.
    init(_ all: [ScenarioCase], configuration: RunConfiguration, timings: ShardDealing.TimingsReader)
        throws(RunConfigurationError)
    {
        var tags: TagExpression?
        if let expression = configuration.tags {
            do {
                tags = try TagExpression.parse(expression)
            } catch {
                throw RunConfigurationError(RunOptions.tags.error(InvalidRunOptionValue(error.message)).description)
            }
        }
        if let expression = configuration.retryTags {
            do {
                retryTags = try TagExpression.parse(expression)
            } catch {
                throw RunConfigurationError(
                    RunOptions.retryTags.error(InvalidRunOptionValue(error.message)).description)
            }
        } else {
            retryTags = nil
        }
        var name: Regex<AnyRegexOutput>?
        if let pattern = configuration.name {
            do {
                name = try Regex(pattern)
            } catch {
                throw RunConfigurationError(
                    RunOptions.name.error(InvalidRunOptionValue("'\(pattern)' is not a regular expression: \(error)"))
                        .description)
            }
        }
        // NB: one pass: each scenario's tags and name are tested once, for the selection, the
        // count the default tag filter left out, and whether the name selects anything at all.
        let locations = configuration.locations
        var nameSelectsSome = false
        var leftOutByTags = 0
        var selected: [ScenarioCase] = []
        for scenario in all {
            let tagged = tags?.evaluate(scenario.tags) ?? true
            if !tagged { leftOutByTags += 1 }
            let named = name.map { (try? $0.firstMatch(in: scenario.name)) != nil } ?? true
            if named { nameSelectsSome = true }
            guard tagged, named, !configuration.selectsNoScenario else { continue }
            if locations.isEmpty || locations.contains(where: { $0.selects(scenario) }) {
                selected.append(scenario)
            }
        }
        if let pattern = configuration.name, !nameSelectsSome {
            throw RunConfigurationError(
                "\(configuration.name(of: RunOptions.name.described)): '\(pattern)' matches no scenario of the suite")
        }
        try Self.checkEachLocationSelectsSomething(
            all, locations: locations, option: configuration.name(of: RunOptions.locations.described))
        if !configuration.allowsEmptySelection {
            if let tags { try Self.checkEachTagIsCarried(tags, by: all, configuration: configuration) }
            try Self.checkSomethingIsSelected(selected, configuration: configuration)
        }
        var warnings: [String] = []
        if let tags, configuration.tags != RunConfiguration.defaultTags {
            warnings = Self.leftOutTagsNotCarried(
                tags, by: all, option: configuration.name(of: RunOptions.tags.described))
        }
        leftOutByDefaultTags = configuration.tags == RunConfiguration.defaultTags ? leftOutByTags : 0
        if let shard = configuration.shard {
            let given = !configuration.shardTimings.isEmpty
            let recorded = given ? timings(configuration.shardTimings) : ShardTimings()
            if !recorded.problems.isEmpty {
                warnings.append(
                    "\(RunOptions.shardTimings.variable) (\(RunOptions.shardTimings.flag)): "
                        + recorded.problems.joined(separator: "; ")
                        + "; the shards are dealt by count")
            }
            let dealing = ShardDealing.deal(selected, for: shard, timings: recorded, given: given)
            selected = dealing.scenarios
            dealt = (dealing.label, dealing.how)
        } else {
            dealt = nil
        }
        self.warnings = warnings
        switch configuration.order.value {
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

extension ScenarioSelection {
    /// A name or location that selects nothing is a typo far more often than a wish to run
    /// nothing, and a run of nothing passes: each must select some scenario of the suite
    /// (before tags and shards, which may leave any scenario out on purpose). The name is
    /// checked in the selection's own pass; this checks the locations.
    private static func checkEachLocationSelectsSomething(
        _ all: [ScenarioCase], locations: [FeatureLocation], option: String
    ) throws(RunConfigurationError) {
        for location in locations where !all.contains(where: { location.selects($0) }) {
            let inFile = all.filter { FeatureLocation(path: location.path).selects($0) }
            guard !inFile.isEmpty else {
                throw RunConfigurationError("\(option): '\(location)' names no feature file of the suite")
            }
            let starts = Set(inFile.map(\.scenarioLine)).sorted().map(String.init).joined(separator: ", ")
            throw RunConfigurationError(
                "\(option): '\(location)' is no scenario's line (its scenarios start at lines \(starts))")
        }
    }
}

extension ScenarioSelection {
    /// A tag that no scenario carries is a typo (`@loyaltyy`, or `loyalty` without its `@`)
    /// far more often than a wish to select nothing: it fails the run, listing the tags the
    /// suite has, closest first. Only tags that select are checked: a tag under `not` (`not
    /// @wip`, `not @flaky`) leaves scenarios out, and a suite need not have any to leave out.
    private static func checkEachTagIsCarried(
        _ expression: TagExpression, by all: [ScenarioCase], configuration: RunConfiguration
    ) throws(RunConfigurationError) {
        var carried = Set<String>()
        for scenario in all { carried.formUnion(scenario.tags) }
        for name in tags(of: expression, negated: false) where !carried.contains(name) {
            let guess = TagSuggestions.likelyMeant(name, among: carried).map { "did you mean \($0)? " } ?? ""
            throw RunConfigurationError(
                "\(configuration.name(of: RunOptions.tags.described)): no scenario of the suite carries \(name) "
                    + "(\(knownTags(closestTo: name, among: carried))); "
                    + "\(guess)\(configuration.advice(RunOptions.allowEmpty.described)) runs the selection anyway")
        }
    }

    /// A tag under `not` that no scenario carries leaves nothing out: a typo (`not @wipp`) or a
    /// filter that outlived its last scenario (`not @slow` in a CI script). The first lets work
    /// in progress run unnoticed, the second is no mistake, so the run goes on and says so.
    private static func leftOutTagsNotCarried(
        _ expression: TagExpression, by all: [ScenarioCase], option: String
    ) -> [String] {
        var carried = Set<String>()
        for scenario in all { carried.formUnion(scenario.tags) }
        return tags(of: expression, negated: true).filter { !carried.contains($0) }.map { name in
            let guess = TagSuggestions.likelyMeant(name, among: carried).map { "; did you mean \($0)?" } ?? ""
            return "\(option): no scenario of the suite carries \(name), so 'not \(name)' leaves none out "
                + "(\(knownTags(closestTo: name, among: carried)))\(guess)"
        }
    }

    /// The suite's tags, closest to `name` first, as the messages above list them.
    private static func knownTags(closestTo name: String, among carried: Set<String>) -> String {
        let known = TagSuggestions.closestFirst(to: name, among: carried)
        return known.isEmpty ? "the suite's scenarios carry no tags" : "its tags are " + known.joined(separator: ", ")
    }

    /// The tags of `expression` that select scenarios (under an even number of `not`s), or with
    /// `negated`, those that leave them out (under an odd number), in the order written.
    private static func tags(of expression: TagExpression, negated wanted: Bool) -> [String] {
        var names: [String] = []
        func collect(_ expression: TagExpression, negated: Bool) {
            switch expression {
            case .alwaysTrue: break
            case .tag(let name): if negated == wanted, !names.contains(name) { names.append(name) }
            case .not(let operand): collect(operand, negated: !negated)
            case .and(let left, let right), .or(let left, let right):
                collect(left, negated: negated)
                collect(right, negated: negated)
            }
        }
        collect(expression, negated: false)
        return names
    }

    /// A selection that leaves no scenario to run is a green run of nothing, which in CI looks
    /// like success: it fails unless the run allows it. A shard may still be empty (a suite
    /// smaller than its shard count), and an empty rerun file selects nothing on purpose.
    private static func checkSomethingIsSelected(
        _ selected: [ScenarioCase], configuration: RunConfiguration
    ) throws(RunConfigurationError) {
        guard selected.isEmpty, !configuration.selectsNoScenario else { return }
        var parts: [String] = []
        if let tags = configuration.tags, tags != RunConfiguration.defaultTags {
            parts.append("\(configuration.name(of: RunOptions.tags.described)) '\(tags)'")
        }
        if let name = configuration.name {
            parts.append("\(configuration.name(of: RunOptions.name.described)) '\(name)'")
        }
        if !configuration.locations.isEmpty {
            parts.append(
                "\(configuration.name(of: RunOptions.locations.described)) '"
                    + configuration.locations.map(\.description).joined(separator: ",") + "'")
        }
        guard !parts.isEmpty else { return }
        throw RunConfigurationError(
            "the selection (\(parts.joined(separator: ", "))) selects no scenario of the suite; "
                + "\(configuration.advice(RunOptions.allowEmpty.described)) allows a run of nothing")
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
