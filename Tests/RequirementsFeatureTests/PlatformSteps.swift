import CucumberMessages
import Requirements

/// Steps about the built-in platform tags. The platforms are chosen at run time, so that the
/// requirements hold on whichever platform runs them.
enum PlatformSteps {
    /// The tag of the platform these tests run on, and of one they do not.
    static var thisPlatform: String {
        #if os(macOS)
        "@macos"
        #elseif os(iOS)
        "@ios"
        #elseif os(Linux)
        "@linux"
        #elseif os(Windows)
        "@windows"
        #else
        "@unknown"
        #endif
    }
    static var anotherPlatform: String { thisPlatform == "@windows" ? "@linux" : "@windows" }
    /// A version tag of an Apple platform these tests do not run on.
    static var aVersionOfAnotherPlatform: String { thisPlatform == "@tvos" ? "@watchos11+" : "@tvos18.2+" }

    static func register(in steps: inout Steps<RunnerWorld>) {
        steps.given("a feature file {string} with the scenario {string} tagged for {} platform{}") {
            (runner, uri: String, name: String, which: String, capitals: String) in
            var tag = which == "this" ? thisPlatform : anotherPlatform
            if capitals == ", in capitals" { tag = "@" + tag.dropFirst().capitalized }
            if which == "a version of another" { tag = aVersionOfAnotherPlatform }
            runner.features.append(
                FeatureFile(
                    uri: uri,
                    text: """
                        Feature: Unlocking
                          \(tag)
                          Scenario: \(name)
                            Given a step passes
                            And a step only this platform defines
                        """))
        }
        steps.then("the first step of {string} is skipped because it {string}") {
            (runner, name: String, reason: String) in
            let envelopes = try runner.world.latest().result.envelopes
            let pickle = envelopes.compactMap(\.pickle).first { $0.name == name }
            let testCase = envelopes.compactMap(\.testCase).first { $0.pickleId == pickle?.id }
            let firstStep = testCase?.testSteps.first { $0.pickleStepId != nil }
            let result = envelopes.compactMap(\.testStepFinished).first { $0.testStepId == firstStep?.id }?
                .testStepResult
            try expectEqual(result?.status, .skipped, "the status of the first step of '\(name)'")
            try expect(
                result?.message?.contains(reason) == true,
                "the first step's message '\(result?.message ?? "")' does not say '\(reason)'")
        }
    }
}
