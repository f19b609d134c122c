import Foundation
import VerityFeatureTestsGeneration

/// `VerityFeatureTestsGenerator OUTPUT TARGET_DIRECTORY FEATURE...`: writes the Swift Testing
/// tests of the feature files to OUTPUT; run by the `VerityFeatureTests` build-tool plugin.
@main
struct GeneratorCommand {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 2 else {
            FileHandle.standardError.write(Data("usage: VerityFeatureTestsGenerator OUTPUT TARGET_DIRECTORY FEATURE...\n".utf8))
            exit(64)
        }
        let output = arguments[0]
        let base = URL(fileURLWithPath: arguments[1]).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        var inputs: [FeatureTestsGenerator.Input] = []
        for file in arguments.dropFirst(2).sorted() {
            let path = URL(fileURLWithPath: file).standardizedFileURL.path
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("error: cannot read \(path)\n".utf8))
                exit(1)
            }
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            inputs.append(.init(relativePath: relative, text: String(decoding: data, as: UTF8.self)))
        }
        let source = FeatureTestsGenerator().source(for: inputs)
        // NB: rewritten only when it changes, so that an unchanged target is not recompiled.
        if FileManager.default.contents(atPath: output) == Data(source.utf8) { return }
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
            exit(1)
        }
    }
}
