import ArgumentParser
import CucumberMessages
import Foundation
import Gherkin
import VerityFiles
import VerityFormatters
import VerityLivingDocs
import VerityCodeCoverage

/// `verity docs`: writes the living documentation, a static site of the feature files with the
/// proof of the runs behind each example.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write living documentation: a static site of the features, with the runs' results.",
        discussion: """
            FEATURES are .feature or .feature.md files, or folders searched recursively. Each \
            --messages names the NDJSON message stream of a run (VERITY_FORMAT=message:FILE); \
            a run is named after its file. Without one, every example is shown as not run. \
            The site (index.html, steps.html, features/, attachments/) opens from file:// with \
            no server. The site is titled with --title, or else with the package's name from \
            the Package.swift of the current folder (or the nearest folder above it). Files \
            that do not parse are reported and left out; the exit status is then 1. \
            --coverage names the code coverage of `swift test --enable-code-coverage` (the file \
            `swift test --show-codecov-path` prints): coverage.html then shows line and function \
            coverage per module (Sources/NAME) and per file, leaving out tests, .build (checked-out \
            dependencies, generated sources) and files outside the package, whose root is the \
            folder holding the file's .build (or else the current folder).
            """
    )

    @Argument(help: "Feature files or folders to document.") var features: [String]
    @Option(name: .customLong("messages"), help: "A run's message stream (NDJSON); repeat for several runs.")
    var messages: [String] = []
    @Option(name: .shortAndLong, help: "The folder to write the site into.") var output: String
    @Option(
        help:
            "The project's name, which titles the site (default: the name in the Package.swift of this folder or the nearest above)."
    )
    var title: String?
    @Option(
        help:
            "The tracker's URL of an issue, {id} standing for the key of an @issue:KEY tag (default: VERITY_ISSUE_URL)."
    )
    var issueURL: String?
    @Option(
        name: .customLong("coverage"),
        help: "The code coverage of the tests: the JSON that `swift test --enable-code-coverage` writes.")
    var coverage: String?
    @Option(
        name: .customLong("coverage-module"),
        help: "A module whose code coverage to show; repeat for several (default: every module of the package).")
    var coverageModules: [String] = []

    func run() throws {
        let (files, missing) = FeatureFileFinder().files(in: features)
        var problems = missing.map(\.description)
        var documentation = LivingDocumentation()
        documentation.title = title ?? ProjectName.ofPackage()
        documentation.issueURL = issueURL ?? ProcessInfo.processInfo.environment["VERITY_ISSUE_URL"]
        let parser = GherkinParser()
        for path in files {
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.read(path)
            } catch {
                problems.append(error.description)
                continue
            }
            switch parser.parse(bytes: bytes, uri: path, mediaType: SourceMediaTypeChoice(path: path).value) {
            case .success(let document): documentation.addFeature(path: path, document: document)
            case .failure(let errors): problems += errors.map { "\($0)" }
            }
        }
        var names = Set<String>()
        for path in messages {
            var envelopes = try MessageStreamFile.read(path)
            if let cutOff = CutOffRun(envelopes) {
                FileHandle.standardError.write(Data("verity docs: \(path): \(cutOff.summary)\n".utf8))
                envelopes += cutOff.closing
            }
            documentation.addRun(named: Self.runName(for: path, taken: &names), envelopes: envelopes)
        }
        if let coverage {
            let root = CodeCoverageReport.root(
                ofExportAt: coverage, currentFolder: FileManager.default.currentDirectoryPath)
            let report = try CodeCoverageReport(contentsOf: coverage, root: root, modules: coverageModules)
            if !report.modulesNotFound.isEmpty {
                let known =
                    report.modules.isEmpty ? "" : "; shown: " + report.modules.map(\.name).joined(separator: ", ")
                problems.append(
                    "\(coverage): no file of module \(report.modulesNotFound.joined(separator: ", ")) under \(root)\(known)"
                )
            }
            documentation.codeCoverage = report
        }
        let summary = try documentation.write(toFolder: output)
        print("\(output)/index.html: \(summary.pageCount) pages, \(summary.attachmentCount) attachments")
        guard problems.isEmpty else {
            FileHandle.standardError.write(Data(problems.map { $0 + "\n" }.joined().utf8))
            throw ExitCode(1)
        }
    }

    /// The file's name without `.ndjson`, made unique among the runs.
    static func runName(for path: String, taken: inout Set<String>) -> String {
        var base = URL(fileURLWithPath: path).lastPathComponent
        for suffix in [".ndjson", ".jsonl", ".json"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
            break
        }
        if base.isEmpty || base == "-" { base = "run" }
        var name = base
        var counter = 2
        while !taken.insert(name).inserted {
            name = "\(base) \(counter)"
            counter += 1
        }
        return name
    }
}
