import ConformanceSupport
import Foundation

/// The official Gherkin test data, through the shared loader (`GherkinTestdata`).
enum ConformanceFiles {
    static var testdata: URL { GherkinTestdata.folder }
    static func inputs(_ folder: String) -> [String] { GherkinTestdata.inputs(in: folder) }
    static func path(_ folder: String, _ name: String) -> String { GherkinTestdata.path(folder, name) }
    static func bytes(_ folder: String, _ name: String) throws -> [UInt8] { try GherkinTestdata.bytes(folder, name) }
    static func text(_ folder: String, _ name: String) throws -> String { try GherkinTestdata.text(folder, name) }
}
