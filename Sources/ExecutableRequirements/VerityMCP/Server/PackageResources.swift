import Foundation
import VerityFiles
import VerityJSON
import VerityWorkspace

/// The package's resources, as `resources/list` and `resources/read` give them: each feature
/// file (`file://` URI, read as text), and the report of the last `run_scenarios` run
/// (`verity://runs/last`) once there is one.
///
/// ```swift
/// let resources = PackageResources(index: index)
/// resources.list()                                   // [{"uri":"file:///work/shop/…/cart.feature", …}, …]
/// try resources.read("verity://runs/last")           // {"contents":[{"uri":…,"text":"failed  …"}]}
/// ```
package struct PackageResources {
    /// The URI of the last run's report.
    package static let lastRunURI = "verity://runs/last"

    /// The package read.
    package var index: RequirementsIndex

    /// The resources of `index`'s package.
    package init(index: RequirementsIndex) {
        self.index = index
    }

    /// The `resources/list` result.
    package func list() -> JSONValue {
        var resources: [JSONValue] = ((try? index.featureFiles(in: [])) ?? []).map { path in
            .object([
                "uri": .string(FileURI.uri(ofPath: path)), "name": .string(index.root.relative(path)),
                "mimeType": .string(Self.mimeType(of: path)),
            ])
        }
        if FileManager.default.fileExists(atPath: SwiftTestRun.messagesPath(inPackage: index.root.path)) {
            resources.append(
                .object([
                    "uri": .string(Self.lastRunURI), "name": .string("last-run"),
                    "title": .string("The last run_scenarios run"), "mimeType": .string("text/plain"),
                ]))
        }
        return .object(["resources": .array(resources)])
    }

    /// The `resources/read` result for `uri`.
    ///
    /// - Throws: ``ResponseError``: invalid params for a file outside the package or that is not a
    ///   feature file; resource not found (-32002) for one that does not exist.
    package func read(_ uri: String) throws(ResponseError) -> JSONValue {
        if uri == Self.lastRunURI {
            guard let data = FileManager.default.contents(atPath: SwiftTestRun.messagesPath(inPackage: index.root.path))
            else {
                throw Self.notFound(uri)
            }
            let features = (try? index.featureFiles(in: [])) ?? []
            let report = RunReport(ndjson: data) { uri, line in
                "\(RunScenariosTool.displayPath(uri, root: index.root, features: features)):\(line)"
            }
            return Self.contents(uri: uri, mimeType: "text/plain", text: report.lines.joined(separator: "\n"))
        }
        guard let path = FileURI.path(of: uri) else {
            throw .invalidParams("\(uri) is not a resource of this server: read a file:// URI from resources/list")
        }
        let resolved: String
        do {
            resolved = try index.root.resolve(path)
        } catch {
            throw .invalidParams(error.message)
        }
        guard FeatureFileFinder.isFeatureFile(resolved) else {
            throw .invalidParams(
                "\(index.root.relative(resolved)) is not a feature file; only feature files are resources")
        }
        guard let data = FileManager.default.contents(atPath: resolved) else { throw Self.notFound(uri) }
        return Self.contents(
            uri: uri, mimeType: Self.mimeType(of: resolved), text: String(decoding: data, as: UTF8.self))
    }

    /// A `resources/read` result holding `text`.
    private static func contents(uri: String, mimeType: String, text: String) -> JSONValue {
        .object([
            "contents": .array([
                .object(["uri": .string(uri), "mimeType": .string(mimeType), "text": .string(text)])
            ])
        ])
    }

    /// The protocol's "resource not found" error.
    private static func notFound(_ uri: String) -> ResponseError {
        ResponseError(code: -32002, message: "Resource not found", data: .object(["uri": .string(uri)]))
    }

    /// Markdown for `.feature.md`, Gherkin for the others.
    private static func mimeType(of path: String) -> String {
        path.hasSuffix(".md") ? "text/markdown" : "text/x-gherkin"
    }
}
