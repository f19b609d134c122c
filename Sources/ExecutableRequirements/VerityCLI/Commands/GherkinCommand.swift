import ArgumentParser

/// `verity gherkin`: prints the Cucumber messages of feature files as NDJSON, like the
/// official `gherkin` reference tools.
struct GherkinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gherkin",
        abstract: "Print the Cucumber messages (NDJSON) of Gherkin files.",
        discussion: """
            For each file, in order: its source, its Gherkin document and its pickles; a file \
            that does not parse gives only its parseError messages.
            """
    )

    @Flag(help: "Do not print source messages.") var noSource = false
    @Flag(help: "Do not print gherkinDocument messages.") var noAst = false
    @Flag(help: "Do not print pickle messages.") var noPickles = false
    @Flag(help: "Number ids 0, 1, 2, … across the run instead of using random UUIDs.")
    var predictableIds = false
    @Argument(help: "Feature files (.feature or .feature.md); the uri is the path as given.")
    var files: [String]

    func run() throws {
        let options = GherkinMessagesOptions(
            includeSource: !noSource, includeGherkinDocument: !noAst,
            includePickles: !noPickles, predictableIds: predictableIds)
        let unreadable = try GherkinMessagesWriter(options: options)
            .write(paths: files, to: FileDescriptorSink.standardOutput)
        guard unreadable.isEmpty else {
            let report = unreadable.map { "verity: \($0)\n" }.joined()
            try? FileDescriptorSink.standardError.write(Array(report.utf8))
            throw ExitCode(1)
        }
    }
}
