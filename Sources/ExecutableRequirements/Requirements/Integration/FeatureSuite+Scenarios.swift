import Foundation

extension FeatureSuite {
    /// The selected scenario of the `.feature` file at `path` whose line (the example row's line
    /// for an outline row) is `line`, ready to run; `nil` when the file has no such scenario or
    /// the run's selection (`VERITY_TAGS`, `VERITY_NAME`, …) leaves it out.
    ///
    /// `path` is matched against the end of the path the suite read the file from (or its URI),
    /// so `Features/cart.feature` finds the file in the source tree and in a resource bundle alike.
    /// The tests the `VerityFeatureTests` plugin generates look scenarios up this way.
    public func scenario(at path: String, line: Int) -> ScenarioCase? {
        let session = shared.session(for: self)
        guard
            let position = shared.positions(atLine: line, ofFileNamed: path, in: session).first(where: {
                Self.names(session.scenarios[$0].filePath, path) || Self.names(session.scenarios[$0].uri, path)
            })
        else { return nil }
        var scenario = session.scenarios[position]
        scenario.runner = session
        scenario.position = position
        return scenario
    }

    /// Whether the run's selection includes the scenario at `path` and `line` (see
    /// ``scenario(at:line:)``); a generated test is disabled when it does not.
    ///
    /// A scenario that cannot be found at all counts as selected, so that its test runs and
    /// fails saying why rather than being skipped; so does every scenario of a run that cannot
    /// start.
    public func selects(_ path: String, line: Int) -> Bool {
        // NB: a run that cannot start selects nothing, and its tests must still run to say why.
        if shared.session(for: self).cannotStart { return true }
        if scenario(at: path, line: line) != nil { return true }
        return !exists(path, line: line)
    }

    /// Whether some file of the suite (selected or not) has a scenario at `path` and `line`.
    func exists(_ path: String, line: Int) -> Bool {
        shared.session(for: self).features.pickles.contains { pickle, context in
            pickle.location?.line == line && (Self.names(context.filePath, path) || Self.names(pickle.uri, path))
        }
    }

    /// Stand-in cases for what keeps the scenario at `path` from running: its file's parse
    /// errors, or a suite that cannot run at all.
    func problems(at path: String) -> [ScenarioCase] {
        shared.session(for: self).problemCases(declaredAt: declaration).filter { problem in
            Self.names(problem.filePath, path) || Self.names(problem.uri, path)
                || problem.filePath == declaration.filePath
        }
    }

    /// Whether `location` (an absolute path or a URI) is the file `path` names: equal, or
    /// ending with `/path`.
    static func names(_ location: String, _ path: String) -> Bool {
        location == path || location.hasSuffix("/" + path)
    }
}
