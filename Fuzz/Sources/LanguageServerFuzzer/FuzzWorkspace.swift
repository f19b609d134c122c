#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

@testable import VerityLanguageServer
@testable import VerityWorkspace

/// The folder every fuzzed session's server works in, made once per process: a steps file, a
/// feature file on disk (for requests about a file the client has not opened), and the scratch
/// files the session's input and output pass through.
///
/// The process works in it too, so a server that falls back to the current directory (an
/// `initialize` without a root) scans this small folder and nothing else.
final class FuzzWorkspace: Sendable {
    /// The one workspace of this process.
    static let shared = FuzzWorkspace()

    /// The steps the server knows from the start: what the first scan of the folder finds too.
    static let steps = """
        import Requirements

        enum KitchenSteps {
            static func define(_ steps: inout Steps<Kitchen>) {
                steps.parameterType("flavour", regexp: "sweet|sour|bitter") { $0 }
                /// The jar starts with this many biscuits.
                steps.given("the jar holds {int} biscuit(s)") { (kitchen, count: Int) in }
                steps.when("I eat {int} biscuits") { (kitchen, count: Int) in }
                steps.when("I eat {int} {word}") { (kitchen, count: Int, food: String) in }
                steps.then(.regex(#"^the jar is (empty|full)$"#)) { (kitchen, state: String) in }
                steps.then("it tastes {flavour}") { (kitchen, flavour: String) in }
                steps.step("a {shape} biscuit") { (kitchen, shape: String) in }
            }
        }

        """

    /// A feature file on disk, never opened unless a session opens its URI.
    static let feature = """
        Feature: Biscuits

          Scenario Outline: Eating
            Given the jar holds <count> biscuits
            When I eat 2 biscuits
            Then it tastes sweet
            And a round biscuit

            Examples:
              | count |
              | 3     |

        """

    let root: String
    /// The definitions of ``steps``, compiled, which each session's server is given before its
    /// first message, so that requests meet definitions whether or not a scan has finished.
    let catalog: CompiledStepCatalog

    private init() {
        root =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "verity-lsp-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
            ).path
        let stepsPath = root + "/Tests/KitchenSteps.swift"
        do {
            try FileManager.default.createDirectory(atPath: root + "/Tests", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/Features", withIntermediateDirectories: true)
            try Self.steps.write(toFile: stepsPath, atomically: true, encoding: .utf8)
            try Self.feature.write(toFile: root + "/Features/biscuits.feature", atomically: true, encoding: .utf8)
        } catch {
            preconditionFailure("the fuzz workspace cannot be made in \(root): \(error)")
        }
        guard FileManager.default.changeCurrentDirectoryPath(root) else {
            preconditionFailure("cannot work in \(root)")
        }
        emptyInput = open("/dev/null", O_RDONLY)
        let scan = SwiftStepScanner.scan(Self.steps, path: stepsPath)
        catalog = CompiledStepCatalog(
            StepCatalog(definitions: scan.stepDefinitions, parameterTypes: scan.parameterTypes, root: root))
    }

    /// The `file:` URI of a path relative to the root.
    func uri(_ relative: String) -> String {
        "file://" + root + "/" + relative
    }

    /// `/dev/null`, open for reading for the life of the process: every session's server loop
    /// reads it, finding its end at once.
    let emptyInput: Int32
    /// Where the server writes a session's output.
    var outputPath: String { root + "/session-output" }
}
