extension StepMatchArgument {
    /// A capture group of a ``StepMatchArgument``, with its nested groups.
    ///
    /// Nested in ``StepMatchArgument`` because the schema's name `Group` is too general for
    /// the module's top level.
    public struct Group: Codable, Equatable, Hashable, Sendable {
        /// The nested capture groups; absent when there are none.
        public var children: [Group]?
        /// The offset of the group's text in the step text; absent when the group did not match.
        public var start: Int?
        /// The captured text; absent when the group did not match.
        public var value: String?

        /// Creates a group.
        public init(children: [Group]? = nil, start: Int? = nil, value: String? = nil) {
            self.children = children
            self.start = start
            self.value = value
        }
    }
}
