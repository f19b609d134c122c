/// The arguments of a ``PickleStep``: a doc string, a data table, or both.
public struct PickleStepArgument: Codable, Equatable, Hashable, Sendable {
    /// The doc string argument.
    public var docString: PickleDocString?
    /// The data table argument.
    public var dataTable: PickleTable?

    /// Creates a step argument.
    public init(docString: PickleDocString? = nil, dataTable: PickleTable? = nil) {
        self.docString = docString
        self.dataTable = dataTable
    }
}
