/// One step line (`Given`, `When`, `Then`, `And`, `But`, `*`) with its optional arguments.
///
/// A step may carry a doc string, a data table, or both (in either order).
public struct Step: Codable, Equatable, Hashable, Sendable {
    /// The position of the keyword.
    public var location: Location
    /// The keyword as written, including its trailing space when it has one (`"Given "`).
    public var keyword: String
    /// What the keyword signals: context, action, outcome, conjunction, or unknown.
    public var keywordType: StepKeywordType?
    /// The text after the keyword.
    public var text: String
    /// The doc string argument, if any.
    public var docString: MessageDocString?
    /// The data table argument, if any.
    public var dataTable: MessageDataTable?
    /// The node's unique id.
    public var id: String

    /// Creates a step.
    public init(
        location: Location, keyword: String, keywordType: StepKeywordType? = nil, text: String,
        docString: MessageDocString? = nil, dataTable: MessageDataTable? = nil, id: String
    ) {
        self.location = location
        self.keyword = keyword
        self.keywordType = keywordType
        self.text = text
        self.docString = docString
        self.dataTable = dataTable
        self.id = id
    }
}
