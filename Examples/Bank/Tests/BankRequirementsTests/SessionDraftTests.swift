import BankCore
import BankStore
import BankWeb
import CucumberMessages
import Foundation
import Gherkin
import Requirements
import Testing
import Verity

/// Issue 47, on the bank: a session recorded from the bank's real `Banking` models, drafted as
/// a scenario by `verity draft` in the phrases of the bank's own requirements, fails while a
/// defect is planted in the services the session uses and passes once it is gone.
///
/// `verity draft` and `verity lint` are the command-line tool of the package above the bank:
/// the test runs the binary at `VERITY_BINARY`, or `../../.build/debug/verity` (CI builds it
/// first; locally, `swift build --product verity` in the repository's root).
@Suite("A recorded bank session becomes a failing example in the suite's own phrases", .serialized)
struct SessionDraftTests {
    /// The planted defect: a sign-in service that refuses the right password, as if it checked
    /// the password against another customer's hash. The store and the models are the real ones.
    static func refusingTheRightPassword(_ services: BankServices) -> BankServices {
        var services = services
        services.authenticate = { _ in .failure(.wrongCredentials) }
        return services
    }

    /// The bank's requirements, at the API, over sessions made by `planting`.
    static func steps(planting: @escaping @Sendable (BankServices) -> BankServices) -> Steps<APIWorld> {
        var steps = Steps<APIWorld>(world: { try APIWorld(planting: planting) })
        steps.include(apiSteps)
        return steps
    }

    @Test(
        "the draft of a session that could not sign in uses the suite's phrases, lints clean, fails on the defect, passes without it"
    )
    func draftFromARecordedSession() async throws {
        try await Self.expectTheLoop { trace in try await Self.recordBrokenSignIn(to: trace) }
    }

    @Test(
        "a session recorded while a customer signs in in the browser drafts the same failing example",
        .enabled(if: Browser.isAvailable || Browser.isRequired, Comment(rawValue: Browser.unavailableReason)))
    func draftFromABrowserSession() async throws {
        try await Self.expectTheLoop { trace in try await Self.recordBrokenSignInInTheBrowser(to: trace) }
    }

    /// The whole loop on the trace `record` writes: the bank's requirements give the phrase
    /// book, `verity draft` writes the example in their phrases, `verity lint` finds nothing,
    /// and the example fails with the defect planted and passes without it.
    static func expectTheLoop(recordingWith record: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bank-draft-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // 1. The bank's own requirements, run with model coverage on (`apiSteps` records the
        // models), give the phrase book: their message stream.
        let run = try await requirementsRun.value
        #expect(run.success, "the bank's requirements pass: \(run.problems)")
        var stream: [UInt8] = []
        for envelope in run.envelopes { try NDJSONEncoder().appendLine(envelope, to: &stream) }
        let messages = folder.appendingPathComponent("run.ndjson")
        try Data(stream).write(to: messages)

        // 2. The session: ada signs in with her right password and, with the defect planted,
        // stays signed out.
        let trace = folder.appendingPathComponent("ada-cannot-sign-in.trace.json")
        try await record(trace)
        #expect(
            !(try String(contentsOf: trace, encoding: .utf8)).contains("lovelace"), "the trace keeps no password")

        // 3. verity draft.
        let draftFile = folder.appendingPathComponent("draft.feature")
        let drafted = try Self.verity(
            ["draft", trace.path, "--from", messages.path, "--issue", "BANK-47", "--out", draftFile.path])
        try #require(drafted.status == 0, "verity draft: \(drafted.output)")
        let draft = try String(contentsOf: draftFile, encoding: .utf8)

        let parsed = GherkinParser().parse(draft, uri: "draft.feature")
        let document = try #require(parsed.document, "the draft parses: \(draft)")
        let steps = (document.feature?.children ?? []).compactMap(\.scenario).flatMap(\.steps)
        #expect(
            steps.map { "\($0.keyword.trimmingCharacters(in: .whitespaces)) \($0.text)" } == [
                #"Given a customer "ada" with the password "lovelace""#,
                #"And her account "Everyday" has a $100.00 available balance"#,
                #"When "ada" signs in with the password "lovelace""#,
                #"Then "ada" is signed in"#,
            ], "\(draft)")
        // NB: the pickles' steps are the steps as run, outline rows filled in.
        let phrases = Set(run.envelopes.compactMap(\.pickle).flatMap(\.steps).map(\.text))
        for step in steps {
            #expect(phrases.contains(step.text), "\"\(step.text)\" is a step the bank's requirements already use")
        }
        #expect(!draft.contains("New steps"), "no new step: the suite phrases every action and state here")
        #expect(draft.contains("@wip @issue:BANK-47"))

        let lint = try Self.verity(["lint", draftFile.path])
        #expect(lint.status == 0 && lint.output.isEmpty, "the draft lints clean with the bank's rules: \(lint.output)")

        // 4. Run it: it fails while the defect is planted, and passes once it is fixed.
        var configuration = RunConfiguration()
        configuration.tags = nil
        let file = [FeatureFile(uri: "Features/draft.feature", text: draft)]
        let broken = await FeatureSuite(
            Self.steps(planting: Self.refusingTheRightPassword), features: file, configuration: configuration
        ).run()
        #expect(!broken.success, "the draft fails against the planted defect")
        #expect(broken.scenarios.count == 1)
        let fixed = await FeatureSuite(Self.steps(planting: { $0 }), features: file, configuration: configuration).run()
        #expect(fixed.success, "the draft passes without the defect: \(fixed.problems)")
    }

    /// The bank's requirements at the API, run once for every test of the suite that needs
    /// their phrase book.
    static let requirementsRun = Task {
        try await FeatureSuite(apiSteps, features: Self.features()).run(collectingEnvelopes: true)
    }

    /// A fresh store with ada and her account, and its services with the planted defect; the
    /// database must outlive every use of the services.
    static func adasBankWithTheDefect() throws -> (database: ScenarioDatabase, services: BankServices) {
        let database = try ScenarioDatabase()
        let store = try database.open()
        let ada = try store.addCustomer(username: "ada", password: "lovelace")
        _ = try store.addAccount(named: "Everyday", for: ada.id, available: .dollars(100))
        return (database, refusingTheRightPassword(store.services()))
    }

    /// Records ada's sign-in over a fresh store whose sessions get the planted defect.
    static func recordBrokenSignIn(to url: URL) async throws {
        let (database, services) = try adasBankWithTheDefect()
        defer { withExtendedLifetime(database) {} }
        let recorder = SessionRecorder(redaction: BankTraceRedaction.redaction)
        let session = Banking.session(services: services)
        recorder.record(session)
        try await APIWorld.signIn(session, Credentials(username: "ada", password: "lovelace"))
        try #require(session.model.signedOut?.error == .wrongCredentials, "the defect refused her: \(session.model)")
        recorder.stop()
        try recorder.trace().jsonData().write(to: url)
    }

    /// Records ada's sign-in through the sign-in page, in headless Chromium, on a server as the
    /// debug build runs it (`demo --record-session`) whose sessions get the planted defect.
    static func recordBrokenSignInInTheBrowser(to url: URL) async throws {
        let (database, services) = try adasBankWithTheDefect()
        defer { withExtendedLifetime(database) {} }
        let recorder = SessionRecorder(redaction: BankTraceRedaction.redaction)
        let server = try await BankServer(services: services, configuration: .init(port: 0, recorder: recorder)).start()
        do {
            try await Browser.withPrivateSession { browser in
                try await browser.navigate(to: server.url.appendingPathComponent("sign-in"))
                try await browser.fill("sign-in-username", with: "ada")
                try await browser.fill("sign-in-password", with: "lovelace")
                try await browser.click("sign-in-submit")
                try await browser.waitForText(of: "sign-in-error", toBe: SignInError.wrongCredentials.message)
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        recorder.stop()
        try recorder.trace().jsonData().write(to: url)
    }

    /// The bank's feature files.
    static func features(filePath: String = #filePath) throws -> [FeatureFile] {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Features")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".feature") }
            .sorted().map { name in
                FeatureFile(
                    uri: "Features/\(name)",
                    text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            }
    }

    /// Runs the `verity` tool in the bank's folder; its exit status and what it printed.
    static func verity(_ arguments: [String], filePath: String = #filePath) throws -> (status: Int32, output: String) {
        // NB: this file is Tests/BankRequirementsTests/<file>: three levels below the bank's package root.
        var root = URL(fileURLWithPath: filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let binary =
            ProcessInfo.processInfo.environment["VERITY_BINARY"]
            ?? root.appendingPathComponent("../../.build/debug/verity").standardizedFileURL.path
        try #require(
            FileManager.default.isExecutableFile(atPath: binary),
            "no verity binary at \(binary): build it with `swift build --product verity` in the repository's root")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
