import Foundation
import Testing

/// The Swift compiler beside the one that built these tests, to compile what snippets say.
struct SwiftCompiler {
    let executable: URL

    static let missingReason: Testing.Comment = "swiftc is not on PATH: the snippet compile checks need it"
    static let missingModulesReason: Testing.Comment =
        "the built Requirements module was not found beside the test binary or in .build/debug/Modules"

    static func find() -> SwiftCompiler? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return SwiftCompiler(executable: candidate)
            }
        }
        return nil
    }

    /// Where the Requirements module this test binary was built with lives.
    static func requirementsModules(filePath: String = #filePath) -> URL? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates = [binary.deletingLastPathComponent().appendingPathComponent("Modules")]
        // NB: the caller is a file in Tests/RequirementsTests/<folder>/: four levels below the root.
        var root = URL(fileURLWithPath: filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        candidates.append(root.appendingPathComponent(".build/debug/Modules"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("Requirements.swiftmodule").path)
        }
    }

    /// Compiles and runs `program`; its standard output.
    func run(_ program: String) async throws -> String {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("main.swift")
        try program.write(to: source, atomically: true, encoding: .utf8)
        let binary = folder.appendingPathComponent("main")
        _ = try await invoke(executable, ["-Onone", source.path, "-o", binary.path])
        return try await invoke(binary, [])
    }

    /// Type-checks `files` as one module named `moduleName`, against the modules in `modules`.
    func typeCheck(files: [URL], moduleName: String, modules: URL) async throws -> String {
        try await invoke(
            executable,
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", moduleName, "-I", modules.path]
                + files.map(\.path))
    }

    /// Type-checks `file` against the modules in `modules`.
    func typeCheck(_ file: String, modules: URL) async throws -> String {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Snippets.swift")
        try file.write(to: source, atomically: true, encoding: .utf8)
        return try await invoke(executable, ["-typecheck", "-swift-version", "6", "-I", modules.path, source.path])
    }

    /// A new empty folder for one compilation's files.
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verity-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func invoke(_ program: URL, _ arguments: [String]) async throws -> String {
        // NB: output goes to files, not pipes: a compiler with pages of errors fills a pipe's
        // buffer and waits for a reader, while we wait for it to exit.
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("stdout")
        let errorFile = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile)
        let errors = try FileHandle(forWritingTo: errorFile)
        defer {
            try? output.close()
            try? errors.close()
        }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // NB: waited for on a thread of its own, not one of the few the whole test run's async
        // work shares: the compiler runs for tens of seconds.
        await withCheckedContinuation { (exited: CheckedContinuation<Void, Never>) in
            Thread {
                process.waitUntilExit()
                exited.resume()
            }.start()
        }
        guard process.terminationStatus == 0 else {
            let complaints = (try? Data(contentsOf: errorFile)) ?? Data()
            throw CompilerFailure(
                description: "\(program.lastPathComponent) \(arguments.joined(separator: " ")) failed:\n"
                    + String(decoding: complaints.prefix(4_000), as: UTF8.self))
        }
        return String(decoding: try Data(contentsOf: outputFile), as: UTF8.self)
    }
}

struct CompilerFailure: Error, CustomStringConvertible {
    let description: String
}
