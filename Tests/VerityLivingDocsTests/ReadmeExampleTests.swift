import CucumberMessages
import Foundation
import TestFixtures
import Testing
import VerityLivingDocs

/// The living-documentation example of Documentation/Requirements.md, run as written (with the
/// files in a temporary folder).
@Suite("README: living documentation example")
struct ReadmeExampleTests {
    @Test("write the living documentation of a feature with the evidence of a run")
    func livingDocumentation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try Fixtures.stream("arguments")
        let document = try #require(try Fixtures.envelopes("arguments").compactMap(\.gherkinDocument).first)

        var documentation = LivingDocumentation()
        documentation.addFeature(path: "Features/charges.feature", document: document)
        documentation.addRun(named: "api", envelopes: try NDJSONDecoder().decode(data))
        let summary = try documentation.write(toFolder: folder.appendingPathComponent("build/docs").path)

        #expect(summary.pageCount == 3, "index, steps and the feature's page")
        #expect(summary.largestPageBytes > 0)
    }
}
