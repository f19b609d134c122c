import Verity

extension SourceTester {
    /// Asserts, without waiting, that the source has already emitted its next model and that
    /// it equals `expected`: for sources whose actions do no asynchronous work, so that their
    /// tests need no `await`.
    ///
    /// A source delivers each model on the thread that emits it, before the emitting call
    /// returns, so an action whose body only sets the source has emitted by the time
    /// `invoke` returns. Work started with `SourceSetter.run`, an `AsyncAction` or another
    /// thread emits later: then this fails, saying so, and the test should `await expect`.
    ///
    /// ```swift
    /// @Test func openingAClosedDoorOpensIt() {
    ///     let tester = SourceTester(Door.source())
    ///     tester.invoke(\.closed?.open)
    ///     tester.expectNow(\.isOpen, equals: true)
    ///     tester.finishNow()
    /// }
    /// ```
    public func expectNow(
        _ expected: Model,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where Model: Equatable {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let (actual, index) = nextNow(at: site) else { return }
        if actual != expected {
            reportDifference(expected, actual, index: index, at: site)
        }
    }

    /// Like `expectChange(_:)`, without waiting: the next model must already have been
    /// emitted and equal the previous one changed by `update`.
    public func expectChangeNow(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ update: (inout Model) throws -> Void
    ) rethrows where Model: Equatable {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        var expected = lastAsserted
        try update(&expected)
        guard let (actual, index) = nextNow(at: site) else { return }
        if actual != expected {
            reportDifference(expected, actual, index: index, at: site)
        }
    }

    /// Like `expect(_:equals:)`, without waiting: the next model must already have been
    /// emitted and have `expected` at the part `extract` picks.
    ///
    /// ```swift
    /// tester.expectNow(\.open?.isLocked, equals: false)
    /// ```
    public func expectNow<Value: Equatable>(
        _ extract: (Model) throws -> Value,
        equals expected: Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) rethrows {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let (model, index) = nextNow(at: site) else { return }
        let actual = try extract(model)
        if actual != expected {
            reportDifference(expected, actual, index: index, at: site, whole: model)
        }
    }

    /// Like `expectNext(_:)`, without waiting: hands the already emitted next model to `check`.
    public func expectNextNow(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ check: (Model) throws -> Void
    ) rethrows {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let (model, _) = nextNow(at: site) else { return }
        try check(model)
    }

    /// Ends a test of a source whose actions do no asynchronous work, without waiting: fails
    /// if an emitted model was left unasserted or if work the source owns (started with
    /// `SourceSetter.run`) is still running. A source with such work needs
    /// `await finish(timeout:)`, which waits for it.
    public func finishNow(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        conclude(running: source.runningWork, at: site)
    }

    /// Takes the next unasserted model if it has been emitted; otherwise records a failure
    /// that says why a synchronous expectation cannot see it, and returns nil.
    private func nextNow(at site: CallSite) -> (Model, Int)? {
        let wanted = state.withLock { $0.asserted } + 1
        let models = recorder.models
        guard models.count > wanted else {
            let running = source.runningWork
            let work =
                running.isEmpty
                ? "The action may emit from another task or thread"
                : "It still runs " + running.map { "\"\($0)\"" }.joined(separator: ", ")
            recordFailure(
                "Expected \(source.name) to have emitted model #\(wanted) already, but it has not. "
                    + "\(work): use `await expect`, which waits, for work that is asynchronous.",
                at: site
            )
            return nil
        }
        state.withLock { $0.asserted = wanted }
        return (models[wanted], wanted)
    }
}
