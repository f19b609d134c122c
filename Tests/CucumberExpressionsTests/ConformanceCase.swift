import ConformanceSupport
import Foundation
import Testing
import Yams

/// One official YAML case file, named by its folder and file so a failure says where it is.
struct ConformanceCase: CustomTestStringConvertible, Sendable {
    let folder: String
    let file: String
    let url: URL

    var testDescription: String { "\(folder)/\(file)" }

    /// `VERITY_CONFORMANCE_DIR`, or `../shared/conformance` beside the package root.
    static var root: URL { ConformanceDirectory.root }

    static func folderURL(_ folder: String) -> URL {
        root.appendingPathComponent("cucumber-expressions/testdata").appendingPathComponent(folder)
    }

    /// Every `*.yaml` file of a testdata folder, sorted by name.
    static func all(in folder: String) -> [ConformanceCase] {
        let directory = folderURL(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map {
            ConformanceCase(folder: folder, file: $0, url: directory.appendingPathComponent($0))
        }
    }

    /// The case's YAML document as plain dictionaries.
    func document() throws -> [String: Any] {
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let document = try Yams.load(yaml: text) as? [String: Any] else {
            throw CaseError("\(testDescription): not a YAML mapping")
        }
        return document
    }
}

struct CaseError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
