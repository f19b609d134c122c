/// What the server needs of the place its step definitions come from: the workspace index,
/// which reads the Swift files under the workspace folders without building them, and the
/// message streams of runs.
///
/// The server calls it from one background queue at a time, never from two threads at once.
///
/// ```swift
/// var workspace = makeWorkspace(["/work/belly"])
/// let summary = workspace.scan()
/// print(summary.fileCount, workspace.catalog.definitions.count)
/// ```
package protocol DefinitionWorkspace {
    /// Reads every Swift file under the folders.
    mutating func scan() -> WorkspaceScanSummary
    /// Takes `text` as the content of the Swift file at `path` (an editor's unsaved text, or a
    /// file that changed on disk).
    mutating func update(path: String, text: String)
    /// Forgets the file at `path`.
    mutating func remove(path: String)
    /// Reads again the Swift files that changed on disk since they were last read, and the new
    /// and deleted ones: the fallback for clients that do not watch files.
    mutating func refreshChangedFiles()
    /// Takes the `stepDefinition` and `parameterType` messages of the NDJSON file at `path`
    /// as the exact definitions.
    mutating func loadMessages(from path: String) throws
    /// The definitions and parameter types as they are now; the generation changes with them.
    var catalog: StepCatalog { get }
    /// Step definition calls the scan saw but could not read, such as a pattern that is not a
    /// literal, to show as warnings in their files.
    var unreadableSites: [DefinitionProblem] { get }
}

/// What a scan of the workspace found, and how long it took.
///
/// ```swift
/// summary.logLine  // "Verity: scanned 12 Swift files in 8 ms: 40 step definitions, 2 parameter types"
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
