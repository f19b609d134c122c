/// Everything the workspace index knows at one moment: what the server checks feature files
/// against, and the figures it logs.
///
/// ```swift
/// let snapshot = index.scan()
/// log("\(snapshot.stepDefinitions.count) step definitions in \(snapshot.fileCount) Swift files, \(snapshot.scanDuration)")
/// ```
package struct WorkspaceSnapshot: Sendable, Hashable {
    /// Every step definition: from message streams for the files they are fresh for, from the
    /// scan for the others; by file path, then position.
    package var stepDefinitions: [StepDefinitionSite] = []
    /// Every custom parameter type, from the same sources in the same order.
    package var parameterTypes: [ParameterTypeSite] = []
    /// The calls whose patterns the scan cannot see, in files no fresh message stream covers.
    package var unrecognised: [UnrecognisedDefinitionSite] = []
    /// Changes (by one) whenever the three lists do, and never otherwise, so that matchers can
    /// be cached by it; 0 before the first scan.
    package var generation = 0
    /// The Swift files indexed.
    package var fileCount = 0
    /// The files that define something (or hold a string constant).
    package var filesWithDefinitions = 0
    /// The files whose definitions come from a message stream.
    package var filesFromMessages = 0
    /// The files the last scan, refresh or reload read and scanned (0 when nothing changed).
    package var filesScanned = 0
    /// How long the last scan, refresh, reload or update took, finding files included.
    package var scanDuration: Duration = .zero

    /// The snapshot before the first scan.
    package init() {}
}
