import Foundation
import GherkinLint
import VerityLanguageServer
@testable import VerityWorkspace

/// A temporary workspace folder with a small steps file, removed when the test ends.
final class TestWorkspace: Sendable {
    let root: String

    /// The steps file every test starts from: four definitions (two of them overlapping), one
    /// custom parameter type, and one definition naming a type nobody defines.
    static let steps = """
        import Requirements

        enum BellySteps {
            static func define(_ steps: inout Steps<Belly>) {
                steps.parameterType("colour", regexp: "red|green|blue") { $0 }
                /// The belly starts with this many cukes.
                steps.given("I have {int} cukes in my belly") { (belly, count: Int) in
                    belly.cukes = count
                }
                steps.when("I eat {int} cukes") { (belly, count: Int) in
                    belly.cukes -= count
                }
                steps.when("I eat {int} {word}") { (belly, count: Int, food: String) in
                    belly.cukes -= count
                }
                steps.then("my belly is {colour}") { (belly, colour: String) in }
                steps.then("I wear a {shirt} shirt") { (belly, shirt: String) in }
            }
        }

        """

    /// A lint configuration with every quality rule off.
    static let qualityRulesOff =
        "{\"rules\": {" + LintRuleCatalog.all.map { "\"\($0.id)\": \"off\"" }.joined(separator: ", ") + "}}"

    init(files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("verity-lsp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Tests", withIntermediateDirectories: true)
        try write("Tests/BellySteps.swift", Self.steps)
        // NB: the quality rules are off unless a test configures them, so that a test of the
        // steps' diagnostics sees only those (`QualityDiagnosticsTests` covers the rules).
        if files[".verity-lint.json"] == nil { try write(".verity-lint.json", Self.qualityRulesOff) }
        for (path, text) in files { try write(path, text) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes a file, making its folders.
    func write(_ relative: String, _ text: String) throws {
        let path = self.path(relative)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func uri(_ relative: String) -> String { FileURI.uri(ofPath: path(relative)) }
}
