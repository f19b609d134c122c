import Foundation

/// One `swift test` in the package, with the runner's options passed as `verity run` passes
/// them: in `.build/verity/run-options`, named by `VERITY_RUN_OPTIONS`, so that the environment
/// of `swift test` stays the same from run to run and SwiftPM does not re-plan the build. The
/// runs `verity mcp` makes for an agent and `verity lsp` for an editor.
///
/// The run writes its Cucumber Messages to `.build/verity/last-run.ndjson` and its output to
/// `.build/verity/last-run.log`; both are replaced by the next run.
///
/// ```swift
/// let run = SwiftTestRun(package: "/work/shop", options: ["VERITY_TAGS": "@smoke"])
/// let outcome = try run.run(timeout: .seconds(1800))
/// ```
package struct SwiftTestRun: Sendable {
    /// How a run ended.
    package struct Outcome: Sendable {
        /// The exit status of `swift test`; `nil` when it was stopped (the time limit, a cancellation).
        package var status: Int32?
        /// The message stream the run wrote, empty when it wrote none (the build failed).
        package var messages: Data
        /// The last lines of its output, for a build that failed.
        package var outputTail: String

        /// The outcome of a run that ended with `status` (`nil`: stopped), having written `messages` and `outputTail`.
        package init(status: Int32?, messages: Data, outputTail: String) {
            self.status = status
            self.messages = messages
            self.outputTail = outputTail
        }
    }

    /// Why a run could not start.
    package struct Failure: Error, Sendable {
        /// What went wrong, a sentence.
        package var message: String
    }

    /// The package's folder (absolute).
    package var package: String
    /// `VERITY_*` settings for the runner, besides the message stream.
    package var options: [String: String]
    /// The `swift` to run: a name looked up on `PATH`, or a path.
    package var swift: String

    /// A run in the package at `package` (an absolute path) with `options`, by `swift`.
    package init(package: String, options: [String: String], swift: String = "swift") {
        self.package = package
        self.options = options
        self.swift = swift
    }

    /// Where the run's files go.
    private var folder: String { package + "/.build/verity" }
    /// The message stream's path.
    package var messagesPath: String { Self.messagesPath(inPackage: package) }

    /// The path of the message stream the last run in the package at `package` wrote.
    package static func messagesPath(inPackage package: String) -> String {
        package + "/.build/verity/last-run.ndjson"
    }

    /// Runs `swift test` and waits for it, at most `timeout` or until `isCancelled` says so,
    /// passing the last line of its output to `progress` when it changes (at most once a second).
    ///
    /// - Throws: ``Failure`` when the options cannot be written or `swift` cannot be started.
    package func run(
        timeout: Duration, progress: (String) -> Void = { _ in }, isCancelled: () -> Bool = { false }
    ) throws(Failure) -> Outcome {
        let files = FileManager.default
        let optionsPath = folder + "/run-options"
        let logPath = folder + "/last-run.log"
        var settings = options
        settings["VERITY_FORMAT"] = "message:" + messagesPath
        let text = settings.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)\n" }.joined()
        guard (try? files.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
            files.createFile(atPath: optionsPath, contents: Data(text.utf8)),
            files.createFile(atPath: logPath, contents: nil), let log = FileHandle(forWritingAtPath: logPath)
        else { throw Failure(message: "Cannot write the run's options and log under \(folder)") }
        defer { try? log.close() }
        try? files.removeItem(atPath: messagesPath)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swift, "test"]
        process.currentDirectoryURL = URL(fileURLWithPath: package)
        var environment = ProcessInfo.processInfo.environment
        environment["VERITY_RUN_OPTIONS"] = optionsPath
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = log
        process.standardError = log
        do {
            try process.run()
        } catch {
            throw Failure(message: "Cannot start swift test in \(package): \(error.localizedDescription)")
        }
        progress("swift test: building and running in \(package)")
        let deadline = ContinuousClock.now + timeout
        var lastReport = ContinuousClock.now
        var lastLine = ""
        while process.isRunning && ContinuousClock.now < deadline && !isCancelled() {
            Thread.sleep(forTimeInterval: 0.1)
            guard ContinuousClock.now - lastReport >= .seconds(1) else { continue }
            lastReport = ContinuousClock.now
            if let line = Self.lastLine(ofFileAt: logPath), line != lastLine {
                lastLine = line
                progress(line)
            }
        }
        var status: Int32?
        if process.isRunning {
            Self.stop(process)
        } else {
            status = process.terminationStatus
        }
        let output = files.contents(atPath: logPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let tail = output.split(separator: "\n", omittingEmptySubsequences: false).suffix(40).joined(separator: "\n")
        return Outcome(status: status, messages: files.contents(atPath: messagesPath) ?? Data(), outputTail: tail)
    }

    /// Stops `process`: asks it to end (`SIGTERM`), and kills it if it has not within a few
    /// seconds, since a process can ignore the request (one started with `SIGTERM` ignored
    /// keeps it ignored).
    private static func stop(_ process: Process) {
        process.terminate()
        let deadline = ContinuousClock.now + .seconds(5)
        while process.isRunning && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// The last non-empty line of the file at `path`, read from its end.
    static func lastLine(ofFileAt path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd() else { return nil }
        try? handle.seek(toOffset: size > 4096 ? size - 4096 : 0)
        guard let data = try? handle.readToEnd() else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).last.map { String($0.prefix(300)) }
    }
}
