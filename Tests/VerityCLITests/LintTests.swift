import ArgumentParser
import Foundation
import Testing

@testable import VerityCLI

@Suite("verity lint")
struct LintTests {
    /// The diagnostics the official `.errors.ndjson` of a bad file implies, as
    /// `path:line:column: message` lines.
    private func expectedLines(bad name: String, path: String) throws -> [String] {
        let text = try ConformanceFiles.text("bad", name + ".errors.ndjson")
        return try text.split(separator: "\n").map { line in
            let envelope = try JSONDecoder().decode(ErrorEnvelope.self, from: Data(line.utf8))
            let error = envelope.parseError
            // The official message starts with its own "(line:column): " prefix.
            let reason = error.message.replacing(#/^\(\d+:\d+\): /#, with: "")
            return "\(path):\(error.source.location.line):\(error.source.location.column ?? 0): \(reason)"
        }
    }

    private struct ErrorEnvelope: Decodable {
        struct ParseError: Decodable {
            struct Source: Decodable {
                struct Location: Decodable {
                    var line: Int
                    var column: Int?
                }
                var location: Location
            }
            var message: String
            var source: Source
        }
        var parseError: ParseError
    }

    @Test("each error of a bad file is printed as path:line:column: message", arguments: ConformanceFiles.inputs("bad"))
    func badFile(name: String) throws {
        let path = ConformanceFiles.path("bad", name)
        let report = Linter().lint(paths: [path])
        #expect(report.diagnostics.map(\.description) == (try expectedLines(bad: name, path: path)))
        #expect(report.hasErrors)
    }

    @Test("a folder is linted recursively, every good file passes and every bad file fails")
    func folders() {
        let good = Linter().lint(paths: [ConformanceFiles.testdata.appendingPathComponent("good").path])
        #expect(good.filesChecked == 44 && good.diagnostics.isEmpty, "\(good.diagnostics)")
        let all = Linter().lint(paths: [ConformanceFiles.testdata.path])
        #expect(all.filesChecked == 54)
        #expect(Set(all.diagnostics.map { URL(fileURLWithPath: $0.path).lastPathComponent }) == Set(ConformanceFiles.inputs("bad")))
    }

    @Test("the command exits non-zero when any file has an error and zero otherwise")
    func exitStatus() throws {
        let bad = try LintCommand.parse([ConformanceFiles.path("bad", "not_gherkin.feature")])
        #expect(throws: ExitCode(1)) { try bad.run() }
        let good = try LintCommand.parse([ConformanceFiles.path("good", "minimal.feature")])
        #expect(throws: Never.self) { try good.run() }
    }

    @Test("a missing path is an error")
    func missingPath() {
        let report = Linter().lint(paths: ["/nonexistent/features"])
        #expect(report.diagnostics.map(\.description) == ["/nonexistent/features:0:0: no such file or directory"])
    }

    @Test("progress is drawn on one rewritten line and cleared, only for many files")
    func progress() {
        let sink = MemorySink()
        let reporter = ProgressReporter(sink: sink, verb: "Linting", minimumFiles: 3)
        reporter.start(total: 3)
        for _ in 0..<3 { reporter.advance() }
        reporter.finish()
        #expect(sink.text.hasPrefix("\rLinting 1/3") && sink.text.contains("\rLinting 3/3") && sink.text.hasSuffix("\r\u{1B}[K"))
        let quiet = MemorySink()
        let few = ProgressReporter(sink: quiet, verb: "Linting", minimumFiles: 3)
        few.start(total: 2)
        few.advance()
        few.finish()
        #expect(quiet.bytes.isEmpty)
    }
}
