extension String {
    /// The text in double quotes, as findings name what they are about.
    package var lintQuoted: String { "\"\(self)\"" }
}
