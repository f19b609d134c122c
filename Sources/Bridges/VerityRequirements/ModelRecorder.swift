import Verity
import VeritySynchronization

/// Records what the enum-model sources created while it is bound as
/// `SourceObservation.current` visit: `Steps.recordModels(_:)` binds one per scenario attempt;
/// a unit test (with `SourceTester`, say) may bind one itself.
///
/// Each source is watched through its public observation: a subscriber sees each model it
/// emits, an action observer each invocation. Both run outside the source's lock, on whichever
/// thread emitted or invoked, so the record has a lock of its own.
///
/// ```swift
/// let recorder = ModelRecorder(coverage: ModelCoverage().declaring(Door.self, states: ["open", "closed"]))
/// SourceObservation.$current.withValue(recorder) {
///     let door = Door.source()
///     door.model.closed?.open()
/// }
/// print(recorder.finish() ?? "nothing recorded")  // {"schema":1,"models":[…]}
/// ```
public final class ModelRecorder: SourceObserver {
    let coverage: ModelCoverage
    private let state = Locked(Recording())

    /// What the scenario recorded so far.
    struct Recording: Sendable {
        var models = ModelCoverageRecord()
        /// Each watched source's current state and the last action that ran in it.
        var tracks: [Int: Track] = [:]
        var watches: [Subscription] = []
        var lastSource = 0
        /// Set once the record is attached: later emissions belong to no scenario.
        var isFinished = false
        /// What happened since the last step ended, for the step that ends next.
        var pending = ModelCoverageRecord.Step(index: 0, text: "", line: 0)
        var stepsEnded = 0
    }

    /// One source's position: the state it is in and the action that last ran there, which
    /// is the cause of the next transition.
    struct Track: Sendable {
        let model: String
        var state: String?
        var lastAction: String?
    }

    /// A recorder of the models `coverage` declares, and of every other enum model.
    public init(coverage: ModelCoverage = ModelCoverage()) {
        self.coverage = coverage
    }

    /// Starts watching `source` if its model is an enum (or a declared model).
    public func sourceCreated<Model: Sendable>(_ source: Source<Model>) {
        let declaration = coverage.declaration(of: Model.self)
        // NB: only enums have states; a source of a struct or an optional is not a state machine.
        guard declaration != nil || Self.caseName(of: source.model) != nil else { return }
        let type = String(reflecting: Model.self)
        let name = String(describing: Model.self)
        let id = state.withLock { recording -> Int? in
            guard !recording.isFinished else { return nil }
            recording.lastSource += 1
            recording.tracks[recording.lastSource] = Track(model: type)
            recording.models.declare(type: type, name: name, states: declaration?.states)
            return recording.lastSource
        }
        guard let id else { return }
        let draw = declaration?.draw
        let emitted = source.subscribe { [weak self] model in self?.emitted(model, by: id, draw: draw) }
        let acted = source.observeActions { [weak self] event in self?.acted(event, by: id) }
        state.withLock { $0.watches += [emitted, acted] }
    }

    /// The enum case `model` is in, by name; `nil` when the model is not an enum.
    static func caseName(of model: Any) -> String? {
        let mirror = Mirror(reflecting: model)
        guard mirror.displayStyle == .enum else { return nil }
        // NB: a case with a payload is the label of its one child; one without is its description.
        return mirror.children.first?.label ?? String(describing: model)
    }

    private func emitted(_ model: some Sendable, by source: Int, draw: (@Sendable (Any) -> StateDrawing?)?) {
        guard let name = Self.caseName(of: model) else { return }
        let previous = state.withLock { $0.tracks[source]?.state }
        // NB: the actions a state offers are looked up once per arrival in it, not per emission.
        let offered = previous == name ? nil : ActionIdentity.offered(by: model).map(\.method)
        var drawing: (@Sendable () -> StateDrawing?)?
        if let draw { drawing = { draw(model) } }
        state.withLock { recording in
            guard !recording.isFinished, var track = recording.tracks[source] else { return }
            if track.state != name {
                recording.pending.entered.append(.init(model: track.model, state: name))
                recording.models.enter(
                    name, of: track.model, from: track.state, by: track.lastAction, offering: offered ?? [])
                track.state = name
                track.lastAction = nil
            } else {
                recording.models.stay(in: name, of: track.model)
            }
            if let drawing { recording.models.keepLatest(name, of: track.model, drawing) }
            recording.tracks[source] = track
        }
    }

    private func acted(_ event: ActionEvent, by source: Int) {
        // NB: described outside the lock: a description is the app's code.
        let input = event.input is Void ? nil : String(describing: event.input)
        state.withLock { recording in
            guard !recording.isFinished, var track = recording.tracks[source], let current = track.state else {
                return
            }
            let ran = event.rejection == nil
            recording.models.count(event.action.method, in: current, of: track.model, ran: ran)
            recording.pending.actions.append(
                .init(model: track.model, state: current, action: event.action.method, ran: ran, input: input))
            if ran {
                track.lastAction = event.action.method
                recording.tracks[source] = track
            }
        }
    }

    /// Ends the step that is running: the actions invoked and the states entered since the
    /// last one ended, and the state each source is in now, are recorded as that step's.
    /// `Steps.recordModels(_:)` calls it after each step; `line` and `text` name the step.
    public func stepEnded(text: String, line: Int) {
        state.withLock { recording in
            guard !recording.isFinished else { return }
            var step = ModelCoverageRecord.Step(
                index: recording.stepsEnded, text: text, line: line, actions: recording.pending.actions,
                entered: recording.pending.entered)
            var seen: Set<String> = []
            for id in recording.tracks.keys.sorted() {
                guard let track = recording.tracks[id], let current = track.state else { continue }
                // NB: several sources of one model type: the one made last speaks for it.
                if seen.insert(track.model).inserted {
                    step.states.append(.init(model: track.model, state: current))
                } else if let index = step.states.firstIndex(where: { $0.model == track.model }) {
                    step.states[index] = .init(model: track.model, state: current)
                }
            }
            recording.models.steps.append(step)
            recording.stepsEnded += 1
            recording.pending = ModelCoverageRecord.Step(index: recording.stepsEnded, text: "", line: 0)
        }
    }

    /// Ends the recording and returns it as the attachment's JSON (the schema of
    /// `Documentation/ModelCoverage.md`), or `nil` when no recorded source was created. Later
    /// emissions are not recorded, so calling it again returns the same record. Draws each state's latest model, so call it outside any lock
    /// the drawing takes.
    public func finish() -> String? {
        let record = finishRecord()
        return record.isEmpty ? nil : record.json
    }

    /// Ends the recording and returns what it holds.
    func finishRecord() -> ModelCoverageRecord {
        let (record, watches) = state.withLock { recording in
            recording.isFinished = true
            defer { recording.watches = [] }
            return (recording.models, recording.watches)
        }
        // NB: cancelled outside the lock: a cancellation takes the source's own lock.
        for watch in watches { watch.cancel() }
        return record
    }
}
