import Requirements
import Verity

extension Steps {
    /// Records, for every scenario, the models its sources visit (see ``ModelCoverage``) and
    /// attaches the record to the scenario when it ends.
    ///
    /// It binds a recorder as `SourceObservation.current` around each scenario attempt (so
    /// sources created by the world, hooks, steps and the tasks they start are seen) and adds
    /// an after-hook, named "record models", that attaches the record. When `coverage` has
    /// hand-made examples (``ModelCoverage/example(_:_:)``), a before-all hook, named "record
    /// model examples", draws them and attaches them to the run. Without this line
    /// nothing is recorded and sources cost nothing extra.
    ///
    /// ```swift
    /// steps.recordModels(ModelCoverage().declaring(Door.self, states: ["open", "closed"]))
    /// ```
    public mutating func recordModels(_ coverage: ModelCoverage = ModelCoverage()) {
        if !coverage.examples.isEmpty {
            beforeAll(name: "record model examples") { run in
                guard let record = coverage.examplesRecord() else { return }
                run.attach(record, mediaType: ModelCoverage.mediaType, fileName: "model-examples.json")
            }
        }
        around { _, run in
            await SourceObservation.$current.withValue(ModelRecorder(coverage: coverage)) {
                await run()
            }
        }
        // NB: a step hook is no test step of its own in the message stream; it tells the
        // recorder where each step ends, for the phrase book.
        afterStep(name: "record models' steps", order: Int.max) { scenario in
            guard let recorder = SourceObservation.current as? ModelRecorder, let step = scenario.step else { return }
            recorder.stepEnded(text: step.text, line: step.line)
        }
        // NB: the highest order runs first among after-hooks, so the record is attached before
        // the suite's own after-hooks tear the scenario's sources down.
        after(name: "record models", order: Int.max) { scenario in
            guard let recorder = SourceObservation.current as? ModelRecorder, let record = recorder.finish() else {
                return
            }
            scenario.attach(record, mediaType: ModelCoverage.mediaType, fileName: "model-coverage.json")
        }
    }
}
