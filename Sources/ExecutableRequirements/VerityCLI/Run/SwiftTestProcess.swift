import Foundation

/// Runs `swift test` with extra environment variables, sharing this process's standard
/// input, output and error, and reports its exit status.
struct SwiftTestProcess {
    /// The `swift` executable; `nil` finds `swift` on the PATH.
    var executable: String?
    var arguments: [String]
    var environment: [String: String]

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
        do {
            try process.run()
        } catch {
            throw LaunchError(command: executable ?? "swift", reason: error.localizedDescription)
        }
        process.waitUntilExit()
        switch process.terminationReason {
        case .exit: return process.terminationStatus
        case .uncaughtSignal: return 128 + process.terminationStatus
        @unknown default: return process.terminationStatus
        }
    }
}
