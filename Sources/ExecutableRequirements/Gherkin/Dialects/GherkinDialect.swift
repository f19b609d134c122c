/// The keywords of one spoken language, as listed in the official `gherkin-languages.json`.
///
/// Step keywords keep their trailing space (`"Given "`); a keyword without one (some dialects,
/// such as the emoji dialect `em`) may be followed directly by the step text.
///
/// ```swift
/// let french = GherkinDialect.named("fr")
/// let featureKeywords = french?.feature ?? []
/// ```
public struct GherkinDialect: Codable, Equatable, Hashable, Sendable {
    /// The dialect code used in `# language:` headers, e.g. `en`, `fr`, `en-lol`.
    public var code: String
    /// The language's English name.
    public var name: String
    /// The language's name in that language.
    public var native: String
    /// Keywords that open a feature.
    public var feature: [String]
    /// Keywords that open a rule.
    public var rule: [String]
    /// Keywords that open a background.
    public var background: [String]
    /// Keywords that open a scenario.
    public var scenario: [String]
    /// Keywords that open a scenario outline.
    public var scenarioOutline: [String]
    /// Keywords that open an examples block.
    public var examples: [String]
    /// Step keywords that set up context.
    public var given: [String]
    /// Step keywords that perform an action.
    public var when: [String]
    /// Step keywords that assert an outcome.
    public var then: [String]
    /// Step keywords that continue the previous step.
    public var and: [String]
    /// Step keywords that continue the previous step, in contrast.
    public var but: [String]

    private enum CodingKeys: String, CodingKey {
        case name, native, feature, rule, background, scenario, scenarioOutline, examples
        case given, when, then, and, but
    }

    /// Creates a dialect from its keyword lists.
    public init(
        code: String, name: String, native: String, feature: [String], rule: [String],
        background: [String], scenario: [String], scenarioOutline: [String], examples: [String],
        given: [String], when: [String], then: [String], and: [String], but: [String]
    ) {
        self.code = code
        self.name = name
        self.native = native
        self.feature = feature
        self.rule = rule
        self.background = background
        self.scenario = scenario
        self.scenarioOutline = scenarioOutline
        self.examples = examples
        self.given = given
        self.when = when
        self.then = then
        self.and = and
        self.but = but
    }

    /// Decodes one entry of `gherkin-languages.json`; the code comes from the entry's key, so
    /// it is taken from `decoder.userInfo` when present and is otherwise empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = ""
        name = try container.decode(String.self, forKey: .name)
        native = try container.decode(String.self, forKey: .native)
        feature = try container.decode([String].self, forKey: .feature)
        rule = try container.decode([String].self, forKey: .rule)
        background = try container.decode([String].self, forKey: .background)
        scenario = try container.decode([String].self, forKey: .scenario)
        scenarioOutline = try container.decode([String].self, forKey: .scenarioOutline)
        examples = try container.decode([String].self, forKey: .examples)
        given = try container.decode([String].self, forKey: .given)
        when = try container.decode([String].self, forKey: .when)
        then = try container.decode([String].self, forKey: .then)
        and = try container.decode([String].self, forKey: .and)
        but = try container.decode([String].self, forKey: .but)
    }

    /// Encodes the dialect in the layout of `gherkin-languages.json` (without its code).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(native, forKey: .native)
        try container.encode(feature, forKey: .feature)
        try container.encode(rule, forKey: .rule)
        try container.encode(background, forKey: .background)
        try container.encode(scenario, forKey: .scenario)
        try container.encode(scenarioOutline, forKey: .scenarioOutline)
        try container.encode(examples, forKey: .examples)
        try container.encode(given, forKey: .given)
        try container.encode(when, forKey: .when)
        try container.encode(then, forKey: .then)
        try container.encode(and, forKey: .and)
        try container.encode(but, forKey: .but)
    }
}
