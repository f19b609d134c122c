import Foundation

/// Locates the shared Cucumber conformance data: `VERITY_CONFORMANCE_DIR`, or
/// `../shared/conformance` beside the package root.
enum ConformanceData {
    static let directory: URL = {
        if let path = ProcessInfo.processInfo.environment["VERITY_CONFORMANCE_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent("../shared/conformance").standardized
    }()

    /// Every expected NDJSON file of the good Gherkin test data (AST, pickles and sources).
    static func goodNDJSONFiles() -> [String] {
        let folder = directory.appendingPathComponent("gherkin/testdata/good")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".ndjson") }.sorted()
    }

    static func goodFile(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent("gherkin/testdata/good/\(name)"))
    }
}
