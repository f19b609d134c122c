import Testing

extension Trait where Self == ConditionTrait {
    /// The one trait every official suite carries: it runs when the conformance data is
    /// present, and is skipped with ``ConformanceDirectory/skipReason`` (which says how to get
    /// the data) when it is not, so a fresh clone passes `swift test` without it.
    ///
    /// With `VERITY_REQUIRE_CONFORMANCE=1` the suite runs even without the data, so its
    /// ``ConformanceDirectory/missingDataFailure`` check (see `expectConformanceData()`) fails
    /// and names the missing path instead of the suite vanishing as a skip.
    ///
    /// ```swift
    /// @Suite("Gherkin conformance", .conformanceData)
    /// struct GherkinConformanceTests {
    ///     @Test("the data is there") func dataIsPresent() { expectConformanceData() }
    /// }
    /// ```
    package static var conformanceData: Self {
        // NB: `.enabled(if:)` rather than an early `return` in each test: a skip is reported
        // once per suite with its reason, and parameterized tests over an empty list of files
        // would otherwise pass silently.
        .enabled(
            if: ConformanceDirectory.isPresent || ConformanceDirectory.isRequired,
            Comment(rawValue: ConformanceDirectory.skipReason))
    }
}

/// Records an issue naming the missing folder when the conformance data is absent. Each
/// official suite calls it from one test, which only runs when the data is present or
/// required (see ``Testing/Trait/conformanceData``).
package func expectConformanceData(sourceLocation: SourceLocation = #_sourceLocation) {
    if let failure = ConformanceDirectory.missingDataFailure {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
