import ArgumentParser
import BankCore
import BankStore
import BankWeb
import Foundation
import Verity

/// `demo`: runs Verity Bank, the banking app built with Verity, on localhost.
@main
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Runs Verity Bank, the demo banking app, on localhost.",
        discussion: """
            The first run creates the database, migrates it and adds the demo customer \
            (ada / lovelace). Stop with Ctrl-C.
            """
    )

    @Option(
        help: "The SQLite database file; created, migrated and seeded when missing. (default: ./verity-bank.sqlite)")
    var database: String?

    @Flag(help: "Keep everything in memory (seeded with the demo customer); nothing is written to disk.")
    var inMemory = false

    @Option(help: "The interface to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(help: "Sign out a session after this many seconds without a request.")
    var idleSeconds = 15 * 60

    @Option(
        help: """
            Debug builds: record every session's models and actions (redacted) and write the \
            session trace to this file when the demo stops, for `verity draft`. Off by default.
            """)
    var recordSession: String?

    func validate() throws {
        if inMemory && database != nil {
            throw ValidationError("Use either --database or --in-memory, not both.")
        }
        guard (0...65_535).contains(port) else {
            throw ValidationError("The port must be between 0 and 65535.")
        }
        guard idleSeconds > 0 else {
            throw ValidationError("The idle limit must be at least one second.")
        }
    }

    func run() async throws {
        let store: BankStore
        let location: String
        if inMemory {
            store = try BankStore.inMemory()
            location = "in memory"
        } else {
            let path = URL(fileURLWithPath: database ?? "verity-bank.sqlite").standardizedFileURL.path
            store = try BankStore.open(path: path)
            location = path
        }
        try store.seedDemoDataIfEmpty()
        let recorder = try sessionRecorder()
        let running = try await BankServer(
            store: store,
            configuration: .init(host: host, port: port, idleTimeout: .seconds(idleSeconds), recorder: recorder)
        ).start()
        say(
            "Verity Bank is running at \(running.url.absoluteString) — sign in as \(BankStore.demoUsername) / \(BankStore.demoPassword) (database: \(location))"
        )
        let signal = await TerminationSignals.next()
        say("Received \(signal == SIGINT ? "SIGINT" : "SIGTERM"); stopping…")
        await running.stop()
        if let recorder, let recordSession {
            try recorder.trace().jsonData().write(to: URL(fileURLWithPath: recordSession))
            say("Wrote the session trace to \(recordSession).")
        }
        say("Stopped.")
    }

    /// The recorder `--record-session` asks for: only a debug build records.
    private func sessionRecorder() throws -> SessionRecorder? {
        guard recordSession != nil else { return nil }
        #if DEBUG
        return SessionRecorder(redaction: BankTraceRedaction.redaction)
        #else
        throw ValidationError("--record-session records only in a debug build.")
        #endif
    }

    /// Writes a line at once. NB: `print` is block-buffered when stdout is a pipe or file, and
    /// scripts wait for the URL line.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
