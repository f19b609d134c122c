import CucumberMessages
import Requirements
import Testing
import Verity
import VerityJSON
import VerityRequirements
import VeritySynchronization

@Suite("Model coverage: what each scenario's sources visit, attached to the scenario")
struct ModelCoverageRecordingTests {
    /// Runs the door scenarios and returns every message.
    static func run(recording coverage: ModelCoverage?, shard: Shard? = nil) async -> [Envelope] {
        var configuration = RunConfiguration()
        configuration.tags = nil
        configuration.shard = shard
        let suite = FeatureSuite(
            DoorSuite.steps(recording: coverage), features: [DoorSuite.feature], configuration: configuration)
        let result = await suite.run(collectingEnvelopes: true)
        #expect(result.success, "\(result.problems)")
        return result.envelopes
    }

    /// The model-coverage records of a run, by scenario name.
    static func records(_ envelopes: [Envelope]) throws -> [String: [JSONValue]] {
        var pickleNames: [String: String] = [:]
        var testCasePickles: [String: String] = [:]
        var startedCases: [String: String] = [:]
        for envelope in envelopes {
            if let pickle = envelope.pickle { pickleNames[pickle.id] = pickle.name }
            if let testCase = envelope.testCase { testCasePickles[testCase.id] = testCase.pickleId }
            if let started = envelope.testCaseStarted { startedCases[started.id] = started.testCaseId }
        }
        var records: [String: [JSONValue]] = [:]
        for attachment in envelopes.compactMap(\.attachment) where attachment.mediaType == ModelCoverage.mediaType {
            let name = attachment.testCaseStartedId.flatMap { startedCases[$0] }.flatMap { testCasePickles[$0] }
                .flatMap { pickleNames[$0] }
            records[name ?? "?", default: []].append(try JSONValue(parsing: attachment.body))
        }
        return records
    }

    /// The one recorded model of a scenario's one record.
    static func door(in records: [String: [JSONValue]], _ scenario: String) throws -> JSONValue {
        let scenarioRecords = try #require(records[scenario])
        try #require(scenarioRecords.count == 1, "one record per scenario: \(scenarioRecords)")
        #expect(scenarioRecords[0]["schema"]?.integerValue == 1)
        let models = try #require(scenarioRecords[0]["models"]?.arrayValue)
        try #require(models.count == 1, "\(models)")
        return models[0]
    }

    static func state(_ name: String, of model: JSONValue) -> JSONValue? {
        model["states"]?.arrayValue?.first { $0["name"]?.stringValue == name }
    }

    static func transitions(of model: JSONValue) -> [String] {
        (model["transitions"]?.arrayValue ?? []).map { transition in
            "\(transition["from"]?.stringValue ?? "start") -> \(transition["to"]?.stringValue ?? "?")"
                + " by \(transition["action"]?.stringValue ?? "none") x\(transition["count"]?.integerValue ?? 0)"
        }
    }

    @Test("each scenario's record has the states it reached, the actions each offered and ran, and the transitions")
    func recordsStatesActionsAndTransitions() async throws {
        let records = try Self.records(await Self.run(recording: DoorSuite.coverage))
        #expect(Set(records.keys) == ["Opening", "Opening and closing", "A stale handle"])

        let opening = try Self.door(in: records, "Opening")
        #expect(opening["name"]?.stringValue == "Door")
        #expect(opening["type"]?.stringValue?.hasSuffix(".Door") == true)
        #expect(opening["declaredStates"] == .array(Door.states.map { .string($0) }))
        #expect(Self.transitions(of: opening) == ["start -> closed by none x1", "closed -> open by open x1"])
        let closed = try #require(Self.state("closed", of: opening))
        #expect(closed["entered"]?.integerValue == 1)
        #expect(closed["offered"] == .array([.string("open"), .string("lock")]))
        #expect(
            closed["actions"]
                == .array([.object(["name": .string("open"), "ran": .integer(1), "refused": .integer(0)])]))
        #expect(Self.state("locked", of: opening) == nil, "a state not reached is not in the record")

        let roundTrip = try Self.door(in: records, "Opening and closing")
        #expect(
            Self.transitions(of: roundTrip) == [
                "start -> closed by none x1", "closed -> open by open x1", "open -> closed by close x1",
            ])
        #expect(Self.state("closed", of: roundTrip)?["entered"]?.integerValue == 2)
    }

    @Test("an action invoked after its state has passed is recorded as refused, in the state it was invoked in")
    func staleActionIsRefused() async throws {
        let records = try Self.records(await Self.run(recording: DoorSuite.coverage))
        let stale = try Self.door(in: records, "A stale handle")
        let open = try #require(Self.state("open", of: stale))
        #expect(
            open["actions"] == .array([.object(["name": .string("open"), "ran": .integer(0), "refused": .integer(1)])]))
        #expect(Self.state("closed", of: stale)?["actions"]?.arrayValue?.first?["ran"]?.integerValue == 1)
    }

    @Test("the declared drawing of each state reached is in the record, drawn from the latest model of that state")
    func drawingsAreRecorded() async throws {
        let records = try Self.records(await Self.run(recording: DoorSuite.coverage))
        let drawings = try #require(try Self.door(in: records, "Opening and closing")["drawings"]?.arrayValue)
        #expect(
            drawings == [
                .object([
                    "state": .string("closed"), "mediaType": .string("text/plain"), "content": .string("[ closed ]"),
                ]),
                .object([
                    "state": .string("open"), "mediaType": .string("text/plain"), "content": .string("[  open  ]"),
                ]),
            ])
    }

    @Test("a hand-made example is attached once to the run, not to a scenario, drawn with its type's drawing")
    func examplesAreAttachedToTheRun() async throws {
        let envelopes = await Self.run(recording: DoorSuite.coverageWithExample)
        let records = try Self.records(envelopes)
        let runRecords = try #require(records["?"], "a record that belongs to no scenario")
        try #require(runRecords.count == 1, "\(runRecords)")
        let model = try #require(runRecords[0]["models"]?.arrayValue?.first)
        #expect(model["name"]?.stringValue == "Door")
        #expect(model["declaredStates"] == .array(Door.states.map { .string($0) }))
        #expect(model["states"] == .array([]), "an example reaches no state")
        #expect(
            model["examples"]
                == .array([
                    .object([
                        "name": .string("locked by the caretaker"), "state": .string("locked"),
                        "mediaType": .string("text/plain"), "content": .string("[ locked ]"),
                    ])
                ]))
        let hooks = envelopes.compactMap(\.hook).compactMap(\.name)
        #expect(hooks.contains("record model examples"))
        #expect(Set(records.keys) == ["Opening", "Opening and closing", "A stale handle", "?"])
    }

    @Test("without examples no run-level record and no before-all hook is added")
    func noExamplesNoRunRecord() async throws {
        let envelopes = await Self.run(recording: DoorSuite.coverage)
        #expect(try Self.records(envelopes)["?"] == nil)
        #expect(!envelopes.compactMap(\.hook).compactMap(\.name).contains("record model examples"))
    }

    @Test("an undeclared enum model is recorded too, without declared states or drawings")
    func undeclaredModelsAreRecorded() async throws {
        let records = try Self.records(await Self.run(recording: ModelCoverage()))
        let opening = try Self.door(in: records, "Opening")
        #expect(opening["declaredStates"] == nil)
        #expect(opening["drawings"] == nil)
        #expect(Self.transitions(of: opening) == ["start -> closed by none x1", "closed -> open by open x1"])
    }

    @Test("without recordModels nothing is recorded and no hook is added")
    func offByDefault() async throws {
        let envelopes = await Self.run(recording: nil)
        #expect(try Self.records(envelopes).isEmpty)
        #expect(envelopes.compactMap(\.hook).isEmpty)
    }

    @Test("an observer sees the sources created in its task and child tasks, not those of another task")
    func observationIsPerTask() async {
        let seen = Locked<[String]>([])
        let observer = NamingObserver(names: seen)
        let outside = Task { Source(constant: 0, named: "outside") }
        await SourceObservation.$current.withValue(observer) {
            _ = Source(constant: 1, named: "inside")
            await Task { _ = Source(constant: 2, named: "child") }.value
        }
        _ = await outside.value
        _ = Source(constant: 3, named: "after")
        #expect(seen.withLock { $0.sorted() } == ["child", "inside"])
    }

    @Test("ActionIdentity.offered lists the actions a model's state carries, in declaration order")
    func offeredActions() {
        let door = Door.source()
        #expect(ActionIdentity.offered(by: door.model).map(\.method) == ["open", "lock"])
        #expect(ActionIdentity.offered(by: Door.locked).isEmpty)
    }
}

/// Collects the names of the sources it is told of.
struct NamingObserver: SourceObserver {
    let names: Locked<[String]>

    func sourceCreated<Model: Sendable>(_ source: Source<Model>) {
        names.withLock { $0.append(source.name) }
    }
}

@Suite("ModelRecorder outside the runner")
struct ModelRecorderTests {
    @Test("a unit test can bind a recorder itself and read the record's JSON")
    func recordsWithoutTheRunner() throws {
        let recorder = ModelRecorder(coverage: DoorSuite.coverage)
        let door = SourceObservation.$current.withValue(recorder) { Door.source() }
        if case .closed(let closed) = door.model { closed.open() }
        let json = try #require(recorder.finish())
        let record = try JSONValue(parsing: json)
        let model = try #require(record["models"]?.arrayValue?.first)
        #expect(
            ModelCoverageRecordingTests.transitions(of: model) == [
                "start -> closed by none x1", "closed -> open by open x1",
            ])
        if case .open(let open) = door.model { open.close() }
        let again = try JSONValue(parsing: try #require(recorder.finish()))
        #expect(again == record, "once finished, nothing more is recorded")
    }

    @Test("a recorder that saw no enum model has nothing to attach")
    func nothingRecorded() {
        let recorder = ModelRecorder()
        let counter = SourceObservation.$current.withValue(recorder) { Source(constant: 1) }
        #expect(counter.model == 1)
        #expect(recorder.finish() == nil)
    }
}
