import Foundation

/// Runs the Swift compiler's type checker on snippets that use the test target's own modules,
/// so that a claim that some misuse is a compile error is a test that runs, not a comment.
///
/// Each check type-checks two snippets: the misuse, which must fail with the diagnostic the
/// test names, and a near-identical valid use, which must type-check. The valid twin keeps the
/// check from passing by accident: a misspelt name, a missing import or a module the compiler
/// cannot find fails both, and the check reports the twin's errors instead of passing.
///
/// ```swift
/// @Test func anActionOfAnotherStateCannotBeCalled() throws {
///     try TypeChecker().expectFailure(
///         "func misuse(_ door: Door) { door.open() }",
///         diagnostic: "value of type 'Door' has no member 'open'",
///         whereas: "func use(_ door: Door) { door.closed?.open() }",
///         importing: ["Verity", "@testable MyAppTests"]
///     )
/// }
/// ```
///
/// **Finding the compiler.** `VERITY_SWIFTC` if set; on Apple platforms `xcrun --find swiftc`
/// (with `xcrun --show-sdk-path` for the SDK); otherwise the first `swiftc` on `PATH` (on Linux,
/// the toolchain's, which `swift test` puts there). With none, the check fails with a message
/// naming these places: it never passes for want of a compiler.
///
/// **Finding the modules.** `VERITY_TYPECHECK_SEARCH_PATHS` (a `:`-separated list) if set;
/// otherwise the build folder of the running test binary: SwiftPM's `.build/<triple>/debug`
/// (its `Modules` folder holds each target's `.swiftmodule`) or Xcode's
/// `Build/Products/<configuration>` (each module beside the `.xctest` bundle). The snippet sees
/// what the test target's own code sees, built by the same build that built the tests; a test
/// target's internal declarations are visible with `@testable` (debug builds enable testing).
///
/// Each check starts the compiler twice and blocks the calling thread until both return.
public struct TypeChecker: Sendable {
    /// Why a check could not run at all (no compiler, no modules); a check that runs and finds
    /// the snippets behaving otherwise than expected records a test failure instead.
    public struct Unavailable: Error, Sendable, CustomStringConvertible {
        /// What is missing and where it was looked for.
        public let description: String
    }

    /// The compiler the checks run.
    public let compiler: URL
    /// The folders passed to the compiler with `-I` (and `-F` on Apple platforms).
    public let searchPaths: [URL]
    /// The SDK passed with `-sdk`, on Apple platforms.
    public let sdk: String?

    /// Finds the compiler and the build folder of the running tests as the type documents.
    ///
    /// - Throws: `Unavailable` when no compiler or no build folder is found, saying where it
    ///   looked, so that a test without a compiler fails rather than passes.
    public init() throws(Unavailable) {
        let environment = ProcessInfo.processInfo.environment
        guard let compiler = Self.findCompiler(environment) else {
            throw Unavailable(
                description: "No Swift compiler found for the type-check test: set VERITY_SWIFTC to swiftc's path, "
                    + "or put swiftc on PATH (on Apple platforms, `xcrun --find swiftc` must answer)."
            )
        }
        let paths: [URL]
        if let listed = environment["VERITY_TYPECHECK_SEARCH_PATHS"], !listed.isEmpty {
            paths = listed.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        } else if let found = Self.findBuildFolder() {
            paths = found
        } else {
            throw Unavailable(
                description: "No build folder with Swift modules found beside the running test binary "
                    + "(\(Self.binaryLocations().map(\.path).joined(separator: ", "))): "
                    + "set VERITY_TYPECHECK_SEARCH_PATHS to the folder holding the test target's .swiftmodule files."
            )
        }
        #if canImport(Darwin)
        let sdk = Self.output(of: "/usr/bin/xcrun", ["--show-sdk-path"])
        #else
        let sdk: String? = nil
        #endif
        self.init(compiler: compiler, searchPaths: paths, sdk: sdk)
    }

    /// Uses the compiler, module folders and SDK given.
    public init(compiler: URL, searchPaths: [URL], sdk: String? = nil) {
        self.compiler = compiler
        self.searchPaths = searchPaths
        self.sdk = sdk
    }

    /// Checks that `invalid` fails to type-check with an error containing `diagnostic`, and
    /// that `valid` type-checks. Both are compiled as the body of a file that first imports
    /// `modules` (write `@testable Module` for a test target's internals).
    ///
    /// Records a test failure, at the caller's line, when `invalid` type-checks, when it fails
    /// with other errors only (naming them), or when `valid` fails (the check would otherwise
    /// prove nothing).
    ///
    /// - Throws: `Unavailable` when the compiler cannot be started.
    public func expectFailure(
        _ invalid: String,
        diagnostic: String,
        whereas valid: String,
        importing modules: [String],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws(Unavailable) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let twin = try typeCheck(valid, importing: modules)
        if !twin.succeeded {
            recordFailure(
                "The valid snippet does not type-check, so the check of the invalid one would prove nothing:\n"
                    + twin.errors.joined(separator: "\n"),
                at: site
            )
            return
        }
        let result = try typeCheck(invalid, importing: modules)
        if result.succeeded {
            recordFailure(
                "The snippet type-checks, but it was expected to fail with \"\(diagnostic)\":\n\(invalid)",
                at: site
            )
        } else if !result.errors.contains(where: { $0.contains(diagnostic) }) {
            recordFailure(
                "The snippet fails to type-check, but not with \"\(diagnostic)\"; its errors:\n"
                    + result.errors.joined(separator: "\n"),
                at: site
            )
        }
    }

    /// What one run of the type checker said.
    public struct Result: Sendable {
        /// Whether the compiler exited successfully.
        public let succeeded: Bool
        /// The compiler's error lines, without the temporary file's path.
        public let errors: [String]
        /// Everything the compiler printed.
        public let output: String
    }

    /// Type-checks `snippet` after importing `modules`, and returns what the compiler said.
    ///
    /// - Throws: `Unavailable` when the compiler cannot be started.
    public func typeCheck(_ snippet: String, importing modules: [String]) throws(Unavailable) -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("verity-typecheck-\(UUID().uuidString)", isDirectory: true)
        let file = folder.appendingPathComponent("Snippet.swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = modules.map { module in
            module.hasPrefix("@testable ") ? "@testable import \(module.dropFirst(10))" : "import \(module)"
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (source + [snippet]).joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        } catch {
            throw Unavailable(description: "Could not write the snippet to \(file.path): \(error)")
        }
        var arguments = ["-typecheck", "-swift-version", "6"]
        for path in searchPaths {
            arguments += ["-I", path.path]
            #if canImport(Darwin)
            arguments += ["-F", path.path]
            #endif
        }
        if let sdk { arguments += ["-sdk", sdk] }
        arguments.append(file.path)
        let (status, output) = try Self.run(compiler, arguments)
        let errors = output.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: ": error: ") else { return nil }
            return "error: " + line[range.upperBound...]
        }
        return Result(succeeded: status == 0, errors: errors, output: output)
    }

    // MARK: Finding the compiler and the modules

    private static func findCompiler(_ environment: [String: String]) -> URL? {
        if let given = environment["VERITY_SWIFTC"], !given.isEmpty {
            return URL(fileURLWithPath: given)
        }
        #if canImport(Darwin)
        if let found = output(of: "/usr/bin/xcrun", ["--find", "swiftc"]) {
            return URL(fileURLWithPath: found)
        }
        #endif
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }

    /// Where the running test code was loaded from: the executable, and any `.xctest` bundle.
    private static func binaryLocations() -> [URL] {
        var locations: [URL] = []
        #if os(Linux)
        locations.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())
        #endif
        if let executable = Bundle.main.executableURL {
            locations.append(executable)
        }
        locations += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        return locations
    }

    /// The first folder above a test binary that holds `.swiftmodule` files: in a `Modules`
    /// subfolder (SwiftPM) or directly (Xcode's products folder).
    private static func findBuildFolder() -> [URL]? {
        for location in binaryLocations() {
            var folder = location.deletingLastPathComponent()
            for _ in 0..<5 {
                let modules = folder.appendingPathComponent("Modules", isDirectory: true)
                if holdsModules(modules) { return [modules, folder] }
                if holdsModules(folder) { return [folder] }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }

    private static func holdsModules(_ folder: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { $0.hasSuffix(".swiftmodule") }
    }

    // MARK: Running a process

    private static func run(_ executable: URL, _ arguments: [String]) throws(Unavailable) -> (Int32, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw Unavailable(description: "Could not start the Swift compiler at \(executable.path): \(error)")
        }
        // NB: read before waiting, or a compiler printing more than a pipe holds never exits.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static func output(of executable: String, _ arguments: [String]) -> String? {
        guard let (status, text) = try? run(URL(fileURLWithPath: executable), arguments), status == 0 else {
            return nil
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
