extension Envelope {
    /// An envelope carrying a ``Source``.
    public static func source(_ value: Source) -> Envelope { Envelope(source: value) }

    /// An envelope carrying a ``GherkinDocument``.
    public static func gherkinDocument(_ value: GherkinDocument) -> Envelope {
        Envelope(gherkinDocument: value)
    }

    /// An envelope carrying a ``Pickle``.
    public static func pickle(_ value: Pickle) -> Envelope { Envelope(pickle: value) }

    /// An envelope carrying a ``ParseError``.
    public static func parseError(_ value: ParseError) -> Envelope { Envelope(parseError: value) }
}
