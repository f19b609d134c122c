import CucumberMessages

extension RunSession {
    /// Starts the run once, whoever calls first: emits everything up to the test cases and
    /// runs the before-all hooks. Returns whether scenarios may run.
    func start() async -> Bool {
        let task = withState { state in
            if let task = state.start { return task }
            let task = Task { await self.performStart() }
            state.start = task
            return task
        }
        return await task.value
    }

    /// Ends the run once: after-all hooks, `testRunFinished`, reports. Returns its success.
    @discardableResult
    func finish() async -> Bool {
        let task = withState { state in
            if let task = state.finish { return task }
            let task = Task { await self.performFinish() }
            state.finish = task
            return task
        }
        return await task.value
    }

    /// Whether the run has started (so that a suite trait finishes only runs that began).
    var hasStarted: Bool {
        withState { $0.start != nil }
    }

    private func performStart() async -> Bool {
        emitter.emit(Envelope(meta: RunMeta.current))
        for file in features.files {
            emitter.emit(Envelope(source: file.source))
            if let document = file.document {
                emitter.emit(Envelope(gherkinDocument: document))
            }
            for error in file.errors {
                emitter.emit(Envelope(parseError: error.parseError))
            }
            for pickle in file.pickles {
                emitter.emit(Envelope(pickle: pickle))
            }
        }
        if let glue {
            for message in glue.messages { emitter.emit(message) }
        }
        emitter.emit(Envelope(testRunStarted: TestRunStarted(timestamp: clock.now(), id: testRunStartedId)))
        if let error = runError ?? setupError {
            let problem = "the run stopped before any scenario: \(error)"
            withState { state in
                state.success = false
                state.runProblems.append(problem)
                state.finish = Task { false }
            }
            emitter.emit(
                Envelope(
                    testRunFinished: TestRunFinished(
                        message: "\(error)", success: false, timestamp: clock.now(),
                        exception: MessageException(
                            type: "\(type(of: error))", message: "\(error)", stackTrace: "\(type(of: error)): \(error)"),
                        testRunStartedId: testRunStartedId)))
            for error in emitter.finish() {
                withState { $0.runProblems.append("a report could not be written: \(error)") }
            }
            return false
        }
        let parseProblems = self.parseProblems
        if !parseProblems.isEmpty {
            withState { state in
                state.success = false
                state.runProblems += parseProblems
            }
        }
        guard let glue else { return false }
        if !glue.unknownParameterTypes.isEmpty {
            withState { state in
                state.success = false
                state.runProblems += glue.unknownParameterTypes.map(\.description)
            }
        }
        var beforeAllPassed = true
        for hook in glue.hooks(.beforeAll) {
            let status = await runTestRunHook(hook)
            if status != .passed { beforeAllPassed = false }
        }
        guard beforeAllPassed else {
            withState { $0.success = false }
            return false
        }
        if emitter.isActive {
            for plan in plans {
                emitter.emit(Envelope(testCase: plan.message(glue: glue, testRunStartedId: testRunStartedId)))
            }
        }
        return true
    }

    private func performFinish() async -> Bool {
        if let glue {
            for hook in glue.hooks(.afterAll) {
                let status = await runTestRunHook(hook)
                if status != .passed { withState { $0.success = false } }
            }
        }
        let success = withState { state in
            state.success && !state.results.contains { $0.status.failsRun(strict: configuration.strict) }
        }
        emitter.emit(
            Envelope(
                testRunFinished: TestRunFinished(
                    success: success, timestamp: clock.now(), testRunStartedId: testRunStartedId)))
        for error in emitter.finish() {
            withState { $0.runProblems.append("a report could not be written: \(error)") }
        }
        return success
    }

    /// Runs a before-all or after-all hook, reporting it as a test run hook.
    private func runTestRunHook(_ hook: CompiledGlue<World>.CompiledHook) async -> StepStatus {
        guard case .run(let body) = hook.entry.body else { return .passed }
        let startedId = ids.next()
        let started = emitter.isActive ? clock.now() : Timestamp(seconds: 0, nanos: 0)
        emitter.emit(
            Envelope(
                testRunHookStarted: TestRunHookStarted(
                    id: startedId, testRunStartedId: testRunStartedId, hookId: hook.id, timestamp: started)))
        let sink = AttachmentSink(emitter: emitter, clock: clock)
        sink.testRunHookStartedId = startedId
        let outcome: BodyOutcome
        switch await TimeLimit.run(
            hook.entry.timeout ?? configuration.stepTimeout,
            {
                await BodyOutcome.of { try await body(TestRunContext(sink: sink)) }
            })
        {
        case .finished(let ended):
            outcome = ended
        case .timedOut(let limit, let abandoned):
            if abandoned { sink.close() }
            outcome = .timedOut(after: limit, what: "hook", leftBehind: abandoned ? "" : nil)
        }
        let finished = emitter.isActive ? clock.now() : started
        emitter.emit(
            Envelope(
                testRunHookFinished: TestRunHookFinished(
                    testRunHookStartedId: startedId,
                    result: outcome.result(
                        duration: started.duration(to: finished), location: hook.entry.location.description),
                    timestamp: finished)))
        if outcome.status != .passed {
            let kind = hook.entry.kind == .beforeAll ? "before-all" : "after-all"
            let name = hook.entry.name.map { " '\($0)'" } ?? ""
            withState { state in
                state.runProblems.append(
                    "\(outcome.status.rawValue): \(kind) hook\(name) (\(hook.entry.location)): \(outcome.message ?? "")"
                )
            }
        }
        return outcome.status
    }
}
