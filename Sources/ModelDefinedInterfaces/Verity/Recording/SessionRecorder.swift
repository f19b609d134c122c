import Foundation
import VeritySynchronization

/// Records what an app's sources do, for a bug report: each model they emit (its state, the
/// enum case's name, and a description of its payload), each action invoked on them (its name,
/// a description of its input, whether it ran or why it was refused) and each transition, with
/// the time, as a ``SessionTrace`` that `verity draft` turns into a scenario.
///
/// Opt in, typically in a debug build: nothing is recorded, and nothing costs anything, unless
/// a recorder is made and given sources. It watches a source through its public observation
/// (one subscriber and one action observer), so a source it is not given is untouched. It keeps
/// the last `capacity` events (a ring) and only the descriptions ``SessionRedaction`` gives, so
/// it holds no model, no action and nothing a model's description does not show.
///
/// ```swift
/// #if DEBUG
/// let recorder = SessionRecorder(capacity: 500)
/// recorder.record(session)                        // a Source<Banking>
/// ...
/// try recorder.trace().jsonData().write(to: traceURL)
/// #endif
/// ```
///
/// Bound as `SourceObservation.current`, it records every enum-model source created in that
/// task and the tasks it starts (`SourceObservation.$current.withValue(recorder) { … }`).
public final class SessionRecorder: SourceObserver {
    /// The most events a recorder keeps when not told otherwise.
    public static let defaultCapacity = 1000

    /// How many events the recorder keeps.
    public let capacity: Int
    private let redaction: SessionRedaction
    private let clock: @Sendable () -> Double
    private let state: Locked<Recording>

    struct Recording: Sendable {
        var sources: [SessionTrace.Source] = []
        var tracks: [Int: Track] = [:]
        var watches: [Subscription] = []
        /// The ring: `events[next]` is the oldest once it is full.
        var events: [SessionEvent] = []
        var next = 0
        var sequence = 0
        var isStopped = false

        mutating func append(_ event: (Int) -> SessionEvent, capacity: Int) {
            sequence += 1
            let made = event(sequence)
            if events.count < capacity {
                events.append(made)
            } else {
                events[next] = made
                next = (next + 1) % capacity
            }
        }

        var ordered: [SessionEvent] { Array(events[next...] + events[..<next]) }
    }

    /// One source's position: its state and the last action that ran in it, the cause of the
    /// next transition.
    struct Track: Sendable {
        let name: String
        var isStarted = false
        var state: String?
        var lastAction: String?
    }

    /// A recorder that keeps the last `capacity` events (at least one), describing payloads and
    /// inputs with `redaction`. `clock` gives the time of each event in seconds since 1970; a
    /// test gives a fixed one.
    public init(
        capacity: Int = SessionRecorder.defaultCapacity, redaction: SessionRedaction = .none,
        clock: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }
    ) {
        self.capacity = max(1, capacity)
        self.redaction = redaction
        self.clock = clock
        self.state = Locked(Recording())
    }

    /// Starts recording `source`: its current model, then every later one and every action
    /// invoked on its models, until ``stop()``. The recorder does not keep the source alive.
    public func record<Model: Sendable>(_ source: Source<Model>) {
        let name = String(describing: Model.self)
        let type = String(reflecting: Model.self)
        let id = state.withLock { recording -> Int? in
            guard !recording.isStopped else { return nil }
            let id = recording.sources.count + 1
            recording.sources.append(SessionTrace.Source(id: id, type: type, name: name))
            recording.tracks[id] = Track(name: name)
            return id
        }
        guard let id else { return }
        let emitted = source.subscribe { [weak self] model in self?.emitted(model, by: id) }
        let acted = source.observeActions { [weak self] event in self?.acted(event, by: id) }
        state.withLock { $0.watches += [emitted, acted] }
    }

    /// Records `source` if its model is an enum: the ``SourceObserver`` side, for a recorder
    /// bound as `SourceObservation.current`.
    public func sourceCreated<Model: Sendable>(_ source: Source<Model>) {
        guard Mirror(reflecting: source.model).displayStyle == .enum else { return }
        record(source)
    }

    /// Stops recording: later models and actions are not recorded, and the sources are no
    /// longer watched. What was recorded stays readable with ``trace()``.
    public func stop() {
        let watches = state.withLock { recording in
            recording.isStopped = true
            defer { recording.watches = [] }
            return recording.watches
        }
        // NB: cancelled outside the lock: a cancellation takes the source's own lock.
        for watch in watches { watch.cancel() }
    }

    /// The sources recorded and the events kept so far, oldest first.
    public func trace() -> SessionTrace {
        state.withLock { recording in
            SessionTrace(
                capacity: capacity, dropped: recording.sequence - recording.events.count, sources: recording.sources,
                events: recording.ordered)
        }
    }

    private func emitted(_ model: some Sendable, by source: Int) {
        let mirror = Mirror(reflecting: model)
        let isEnum = mirror.displayStyle == .enum
        // NB: a case with a payload is the label of its one child; one without is its description.
        let caseName = isEnum ? mirror.children.first?.label ?? String(describing: model) : nil
        let payload: Any? = isEnum ? mirror.children.first?.value : model
        let time = clock()
        guard let name = state.withLock({ $0.tracks[source]?.name }) else { return }
        let described = payload.map {
            redaction.description(of: .init(kind: .payload, model: name, state: caseName, action: nil, value: $0))
        }
        state.withLock { recording in
            guard !recording.isStopped, var track = recording.tracks[source] else { return }
            let kind: SessionEvent.Kind
            var from: String?
            var cause: String?
            if !track.isStarted {
                kind = .state
            } else if track.state != caseName {
                kind = .transition
                from = track.state
                cause = track.lastAction
            } else {
                kind = .update
            }
            if kind != .update { track.lastAction = nil }
            track.isStarted = true
            track.state = caseName
            recording.tracks[source] = track
            recording.append(
                {
                    SessionEvent(
                        sequence: $0, time: time, source: source, kind: kind, state: caseName, payload: described,
                        from: from, cause: cause)
                }, capacity: capacity)
        }
    }

    private func acted(_ event: ActionEvent, by source: Int) {
        let time = clock()
        guard let (name, current) = state.withLock({ $0.tracks[source].map { ($0.name, $0.state) } }) else { return }
        let input =
            event.input is Void
            ? nil
            : redaction.description(
                of: .init(kind: .input, model: name, state: current, action: event.action.method, value: event.input))
        state.withLock { recording in
            guard !recording.isStopped, var track = recording.tracks[source] else { return }
            let reason = event.rejection?.reason.description
            if reason == nil {
                track.lastAction = event.action.method
                recording.tracks[source] = track
            }
            recording.append(
                {
                    SessionEvent(
                        sequence: $0, time: time, source: source, kind: .action, state: track.state,
                        action: event.action.method, input: input, outcome: reason == nil ? "executed" : "refused",
                        reason: reason)
                }, capacity: capacity)
        }
    }
}
