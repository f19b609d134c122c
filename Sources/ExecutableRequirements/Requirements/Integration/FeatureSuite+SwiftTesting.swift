#if canImport(Testing)
import Testing

extension FeatureSuite {
    /// Runs the scenario at `path` and `line` (see ``scenario(at:line:)``) in the current test,
    /// as ``ScenarioCase/run()`` does: the body of each test the `VerityFeatureTests` plugin
    /// generates.
    ///
    /// ```swift
    /// @Test("Add two items") func addTwoItems() async {
    ///     await features.run(scenarioAt: "Features/cart.feature", line: 12)
    /// }
    /// ```
    ///
    /// A scenario the run's selection leaves out does nothing. One that is not in the suite at
    /// all is an issue: its file's parse errors or, when the suite read other files (a generated
    /// test newer than the folder it reads), that it is missing. A run that cannot start (a bad
    /// `VERITY_*` value, a selection that selects nothing) is one issue on the suite, whose
    /// `.features(_:)` trait then runs none of its tests; a test run outside such a suite says
    /// it in the first test that runs, and the others are cancelled (Swift 6.3 and later).
    ///
    /// - Returns: the scenario's final attempt, or `nil` when it did not run.
    @discardableResult
    public func run(scenarioAt path: String, line: Int) async -> ScenarioResult? {
        let session = shared.session(for: self)
        if let cannotStart = session.cannotStartCase(declaredAt: declaration) {
            // NB: said once, by the first test that runs, whichever `--filter` picked; the
            // others are shown cancelled rather than passed, since nothing of them ran.
            if session.claimTellingWhyItCannotStart() {
                await cannotStart.run()
            } else {
                #if compiler(>=6.3)
                try? Test.cancel(Comment(rawValue: "not run: the run cannot start (one test says why)"))
                #endif
            }
            return nil
        }
        if let scenario = scenario(at: path, line: line) { return await scenario.run() }
        if exists(path, line: line) { return nil }
        let problems = problems(at: path)
        for problem in problems { await problem.run() }
        if problems.isEmpty {
            let files = features.map(\.uri).joined(separator: ", ")
            Issue.record(
                Comment(
                    rawValue: "no scenario at \(path):\(line) in the suite's feature files (\(files)); "
                        + "the suite reads a different folder than the one the tests were generated from"),
                sourceLocation: SourceLocation(
                    fileID: "Features/" + (declaration.filePath.split(separator: "/").last.map(String.init) ?? "suite"),
                    filePath: declaration.filePath, line: max(declaration.line, 1), column: 1))
        }
        return nil
    }
}
#endif
