import ArgumentParser
import Requirements
import Testing
import VerityRunOptions

@testable import VerityCLI

/// Requirement (issue 46): each run option is declared once, so `verity run` and the runner
/// inside `swift test` read a value alike: a bad value stops `verity run` before anything
/// builds, with the message the runner gives for the same value in its variable.
@Suite("verity run and the runner read each option alike")
struct RunOptionParityTests {
    /// An option and a value it cannot take.
    struct BadValue: CustomTestStringConvertible, Sendable {
        var variable: String
        var flag: String
        var text: String
        var testDescription: String { "\(flag) \(text)" }

        init<Value>(_ option: RunOption<Value>, _ text: String) {
            variable = option.variable
            flag = option.flag
            self.text = text
        }
    }

    static let badValues = [
        BadValue(RunOptions.format, "xunit:a.xml"), BadValue(RunOptions.tags, "a and"),
        BadValue(RunOptions.name, "(unclosed"), BadValue(RunOptions.locations, "Features/a.feature:0"),
        BadValue(RunOptions.locations, "@no-such-rerun-file.txt"), BadValue(RunOptions.retry, "-1"),
        BadValue(RunOptions.retry, "twice"), BadValue(RunOptions.retryTags, "@flaky or"),
        BadValue(RunOptions.order, "shuffle"), BadValue(RunOptions.order, "random:x"),
        BadValue(RunOptions.shard, "5/4"), BadValue(RunOptions.shard, "2"), BadValue(RunOptions.stepTimeout, "0"),
        BadValue(RunOptions.stepTimeout, "soon"),
    ]

    /// The flags that take no value, which `verity run` cannot be given a bad value for.
    static let switches = [
        RunOptions.dryRun, RunOptions.failFast, RunOptions.strict, RunOptions.parallel, RunOptions.allowEmpty,
        RunOptions.quiet,
    ]

    @Test("a bad value stops verity run with the message the runner gives for it", arguments: badValues)
    func badValueGetsTheRunnersMessage(_ bad: BadValue) throws {
        let fromTheCommandLine: String
        do {
            // NB: `--flag=value`, since ArgumentParser takes `-1` after a space for an option.
            _ = try RunCommand.parse(["\(bad.flag)=\(bad.text)"])
            Issue.record("verity run took \(bad.flag) \(bad.text)")
            return
        } catch {
            fromTheCommandLine = RunCommand.message(for: error)
        }
        let fromTheEnvironment: String
        do {
            _ = try RunConfiguration.environment([bad.variable: bad.text])
            Issue.record("the runner took \(bad.variable)=\(bad.text)")
            return
        } catch {
            fromTheEnvironment = error.description
        }
        #expect(fromTheCommandLine == fromTheEnvironment)
        #expect(fromTheEnvironment.hasPrefix("\(bad.variable) (\(bad.flag)): "))
    }

    @Test("a flag writes what the runner reads as the flag's setting; another value in its variable is refused")
    func switchesWriteWhatTheRunnerReads() throws {
        for option in Self.switches {
            let written = try RunCommand.parse([option.flag]).environment
            let text = try #require(written[option.variable], "\(option.flag) sets \(option.variable)")
            let unset = try RunConfiguration.environment([:])
            let set = try RunConfiguration.environment([option.variable: text])
            #expect(set != unset, "\(option.flag) changes the run")
            #expect(throws: RunConfigurationError.self) {
                try RunConfiguration.environment([option.variable: "maybe"])
            }
        }
    }

    @Test(
        "a value the runner takes, verity run passes on unchanged",
        arguments: [
            (RunOptions.tags.described, "@smoke and not @slow"), (RunOptions.order.described, " random:42 "),
            (RunOptions.shard.described, "2/4"), (RunOptions.shardTimings.described, "last.ndjson,junit.xml"),
            (RunOptions.stepTimeout.described, "none"), (RunOptions.locations.described, "Features/a.feature:3:9"),
        ])
    func goodValueIsPassedOn(_ option: RunOptionDescription, _ text: String) throws {
        let command = try RunCommand.parse([option.flag, text])
        #expect(command.environment == [option.variable: text])
        _ = try RunConfiguration.environment([option.variable: text])
    }

    @Test("every option of the table has a bad value above, or is a flag that takes none")
    func everyOptionIsCovered() {
        // NB: any text is a list of timing files; a missing file is the run's to report.
        let covered = Set(Self.badValues.map(\.variable) + Self.switches.map(\.variable))
            .union([RunOptions.shardTimings.variable])
        #expect(Set(RunOptions.all.map(\.variable)).subtracting(covered).isEmpty)
    }
}
