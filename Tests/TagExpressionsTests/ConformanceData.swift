import ConformanceSupport
import Foundation
import Testing
import Yams

/// Locates and loads the official tag-expression test data.
enum ConformanceData {
    /// `VERITY_CONFORMANCE_DIR`, or `../shared/conformance` beside the package root.
    static var root: URL { ConformanceDirectory.root }

    static var testdata: URL {
        root.appendingPathComponent("tag-expressions/testdata")
    }

    /// The list of cases in one YAML file, as plain dictionaries; empty when unreadable
    /// (the suite's file-presence test reports that case).
    static func cases(in file: String) -> [[String: Any]] {
        let url = testdata.appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8),
            let list = try? Yams.load(yaml: text) as? [[String: Any]]
        else { return [] }
        return list
    }
}

/// One YAML case, named by its file and position so a failure says where it came from.
struct TagCase: CustomTestStringConvertible, Sendable {
    let file: String
    let index: Int
    let expression: String
    let formatted: String?
    let error: String?
    let checks: [Check]

    struct Check: Sendable {
        let variables: [String]
        let result: Bool
    }

    var testDescription: String { "\(file)#\(index): \(expression)" }

    static func load(_ file: String) -> [TagCase] {
        ConformanceData.cases(in: file).enumerated().map { index, entry in
            let tests = (entry["tests"] as? [[String: Any]] ?? []).map {
                Check(variables: $0["variables"] as? [String] ?? [], result: $0["result"] as? Bool ?? false)
            }
            return TagCase(
                file: file, index: index, expression: entry["expression"] as? String ?? "",
                formatted: entry["formatted"] as? String, error: entry["error"] as? String, checks: tests
            )
        }
    }
}
