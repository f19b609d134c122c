import Foundation
import Testing

@testable import VerityWorkspace

/// The scanner on the repository's own step-definition files, against an oracle that reads
/// them another way: line by line, the calls `.given("…")`, `.when("…")`, `.then("…")` and
/// `.step("…")` written on one line with a plain literal (no escape, no quote inside), outside
/// comments and multi-line string literals.
@Suite("Scan of the repository's step definitions")
struct RepositoryStepsScanTests {
    /// The repository's root.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A definition as both readings give it: its 0-based line and its pattern.
    private struct Found: Hashable, CustomStringConvertible {
        var line: Int
        var pattern: String
        var description: String { "\(line + 1): \(pattern)" }
    }

    /// What the oracle finds: one-line calls with a plain literal, outside comments and `"""` literals.
    private static func oracle(_ text: String) -> Set<Found> {
        let call = /\.(?:given|when|then|step)\("([^"\\]*)"\)/
        var found: Set<Found> = []
        var inMultilineLiteral = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let delimiters = line.ranges(of: "\"\"\"").count
            defer { if delimiters % 2 == 1 { inMultilineLiteral.toggle() } }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !inMultilineLiteral, delimiters == 0, !trimmed.hasPrefix("//"), !trimmed.hasPrefix("*"),
                !trimmed.hasPrefix("/*")
            else { continue }
            let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            // NB: a call inside another string literal (a test's Swift source) is no definition.
            guard !code.contains("\\\"") else { continue }
            for match in code.matches(of: call) { found.insert(Found(line: index, pattern: String(match.output.1))) }
        }
        return found
    }

    @Test(
        "Every one-line step definition of the repository's tests and examples is found on its line, with its pattern")
    func repositorySteps() throws {
        let folders = ["Tests", "Examples"].map { Self.root.appendingPathComponent($0).path }
        var compared = 0
        for folder in folders {
            guard let files = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let relative as String in files
            where relative.hasSuffix(".swift") && !relative.contains(".build/")
                && !relative.hasPrefix("VerityLanguageServerTests/") && !relative.hasPrefix("VerityMCPTests/")
                && !relative.hasPrefix("VerityWorkspaceTests/")
            {
                let path = folder + "/" + relative
                let text = try String(contentsOfFile: path, encoding: .utf8)
                let expected = Self.oracle(text)
                guard !expected.isEmpty else { continue }
                let scanned = Set(
                    SwiftStepScanner.scan(text, path: path).stepDefinitions.compactMap { site -> Found? in
                        let range = site.location.range
                        guard range.start.line == range.end.line, !site.pattern.contains("\""),
                            !site.pattern.contains("\\"), site.syntax == .cucumberExpression
                        else { return nil }
                        // NB: the oracle reads plain `"…"` literals only; a raw one (`#"…"#`) is left out.
                        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[range.start.line]
                        guard line.contains("." + site.keyword.rawValue + "(\"" + site.pattern + "\")") else {
                            return nil
                        }
                        return Found(line: range.start.line, pattern: site.pattern)
                    })
                #expect(
                    scanned == expected,
                    "\(relative): only the scan finds \(scanned.subtracting(expected).sorted { $0.line < $1.line }), only the oracle \(expected.subtracting(scanned).sorted { $0.line < $1.line })"
                )
                compared += expected.count
            }
        }
        #expect(compared > 300, "only \(compared) definitions compared")
    }
}
