import CucumberMessages
import Foundation
import VerityFormatters
import VerityCodeCoverage

/// Living documentation: a static site of the requirements, from their Gherkin documents and,
/// optionally, the message streams of runs that prove them. `verity docs` writes it.
///
/// The site opens offline from `file://`: an `index.html` (the failures summary, each failure
/// linked to its scenario or outline row with the reason; coverage figures, features by
/// folder, tags with pass rates, rules with no example, examples never run, and the runs'
/// environment last), a page per feature under `features/` (its own failures first;
/// description, Background, rules, scenarios, outlines with their Examples tables and a status
/// per row, failing rows open, each step's status, duration and matched step definition,
/// errors, attachments), `steps.html` (every step definition with the steps that use it,
/// unused definitions, ambiguous and undefined steps with snippets), a page per issue key under
/// `issues/` (the requirements whose `@issue:KEY` tags name it, with their statuses), and the
/// runs' attachments under `attachments/`. When the runs recorded models (`VerityRequirements`),
/// `models.html` shows each model's states, actions and transitions with the examples that
/// reached them, and `gallery.html` each state as its renderer drew it. With the code coverage
/// of a run (`codeCoverage`), `coverage.html` shows line and function coverage per module and
/// per file, and the index sums it up beside the requirement and model coverage. Every page with examples has search, a tag-expression filter and a
/// status filter in a small inline script; a feature page's switch hides step definitions and
/// durations. Every page carries the project's name, ``title``, when it is set.
///
/// ```swift
/// var documentation = LivingDocumentation()
/// documentation.title = ProjectName.ofPackage()  // "Coffee"
/// documentation.addFeature(path: "Features/charges.feature", document: document)
/// documentation.addRun(named: "api", envelopes: try NDJSONDecoder().decode(data))
/// let summary = try documentation.write(toFolder: "build/docs")
/// print(summary.pageCount, summary.largestPageBytes)
/// ```
public struct LivingDocumentation: Sendable {
    private var documents: [(path: String, document: GherkinDocument)] = []
    private var runs: [(name: String, envelopes: [Envelope])] = []
    /// The project's name: the index page's title, and beside every other page's title;
    /// `nil` (the default) titles the site "Living documentation".
    public var title: String?
    /// The tracker's URL of an issue, linking `@issue:KEY` tags: `{id}` is replaced by the key
    /// (`https://jira.example.com/browse/{id}`), or the key is appended when there is no `{id}`.
    /// Whether set or not, each key gets a page listing the requirements that name it.
    public var issueURL: String?
    /// The code coverage of the tests, from llvm-cov's export; `nil` (the default) shows none.
    package var codeCoverage: CodeCoverageReport?

    /// Documentation of no feature yet.
    public init() {}

    /// Documents the feature file at `path` (shown as given, and matched to the runs' uris by
    /// its trailing path components).
    public mutating func addFeature(path: String, document: GherkinDocument) {
        documents.append((path, document))
    }

    /// Adds the messages of a run; `name` tells runs apart on the pages when there are several.
    public mutating func addRun(named name: String, envelopes: [Envelope]) {
        runs.append((name, envelopes))
    }

    /// What ``write(toFolder:)`` wrote.
    public struct Summary: Sendable, Equatable {
        /// HTML pages written.
        public var pageCount: Int
        /// Attachment files written.
        public var attachmentCount: Int
        /// The largest page, its path inside the folder and its size in bytes.
        public var largestPage: String
        /// The size of ``largestPage``.
        public var largestPageBytes: Int
    }

    /// The pages and attachments, by path inside the site.
    func files() -> [(path: String, data: Data)] {
        let evidence = runs.map { run in
            var index = TestRunIndex()
            for envelope in run.envelopes { index.add(envelope) }
            return RunEvidence(name: run.name, index: index)
        }
        let specification = Specification(documents: documents.sorted { $0.path < $1.path }, runs: evidence)
        let attachments = AttachmentFiles()
        let pages = specification.features.map(\.page)
        func links(_ page: DocumentationLinks.Page) -> DocumentationLinks {
            var links = DocumentationLinks.site(page, pages: pages, attachmentFile: attachments.path(for:))
            links.issues = IssueTags(urlTemplate: issueURL)
            return links
        }
        let kind = "Living documentation"
        let context = title.map { "\($0) · \(kind)" } ?? kind
        let models = ModelCoverageReport(specification)
        let rootLinks = links(.steps)
        let gallery = GallerySection(report: models, links: rootLinks)
        // NB: an issue's page sits one folder down, as a feature's does, and links as one.
        let issues = IssueSection(specification: specification, links: links(.feature))
        let issueEntries = issues.entries
        let navigation: (DocumentationLinks) -> [(label: String, href: String)] = { links in
            // NB: the Models and Gallery pages sit at the root, beside the index.
            let root = links.index.replacingOccurrences(of: "index.html", with: "")
            return [
                ("Features", links.index),
                ("Step definitions", links.stepsSection("top").replacingOccurrences(of: "#top", with: "")),
            ]
                + (models.isEmpty ? [] : [("Models", root + "models.html")])
                + (gallery.isEmpty ? [] : [("Gallery", root + "gallery.html")])
                + (codeCoverage == nil ? [] : [("Code coverage", root + "coverage.html")])
                + (issueEntries.isEmpty ? [] : [("Issues", links.index + "#issues")])
        }
        var files: [(path: String, data: Data)] = []
        let indexLinks = links(.index)
        var indexContent: [HTMLNode] = [FailuresSection(specification: specification, links: indexLinks).node()]
        // NB: the model coverage stands right after the requirement coverage, the index's first section.
        let indexSections = IndexSection(specification: specification, links: indexLinks).nodes()
        indexContent += indexSections.prefix(1)
        indexContent.append(ModelsSection(report: models, links: indexLinks).indexNode())
        if let codeCoverage { indexContent.append(CodeCoverageSection(report: codeCoverage).indexNode()) }
        indexContent += indexSections.dropFirst()
        indexContent.append(IssueSection(specification: specification, links: indexLinks).indexNode(issueEntries))
        indexContent.append(EnvironmentSection.node(for: specification.runs))
        files.append(
            (
                "index.html",
                Data(
                    DocumentationPage(
                        title: title ?? kind, context: title == nil ? nil : kind, navigation: navigation(indexLinks),
                        subtitle: specification.runs.isEmpty
                            ? [.element("p", [], [.text("From the feature files alone: no run given.")])]
                            : [
                                .element(
                                    "p", [], [.text("Runs: " + specification.runs.map(\.name).joined(separator: ", "))])
                            ],
                        content: indexContent
                    ).render().utf8)
            ))
        let featureLinks = links(.feature)
        let section = FeatureSection(specification: specification, links: featureLinks)
        let featureFailures = FailuresSection(specification: specification, links: featureLinks)
        for (number, feature) in specification.features.enumerated() {
            let name = feature.feature.name.isEmpty ? feature.path : feature.feature.name
            files.append(
                (
                    feature.page,
                    Data(
                        DocumentationPage(
                            title: "\(feature.feature.keyword): \(name)", context: context,
                            navigation: navigation(featureLinks),
                            hasDetailsToggle: true,
                            content: [featureFailures.node(onPageOf: number), section.node(for: number)]
                        ).render().utf8)
                ))
        }
        for (key, entries) in issueEntries {
            files.append(
                (
                    "issues/\(IssueTags.fileName(for: key)).html",
                    Data(
                        DocumentationPage(
                            title: "Issue \(key)", context: context, navigation: navigation(featureLinks),
                            content: issues.pageNodes(for: key, entries)
                        ).render().utf8)
                ))
        }
        let stepsLinks = links(.steps)
        files.append(
            (
                "steps.html",
                Data(
                    DocumentationPage(
                        title: "Step definitions", context: context, navigation: navigation(stepsLinks),
                        hasFilters: false,
                        content: [StepDefinitionSection(specification: specification, links: stepsLinks).node()]
                    ).render().utf8)
            ))
        if !models.isEmpty {
            files.append(
                (
                    "models.html",
                    Data(
                        DocumentationPage(
                            title: "Models", context: context, navigation: navigation(rootLinks), hasFilters: false,
                            content: ModelsSection(report: models, links: rootLinks).pageNodes(
                                hasGallery: !gallery.isEmpty)
                        ).render().utf8)
                ))
        }
        if !gallery.isEmpty {
            files.append(
                (
                    "gallery.html",
                    Data(
                        DocumentationPage(
                            title: "Gallery of states", context: context, navigation: navigation(rootLinks),
                            hasFilters: false, content: gallery.pageNodes()
                        ).render().utf8)
                ))
        }
        if let codeCoverage {
            files.append(
                (
                    "coverage.html",
                    Data(
                        DocumentationPage(
                            title: "Code coverage", context: context, navigation: navigation(rootLinks),
                            hasFilters: false, content: CodeCoverageSection(report: codeCoverage).pageNodes()
                        ).render().utf8)
                ))
        }
        return files + attachments.files
    }

    /// Writes the site into `folder` (created when missing; files of an earlier site with the
    /// same names are replaced).
    /// - Throws: the file system's error when a file cannot be written.
    @discardableResult
    public func write(toFolder folder: String) throws -> Summary {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        let manager = FileManager.default
        var summary = Summary(pageCount: 0, attachmentCount: 0, largestPage: "", largestPageBytes: 0)
        var folders = Set<String>()
        for file in files() {
            let url = root.appendingPathComponent(file.path)
            let parent = url.deletingLastPathComponent().path
            if folders.insert(parent).inserted {
                try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            }
            try SiteFileWriter.write(file.data, toPath: url.path)
            if file.path.hasSuffix(".html") && !file.path.hasPrefix("attachments/") {
                summary.pageCount += 1
                if file.data.count > summary.largestPageBytes {
                    (summary.largestPage, summary.largestPageBytes) = (file.path, file.data.count)
                }
            } else {
                summary.attachmentCount += 1
            }
        }
        return summary
    }
}
