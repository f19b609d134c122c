import ArgumentParser
import BankStore
import BankWeb
import Foundation

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
        let running = try await BankServer(
            store: store, configuration: .init(host: host, port: port, idleTimeout: .seconds(idleSeconds))
        ).start()
        say(
            "Verity Bank is running at \(running.url.absoluteString) — sign in as \(BankStore.demoUsername) / \(BankStore.demoPassword) (database: \(location))"
        )
        let signal = await TerminationSignals.next()
        say("Received \(signal == SIGINT ? "SIGINT" : "SIGTERM"); stopping…")
        await running.stop()
        say("Stopped.")
    }

    /// Writes a line at once. NB: `print` is block-buffered when stdout is a pipe or file, and
    /// scripts wait for the URL line.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
