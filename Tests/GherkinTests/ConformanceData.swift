import ConformanceSupport
import Foundation

/// The official Gherkin test data, through the shared loader (`GherkinTestdata`).
enum ConformanceData {
    static var root: URL { ConformanceDirectory.root }
    static var testdata: URL { GherkinTestdata.folder }
    static func inputs(in folder: String) -> [String] { GherkinTestdata.inputs(in: folder) }
    static var goodInputs: [String] { inputs(in: "good") }
    static var badInputs: [String] { inputs(in: "bad") }
    static func bytes(_ folder: String, _ name: String) throws -> [UInt8] { try GherkinTestdata.bytes(folder, name) }
    static func text(_ folder: String, _ name: String) throws -> String { try GherkinTestdata.text(folder, name) }
}
