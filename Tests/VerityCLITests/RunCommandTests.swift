import ArgumentParser
import Foundation
import Testing

@testable import VerityCLI

// NB: serialized, because every test that runs the command writes the same options file,
// `.build/verity/run-options` in the current directory, which a fake `swift` then reads.
@Suite("verity run", .serialized)
struct RunCommandTests {
    @Test("every option maps to its VERITY_* variable")
    func mapsOptionsToEnvironment() throws {
        let command = try RunCommand.parse([
            "--format", "junit:build/junit.xml", "--format", "progress", "--tags", "@smoke and not @slow",
            "--name", "^Checkout", "--location", "Features/a.feature:12", "--location", "Features/b.feature",
            "--dry-run", "--fail-fast", "--retry", "2", "--retry-tag-filter", "@flaky", "--order", "random:42",
            "--shard", "2/4",
            "--shard-timings", "last.ndjson", "--shard-timings", "junit.xml",
            "--no-strict", "--serial", "--step-timeout", "2.5", "--allow-empty", "--quiet",
        ])
        #expect(
            command.environment == [
                "VERITY_FORMAT": "junit:build/junit.xml,progress",
                "VERITY_TAGS": "@smoke and not @slow",
                "VERITY_NAME": "^Checkout",
                "VERITY_LOCATIONS": "Features/a.feature:12,Features/b.feature",
                "VERITY_DRY_RUN": "1",
                "VERITY_FAIL_FAST": "1",
                "VERITY_RETRY": "2",
                "VERITY_RETRY_TAGS": "@flaky",
                "VERITY_ORDER": "random:42",
                "VERITY_SHARD": "2/4",
                "VERITY_SHARD_TIMINGS": "last.ndjson,junit.xml",
                "VERITY_STRICT": "0",
                "VERITY_PARALLEL": "0",
                "VERITY_STEP_TIMEOUT": "2.5",
                "VERITY_ALLOW_EMPTY": "1",
                "VERITY_QUIET": "1",
            ])
    }

    @Test("options left out set no variable, so the runner's defaults apply")
    func defaultsSetNothing() throws {
        #expect(try RunCommand.parse([]).environment.isEmpty)
    }

    @Test("arguments after -- go to swift test unchanged")
    func passesThroughArguments() throws {
        let command = try RunCommand.parse(["--tags", "@a", "--", "--filter", "Checkout", "--parallel"])
        #expect(command.swiftTestArguments == ["--filter", "Checkout", "--parallel"])
    }

    @Test(
        "bad values are rejected before swift test starts",
        arguments: [
            ["--format", "xunit:a.xml"], ["--retry", "-1"], ["--order", "shuffle"], ["--order", "random:x"],
            ["--shard", "0/4"], ["--shard", "5/4"], ["--shard", "2"], ["--step-timeout", "0"],
            ["--step-timeout", "soon"],
        ])
    func rejectsBadValues(arguments: [String]) {
        #expect(throws: (any Error).self) { try RunCommand.parse(arguments) }
    }

    /// A stand-in for `swift` in a new folder: a shell script whose `body` writes to `record`.
    private struct FakeSwift {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-run-\(UUID().uuidString)")
        var record: String { folder.appendingPathComponent("record.txt").path }
        var script: String { folder.appendingPathComponent("swift").path }

        init(_ body: (_ record: String) -> String) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try ("#!/bin/sh\n" + body(record)).write(toFile: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        }

        func recorded() throws -> String { try String(contentsOfFile: record, encoding: .utf8) }
        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test("runs swift test with the options in the file VERITY_RUN_OPTIONS names, and exits with its status")
    func runsSwiftTest() throws {
        let swift = try FakeSwift { record in
            """
            echo "$@" > '\(record)'
            echo "$VERITY_RUN_OPTIONS" >> '\(record)'
            cat "$VERITY_RUN_OPTIONS" >> '\(record)'
            exit 3
            """
        }
        defer { swift.remove() }
        let command = try RunCommand.parse([
            "--tags", "@a", "--retry", "1", "--swift-executable", swift.script, "--", "--filter", "X",
        ])
        #expect(throws: ExitCode(3)) { try command.run() }
        let file = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
            ".build/verity/run-options"
        ).path
        #expect(try swift.recorded() == "test --filter X\n\(file)\nVERITY_RETRY=1\nVERITY_TAGS=@a\n")
    }

    @Test("other options leave the environment of swift test as it was, so that SwiftPM does not re-plan the build")
    func optionsLeaveTheEnvironmentAlone() throws {
        let swift = try FakeSwift { record in "env | grep -v '^_=' | sort > '\(record)'\n" }
        defer { swift.remove() }
        try RunCommand.parse(["--tags", "@a", "--swift-executable", swift.script]).run()
        let first = try swift.recorded()
        try RunCommand.parse(["--tags", "@b and not @c", "--order", "reverse", "--swift-executable", swift.script])
            .run()
        #expect(try swift.recorded() == first)
        #expect(first.contains("VERITY_RUN_OPTIONS="))
        #expect(!first.contains("VERITY_TAGS=@a"))
    }

    /// A feature file in a new folder whose Rule has no example: an error of the quality rules.
    private static func ruleWithoutExamples() throws -> (folder: URL, file: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("empty-rule.feature").path
        try "Feature: F\n  Rule: R\n".write(toFile: file, atomically: true, encoding: .utf8)
        return (folder, file)
    }

    @Test("--lint error stops the run before swift test on an error of the quality rules")
    func lintErrorStopsTheRun() throws {
        let swift = try FakeSwift { record in "echo ran > '\(record)'\n" }
        let (folder, file) = try Self.ruleWithoutExamples()
        defer {
            swift.remove()
            try? FileManager.default.removeItem(at: folder)
        }
        let command = try RunCommand.parse([
            "--lint", "error", "--location", file + ":2", "--swift-executable", swift.script,
        ])
        #expect(throws: ExitCode(1)) { try command.run() }
        #expect(!FileManager.default.fileExists(atPath: swift.record), "swift test did not start")
    }

    @Test("--lint warn prints the findings and runs")
    func lintWarnRuns() throws {
        let swift = try FakeSwift { record in "echo ran > '\(record)'\n" }
        let (folder, file) = try Self.ruleWithoutExamples()
        defer {
            swift.remove()
            try? FileManager.default.removeItem(at: folder)
        }
        try RunCommand.parse(["--lint", "warn", "--location", file, "--swift-executable", swift.script]).run()
        #expect(try swift.recorded() == "ran\n")
    }

    @Test("VERITY_LINT chooses the mode when --lint does not; another value is refused")
    func lintModeFromTheEnvironment() throws {
        #expect(try LintMode.resolve(option: nil, environment: ["VERITY_LINT": "warn"]) == .warn)
        #expect(try LintMode.resolve(option: .error, environment: ["VERITY_LINT": "warn"]) == .error)
        #expect(try LintMode.resolve(option: nil, environment: [:]) == nil)
        #expect(throws: ValidationError.self) { try LintMode.resolve(option: nil, environment: ["VERITY_LINT": "on"]) }
        #expect(RunCommand.file(ofLocation: "Features/a.feature:12") == "Features/a.feature")
        #expect(RunCommand.file(ofLocation: "Features/a.feature") == "Features/a.feature")
    }

    @Test("an option of more than one line is refused, since each travels as a line")
    func multilineOptionIsRefused() throws {
        #expect(throws: (any Error).self) { try RunCommand.parse(["--name", "a\nb"]) }
    }
}
