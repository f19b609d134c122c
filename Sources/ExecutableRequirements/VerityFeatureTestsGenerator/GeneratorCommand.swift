import Foundation
import VerityFeatureTestsGeneration

/// `VerityFeatureTestsGenerator [--xctest] TARGET_DIRECTORY SUITE_OUTPUT [FEATURE OUTPUT]...`:
/// writes the root suite to SUITE_OUTPUT and each feature file's tests to the OUTPUT beside it
/// (features given the same OUTPUT share it), as Swift Testing tests or, with `--xctest`, as
/// XCTest methods; run by the `VerityFeatureTests` and `VerityFeatureXCTests` build-tool
/// plugins, which choose the output names.
@main
struct GeneratorCommand {
    static let usage =
        "usage: VerityFeatureTestsGenerator [--xctest] TARGET_DIRECTORY SUITE_OUTPUT [FEATURE OUTPUT]...\n"

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var shape = FeatureTestsGenerator.Shape.swiftTesting
        if arguments.first == "--xctest" {
            shape = .xcTest
            arguments.removeFirst()
        }
        guard arguments.count >= 2, arguments.count % 2 == 0 else { fail(usage, status: 64) }
        let base = URL(fileURLWithPath: arguments[0]).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let suiteOutput = arguments[1]
        // NB: in path order, whatever order they came in: the names the tests get depend on it.
        var pairs: [(feature: String, output: String)] = []
        for index in stride(from: 2, to: arguments.count, by: 2) {
            let feature: String = URL(fileURLWithPath: arguments[index]).standardizedFileURL.path
            pairs.append((feature: feature, output: arguments[index + 1]))
        }
        pairs.sort { $0.feature < $1.feature }
        var inputs: [FeatureTestsGenerator.Input] = []
        for (path, _) in pairs {
            guard let data = FileManager.default.contents(atPath: path) else { fail("error: cannot read \(path)\n") }
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            inputs.append(.init(relativePath: relative, text: String(decoding: data, as: UTF8.self)))
        }
        let generated = FeatureTestsGenerator(shape: shape).files(for: inputs)
        write(generated.suite, to: suiteOutput)
        // NB: features given the same output share it, in path order (the XCTest plugin groups
        // features into files).
        var positionsByOutput: [String: [Int]] = [:]
        var outputs: [String] = []
        for (position, pair) in pairs.enumerated() {
            if positionsByOutput[pair.output] == nil { outputs.append(pair.output) }
            positionsByOutput[pair.output, default: []].append(position)
        }
        for output in outputs {
            write(generated.file(joining: positionsByOutput[output] ?? []), to: output)
        }
    }

    /// Writes `source` to `path` unless the file already holds it: an unchanged file keeps its
    /// date, so the compiler rebuilds only the features whose tests changed.
    static func write(_ source: String, to path: String) {
        let data = Data(source.utf8)
        if FileManager.default.contents(atPath: path) == data { return }
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            fail("error: cannot write \(path): \(error)\n")
        }
    }

    static func fail(_ message: String, status: Int32 = 1) -> Never {
        FileHandle.standardError.write(Data(message.utf8))
        exit(status)
    }
}
