/// What the first scan of the workspace found, and how long it took: the figures of the log
/// line the benchmark and the editor tests read.
///
/// ```swift
/// LanguageServer.scanLine(summary, catalog: catalog)
/// // "Verity: scanned 12 Swift files in 8 ms: 40 step definitions, 2 parameter types"
/// ```
package struct WorkspaceScanSummary: Sendable, Hashable {
    package var fileCount: Int
    package var milliseconds: Int

    /// Creates a summary.
    package init(fileCount: Int, milliseconds: Int) {
        self.fileCount = fileCount
        self.milliseconds = milliseconds
    }
}
