import CucumberMessages
import Foundation
import Gherkin
import Requirements
import VerityFormatters
import VerityLivingDocs

/// The bank's living documentation, written for the browser checks: the bank's own feature
/// files, with the evidence of a run of them whose outcomes the checks know beforehand.
///
/// NB: the run uses two stand-in step definitions rather than the bank's suites (which live in
/// a test target of their own and need a server or a browser): every step passes except "the
/// charge is declined", which fails. So the documentation has passed and failed examples,
/// outline rows of both kinds, and step definitions to link to, from the real requirements.
/// `Scripts/docs.sh` documents the real runs of both suites.
struct BankDocumentation {
    /// The bank's package root: this file is `Tests/LivingDocumentationTests/…` below it.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let featuresFolder = packageRoot.appendingPathComponent("Tests/BankRequirementsTests/Features")

    /// The step the stand-in run fails.
    static let failingStep = "the charge is declined"

    /// Where the site was written.
    let folder: URL
    /// The bank's features, by path as documented (`Features/charges.feature`).
    let documents: [(path: String, document: GherkinDocument)]
    /// The stand-in run's messages.
    let envelopes: [Envelope]

    /// Writes the site into a new temporary folder.
    static func write() async throws -> BankDocumentation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bank-docs-\(UUID().uuidString)")
        var documents: [(String, GherkinDocument)] = []
        let names = try FileManager.default.contentsOfDirectory(atPath: featuresFolder.path).filter {
            $0.hasSuffix(".feature")
        }.sorted()
        for name in names {
            let bytes = Array(try Data(contentsOf: featuresFolder.appendingPathComponent(name)))
            let path = "Features/\(name)"
            guard let document = GherkinParser().parse(bytes: bytes, uri: path).document else {
                throw DocumentationProblem(description: "\(path) does not parse")
            }
            documents.append((path, document))
        }
        let suite = FeatureSuite(standInSteps, directory: featuresFolder.path, configuration: RunConfiguration())
        let result = await suite.run(RunConfiguration(), collectingEnvelopes: true)
        var documentation = LivingDocumentation()
        for (path, document) in documents { documentation.addFeature(path: path, document: document) }
        documentation.addRun(named: "stand-in", envelopes: result.envelopes)
        try documentation.write(toFolder: folder.path)
        // The same run's html report, which is drawn by the same code on one page.
        let report = try ReportConfiguration.makeFormatter(
            for: ReportDestination(format: .html, path: folder.appendingPathComponent("report.html").path))
        for envelope in result.envelopes { report.receive(envelope) }
        try report.finish()
        return BankDocumentation(folder: folder, documents: documents, envelopes: result.envelopes)
    }

    /// Passes every step but ``failingStep``.
    static let standInSteps = Steps<Void>(world: {}) { steps in
        steps.then(.regex("^\(failingStep)$")) { _ in
            throw DocumentationProblem(description: "the stand-in run fails this step on purpose")
        }
        steps.given(.regex("^(?!\(failingStep)$).*$")) { _ in }
    }

    /// The page of a site file, as a `file://` URL.
    func url(_ path: String) -> URL {
        folder.appendingPathComponent(path)
    }

    /// The page of the feature documented at `path`.
    func featurePage(_ path: String) -> URL {
        url("features/" + String(path.dropFirst("Features/".count).dropLast(".feature".count)) + ".html")
    }
}

/// Something the documentation checks could not arrange.
struct DocumentationProblem: Error, CustomStringConvertible {
    var description: String
}
