import CucumberMessages
import Foundation
import TestFixtures

@testable import VerityLivingDocs

/// A living-documentation site made in memory, with what the tests look for in its pages.
struct SiteFiles {
    var files: [String: Data]

    /// The site of the documents in `documentStreams` (their `gherkinDocument` messages, each
    /// documented at its uri, or at `prefix` + uri), with `runs` (name, stream) as evidence.
    init(documentsOf documentStreams: [String], prefix: String = "", runs: [(String, String)]) throws {
        var documentation = LivingDocumentation()
        for stream in documentStreams {
            for document in try Fixtures.envelopes(stream).compactMap(\.gherkinDocument) {
                documentation.addFeature(path: prefix + (document.uri ?? ""), document: document)
            }
        }
        for (name, stream) in runs {
            documentation.addRun(named: name, envelopes: try Fixtures.envelopes(stream))
        }
        self.init(documentation)
    }

    init(_ documentation: LivingDocumentation) {
        files = Dictionary(documentation.files().map { ($0.path, $0.data) }, uniquingKeysWith: { first, _ in first })
    }

    /// The text of the page at `path` ("" when there is none, which the tests then report).
    func page(_ path: String) -> String {
        files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The feature pages, by path.
    var featurePages: [String] { files.keys.filter { $0.hasPrefix("features/") }.sorted() }

    /// The one feature page whose path contains `name`.
    func featurePage(containing name: String) -> String {
        page(featurePages.first { $0.contains(name) } ?? "")
    }

    /// A site path resolved against the page at `from` (`../steps.html` from `features/a.html`).
    static func resolve(_ href: String, from page: String) -> String {
        var folders = page.split(separator: "/").dropLast().map(String.init)
        for part in href.split(separator: "/", omittingEmptySubsequences: false) {
            if part == ".." { _ = folders.popLast() } else if part != "." { folders.append(String(part)) }
        }
        return folders.joined(separator: "/")
    }
}
