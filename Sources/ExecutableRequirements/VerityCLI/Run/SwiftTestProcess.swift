import Foundation

/// Runs `swift test` with extra environment variables, sharing this process's standard
/// input, output and error, and reports its exit status.
struct SwiftTestProcess {
    /// The `swift` executable; `nil` finds `swift` on the PATH.
    var executable: String?
    var arguments: [String]
    var environment: [String: String]
    /// Which lines of standard output to pass on; `nil` shares standard output unfiltered.
    var keepsLine: ((Substring) -> Bool)? = nil

    /// Could not start the process.
    struct LaunchError: Error, CustomStringConvertible {
        var command: String
        var reason: String
        var description: String { "cannot run \(command): \(reason)" }
    }

    /// Runs to completion; a child killed by a signal gives 128 + the signal, as shells do.
    func run() throws -> Int32 {
        let process = Process()
        if let executable {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["test"] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift", "test"] + arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = keepsLine.map { _ in Pipe() }
        if let output { process.standardOutput = output }
        do {
            try process.run()
        } catch {
            throw LaunchError(command: executable ?? "swift", reason: error.localizedDescription)
        }
        if let output, let keepsLine { Self.passOn(output.fileHandleForReading, keeping: keepsLine) }
        process.waitUntilExit()
        switch process.terminationReason {
        case .exit: return process.terminationStatus
        case .uncaughtSignal: return 128 + process.terminationStatus
        @unknown default: return process.terminationStatus
        }
    }

    /// Copies `input` to standard output line by line, until it ends, leaving out the lines
    /// `keeps` rejects.
    ///
    /// NB: bytes wait until their line is complete, since a read may end inside a character
    /// (`✔` is three bytes) as well as inside a line.
    private static func passOn(_ input: FileHandle, keeping keeps: (Substring) -> Bool) {
        var pending: [UInt8] = []
        func write(_ bytes: ArraySlice<UInt8>) {
            let line = String(decoding: bytes, as: UTF8.self)
            guard keeps(line[...]) else { return }
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        while true {
            let chunk = input.availableData
            if chunk.isEmpty { break }
            pending += chunk
            guard let lastBreak = pending.lastIndex(of: UInt8(ascii: "\n")) else { continue }
            for line in pending[..<lastBreak].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                write(line)
            }
            pending.removeSubrange(...lastBreak)
        }
        if !pending.isEmpty { write(pending[...]) }
    }
}
