/// Why `verity history` cannot count its streams as runs.
struct RecordedRunsError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
