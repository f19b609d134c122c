import ConformanceSupport
import Foundation
import TestFixtures

/// Gherkin inputs in a `good` and a `bad` folder: the project's own fixtures
/// (`Tests/Fixtures/Features`) for the unit tests, or the official Gherkin test data for the
/// conformance suites.
struct GherkinInputs: Sendable {
    /// The folder holding `good` and `bad`.
    var folder: URL
    /// The `uri` the expected messages of `name` in `good` or `bad` name it by.
    var uri: @Sendable (_ kind: String, _ name: String) -> String
    /// Whether `*.crlf.feature` files need their CRLF line endings restored (see `GherkinTestdata.bytes`).
    var restoresCRLF: Bool

    /// `Tests/Fixtures/Features`, whose expected messages use the uri `good/<name>`.
    static let fixtures = GherkinInputs(
        folder: Fixtures.url("Features"), uri: { "\($0)/\($1)" }, restoresCRLF: false)

    /// The official `gherkin/testdata`, whose expected messages use `../testdata/good/<name>`.
    static var conformance: GherkinInputs {
        GherkinInputs(folder: GherkinTestdata.folder, uri: { "../testdata/\($0)/\($1)" }, restoresCRLF: true)
    }

    /// Input file names (`.feature` and `.feature.md`) in `good` or `bad`, sorted.
    func inputs(_ kind: String) -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(kind).path)) ?? []
        return names.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }.sorted()
    }

    func path(_ kind: String, _ name: String) -> String {
        folder.appendingPathComponent(kind).appendingPathComponent(name).path
    }

    func bytes(_ kind: String, _ name: String) throws -> [UInt8] {
        if restoresCRLF { return try GherkinTestdata.bytes(kind, name) }
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(kind, name))))
    }

    func text(_ kind: String, _ name: String) throws -> String {
        String(decoding: try bytes(kind, name), as: UTF8.self)
    }
}
