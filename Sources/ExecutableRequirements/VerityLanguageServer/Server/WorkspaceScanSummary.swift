/// What the first scan of the workspace found, and how long it took: the figures of the log
/// line the benchmark and the editor tests read.
///
/// ```swift
/// LanguageServer.scanLine(summary, catalog: catalog)
/// // "Verity: scanned <files> Swift files in <ms> ms: <n> step definitions, <n> parameter types"
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
