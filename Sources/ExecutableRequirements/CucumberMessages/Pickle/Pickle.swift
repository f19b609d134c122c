/// One executable test case compiled from a scenario (or one examples row of an outline),
/// with background steps inlined and tags inherited.
public struct Pickle: Codable, Equatable, Hashable, Sendable {
    /// The pickle's unique id.
    public var id: String
    /// The file the pickle was compiled from.
    public var uri: String
    /// The scenario's position, or the examples row's for an outline.
    public var location: Location?
    /// The scenario name, with placeholders substituted.
    public var name: String
    /// The dialect code of the source document.
    public var language: String
    /// The steps to run, background steps first.
    public var steps: [PickleStep]
    /// The tags of the feature, rule, scenario and examples block, outermost first.
    public var tags: [PickleTag]
    /// The scenario's id, then (for an outline) the examples row's id.
    public var astNodeIds: [String]

    /// Creates a pickle.
    public init(
        id: String, uri: String, location: Location? = nil, name: String, language: String,
        steps: [PickleStep], tags: [PickleTag], astNodeIds: [String]
    ) {
        self.id = id
        self.uri = uri
        self.location = location
        self.name = name
        self.language = language
        self.steps = steps
        self.tags = tags
        self.astNodeIds = astNodeIds
    }
}
