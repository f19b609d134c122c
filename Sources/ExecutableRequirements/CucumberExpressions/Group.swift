/// A capture group of a match, with the groups nested inside it.
///
/// Offsets count Unicode scalars from the start of the matched text. A group that took no part
/// in the match has no value and no offsets.
public struct Group: Sendable, Hashable {
    /// The captured text, or `nil` when the group took no part in the match.
    public let value: String?
    /// Where the captured text starts, in Unicode scalars.
    public let start: Int?
    /// Where the captured text ends (exclusive), in Unicode scalars.
    public let end: Int?
    /// The capture groups directly inside this one.
    public let children: [Group]

    /// The values a parameter type's transformer receives: the children's values when the
    /// group has nested groups, its own value otherwise.
    public var values: [String?] {
        children.isEmpty ? [value] : children.map(\.value)
    }
}
