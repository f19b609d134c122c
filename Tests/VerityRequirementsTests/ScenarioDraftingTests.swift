import CucumberMessages
import Foundation
import Gherkin
import GherkinLint
import Requirements
import Testing
import Verity
import VerityDrafts
import VerityRequirements

/// Issue 47: from a session of the app's models to a failing example, in the suite's own words.
@Suite("Drafting a scenario from a recorded session, in the phrases the suite's runs used")
struct ScenarioDraftingTests {
    /// The phrase book of the door suite's own run, with model coverage on.
    static func phraseBook() async -> PhraseBook {
        PhraseBook(envelopes: await ModelCoverageRecordingTests.run(recording: DoorSuite.coverage))
    }

    /// A session with the planted defect: the door is opened, then closed, and stays open.
    static func brokenSession() throws -> Data {
        let recorder = SessionRecorder()
        let door = Door.source(closeIsBroken: true)
        recorder.record(door)
        guard case .closed(let closed) = door.model else { throw DoorSuite.Unexpected(state: door.model) }
        closed.open()
        guard case .open(let open) = door.model else { throw DoorSuite.Unexpected(state: door.model) }
        open.close()
        return try recorder.trace().jsonData()
    }

    /// Runs `text` as the door suite's feature file, against doors with or without the defect.
    static func run(_ text: String, closeIsBroken: Bool) async -> Bool {
        var configuration = RunConfiguration()
        configuration.tags = nil
        let suite = FeatureSuite(
            DoorSuite.steps(recording: nil, closeIsBroken: closeIsBroken),
            features: [FeatureFile(uri: "Features/draft.feature", text: text)], configuration: configuration)
        return await suite.run(collectingEnvelopes: false).success
    }

    @Test("the phrase book says which phrase invokes each action and which reaches or asserts each state")
    func phraseBookFromTheRunsMessages() async throws {
        let book = await Self.phraseBook()
        let door = String(reflecting: Door.self)
        #expect(book.invoking(.init(model: door, name: "open")).first?.pattern == "I open it")
        #expect(book.invoking(.init(model: door, name: "close")).map(\.pattern) == ["I close it"])
        #expect(book.reaching[.init(model: door, name: "closed")]?.first?.example == "a closed door")
        #expect(book.asserting[.init(model: door, name: "open")]?.first?.example == "it is open")
        #expect(book.asserting[.init(model: door, name: "closed")]?.first?.keyword == "Then")
        #expect(book.transitions[.init(model: door, from: "open", action: "close")] == "closed")
        #expect(book.invoking(.init(model: door, name: "lock")).isEmpty, "no step locks the door")
    }

    @Test("a drafted scenario uses the suite's phrases, parses, lints clean, fails on the defect and passes without it")
    func draftFailsOnTheDefectAndPassesWithoutIt() async throws {
        let draft = try ScenarioDraft(
            trace: try Self.brokenSession(), named: "door-stays-open.trace.json", book: await Self.phraseBook(),
            issue: "DOOR-1")
        #expect(draft.steps == ["Given a closed door", "When I open it", "When I close it", "Then it is closed"])
        #expect(draft.newSteps.isEmpty, "every action and state the suite covers is in its own words: \(draft.text)")
        #expect(draft.text.contains("@wip @issue:DOOR-1"))
        #expect(draft.text.contains("# Drafted by `verity draft` from door-stays-open.trace.json"))
        #expect(draft.text.contains("the trace ended with Door in open; the suite's runs reach closed"))

        let parsed = GherkinParser().parse(draft.text, uri: "draft.feature")
        let document = try #require(parsed.document, "the draft parses: \(draft.text)")
        let findings = GherkinLinter().findings(in: [LintedFile(path: "draft.feature", document: document)])
        #expect(findings.isEmpty, "the draft lints clean: \(findings)")

        #expect(await Self.run(draft.text, closeIsBroken: true) == false, "the draft fails against the defect")
        #expect(await Self.run(draft.text, closeIsBroken: false), "the draft passes once the defect is fixed")
    }

    @Test("an action and a state the suite never phrases get new plain steps with snippets, and the comment says so")
    func unmappedActionsGetNewSteps() async throws {
        let recorder = SessionRecorder()
        let door = Door.source()
        recorder.record(door)
        guard case .closed(let closed) = door.model else { throw DoorSuite.Unexpected(state: door.model) }
        closed.lock()
        let draft = try ScenarioDraft(
            trace: try recorder.trace().jsonData(), named: "locked.trace.json", book: await Self.phraseBook())
        #expect(draft.newSteps == ["When I lock", "Then the door is locked"])
        #expect(draft.text.contains("no step of the suite invokes Door.lock"))
        #expect(draft.text.contains(#"("I lock") { world in"#), "the snippet of the new step")
        #expect(!draft.text.contains("@issue:"))
        let parsed = GherkinParser().parse(draft.text, uri: "locked.feature")
        #expect(parsed.document != nil, "the draft parses: \(draft.text)")
    }

    @Test("a file that is not a session trace is refused with why")
    func notATrace() async throws {
        #expect(throws: ScenarioDraft.Unreadable.self) {
            try ScenarioDraft(trace: Data("{}".utf8), named: "x.json", book: PhraseBook(envelopes: []))
        }
    }
}
