extension Feature {
    private enum CodingKeys: String, CodingKey {
        case location, tags, language, keyword, name, description, children
    }

    /// Decodes a feature; a missing `keyword` reads as empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        location = try container.decode(Location.self, forKey: .location)
        tags = try container.decode([Tag].self, forKey: .tags)
        language = try container.decode(String.self, forKey: .language)
        keyword = try container.decodeIfPresent(String.self, forKey: .keyword) ?? ""
        name = try container.decode(String.self, forKey: .name)
        description = try container.decode(String.self, forKey: .description)
        children = try container.decode([FeatureChild].self, forKey: .children)
    }

    /// Encodes a feature. NB: an empty `keyword` is left out. That happens only for a Markdown
    /// document whose first line is not a `# Feature:` heading, and the reference
    /// implementations write no keyword there (their conformance data expects none).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(location, forKey: .location)
        try container.encode(tags, forKey: .tags)
        try container.encode(language, forKey: .language)
        if !keyword.isEmpty { try container.encode(keyword, forKey: .keyword) }
        try container.encode(name, forKey: .name)
        try container.encode(description, forKey: .description)
        try container.encode(children, forKey: .children)
    }
}
