import Foundation

/// One chromedriver process: starts it on a free port, opens browser sessions through it, and
/// shuts it down (with every browser it started).
///
/// ```swift
/// let driver = try await WebDriver.start(executable: "/usr/bin/chromedriver")
/// let session = try await driver.newSession(capabilities: Browser.capabilities)
/// try await session.navigate(to: url)
/// await session.delete()
/// await driver.stop()
/// ```
package final class WebDriver: Sendable {
    /// How commands reach the driver.
    package let connection: WebDriverConnection
    private let process: Process

    private init(connection: WebDriverConnection, process: Process) {
        self.connection = connection
        self.process = process
    }

    /// Starts `executable` on a free port and returns once its `/status` says it is ready.
    ///
    /// - Throws: ``WebDriverError/driverNotReady(_:)`` when it cannot start or is not ready
    ///   within `timeout`.
    package static func start(executable: String, timeout: Duration = .seconds(20)) async throws(WebDriverError)
        -> WebDriver
    {
        var lastProblem = "no free port"
        // NB: a few attempts, because the free port may be taken before chromedriver binds it.
        for _ in 0..<3 {
            guard let port = FreePort.next() else { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["--port=\(port)"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                throw .driverNotReady("cannot run \(executable): \(error.localizedDescription)")
            }
            let driver = WebDriver(
                connection: WebDriverConnection(port: port),
                process: process)
            switch await driver.waitUntilReady(timeout: timeout) {
            case .ready:
                return driver
            case .exited(let status):
                lastProblem = "\(executable) --port=\(port) exited with status \(status)"
            case .notReady(let seen):
                await driver.stop()
                throw .driverNotReady("\(executable) --port=\(port) not ready after \(timeout): \(seen)")
            }
        }
        throw .driverNotReady(lastProblem)
    }

    private enum Readiness {
        case ready
        case exited(Int32)
        case notReady(String)
    }

    private func waitUntilReady(timeout: Duration) async -> Readiness {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var seen = "no answer yet"
        while clock.now < deadline {
            if !process.isRunning { return .exited(process.terminationStatus) }
            do {
                let status = try await connection.send("GET", "status", as: DriverStatus.self)
                if status.ready == true { return .ready }
                seen = "ready: \(status.ready.map(String.init) ?? "absent")"
            } catch {
                seen = error.description
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return .notReady(seen)
    }

    /// Opens a new browser with the W3C `capabilities` (`alwaysMatch`).
    package func newSession(capabilities: BrowserCapabilities) async throws(WebDriverError) -> WebDriverSession {
        let command = NewSessionCommand(capabilities: .init(alwaysMatch: capabilities))
        let answer = try await connection.send("POST", "session", command, as: NewSessionAnswer.self)
        return WebDriverSession(id: answer.sessionId, connection: connection)
    }

    /// Asks chromedriver to quit (it closes the browsers it started), and ends the process if
    /// it has not gone within a few seconds.
    package func stop() async {
        _ = try? await connection.send("GET", "shutdown", as: NoAnswer.self)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while process.isRunning, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(50))
        }
        if process.isRunning {
            process.terminate()
            let killDeadline = clock.now + .seconds(5)
            while process.isRunning, clock.now < killDeadline { try? await Task.sleep(for: .milliseconds(20)) }
        }
    }
}
