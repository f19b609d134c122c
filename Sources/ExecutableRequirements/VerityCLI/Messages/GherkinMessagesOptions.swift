/// Which messages `verity gherkin` prints and how it makes ids.
struct GherkinMessagesOptions: Equatable, Sendable {
    var includeSource = true
    var includeGherkinDocument = true
    var includePickles = true
    /// Ids `"0"`, `"1"`, … counted across all files of the run (as the reference tools do),
    /// instead of random UUIDs.
    var predictableIds = false
}
