import CucumberMessages
import Foundation
import Requirements

/// Steps about shards chosen by a CI engine's variables and dealt by recorded time.
enum ShardSteps {
    static func register(in steps: inout Steps<RunnerWorld>) {
        steps.when("Verity runs the features as each of {int} shards numbered from {int} in {word} and {word}") {
            (runner, count: Int, first: Int, index: String, total: String) in
            for number in 0..<count {
                runner.configuration = try RunConfiguration.environment([
                    index: String(first + number), total: String(count),
                ])
                await runner.world.run()
                runner.shards.append(try runner.world.latest().scenarioNames)
                runner.configuration.shard = try Shard(number + 1, of: count)
                await runner.world.run()
                runner.shardsByVerity.append(try runner.world.latest().scenarioNames)
            }
        }
        steps.then("each shard ran the scenarios VERITY_SHARD gives it") { runner in
            try expectEqual(
                runner.shards.map { $0.sorted() }, runner.shardsByVerity.map { $0.sorted() },
                "the scenarios of each shard, by the engine's variables and by VERITY_SHARD")
        }
        steps.when("the environment sets:") { (runner, table: DataTable) in
            var variables: [String: String] = [:]
            for row in table.rows { variables[row[0]] = row[1] }
            do {
                runner.configuration = try RunConfiguration.environment(variables)
            } catch {
                runner.rejection = "\(error)"
            }
        }
        steps.then("the shard is {string}") { (runner, shard: String) in
            try expectEqual(runner.configuration.shard?.description, shard, "the run's shard")
        }
        steps.then("the reports are {string}") { (runner, format: String) in
            try expectEqual(runner.configuration.format, format, "the run's reports")
        }
        steps.when("Verity runs shard {int} of {int} under Bazel") { (runner, index: Int, count: Int) in
            let statusFile = runner.world.scratchFolder() + "/shard-status"
            runner.statusFile = statusFile
            runner.configuration = try RunConfiguration.environment([
                "TEST_SHARD_INDEX": String(index - 1), "TEST_TOTAL_SHARDS": String(count),
                "TEST_SHARD_STATUS_FILE": statusFile,
            ])
            await runner.world.run()
        }
        steps.then("Bazel's shard status file exists") { runner in
            guard let statusFile = runner.statusFile else { throw Mismatch("no status file was given") }
            try expect(FileManager.default.fileExists(atPath: statusFile), "\(statusFile) was not written")
        }
        registerTimings(in: &steps)
    }

    private static func registerTimings(in steps: inout Steps<RunnerWorld>) {
        steps.given(
            "timings recorded in a {word} {word} in which {string} took {int} seconds and every other scenario {int} second(s)"
        ) {
            (runner, first: String, second: String, slow: String, slowSeconds: Int, otherSeconds: Int) in
            let seconds = try await scenarioLocations(of: &runner.world).mapValues { name in
                Double(name == slow ? slowSeconds : otherSeconds)
            }
            try await record(seconds, as: "\(first) \(second)", in: &runner.world)
        }
        steps.given("timings recorded in a JUnit file in which only {string} ran, taking {int} seconds") {
            (runner, name: String, seconds: Int) in
            let all = try await scenarioLocations(of: &runner.world)
            try await record(
                all.filter { $0.value == name }.mapValues { _ in Double(seconds) }, as: "JUnit file", in: &runner.world)
        }
        steps.given("timings recorded in a file that {}") { (runner, state: String) in
            try await recordUnusable(state, in: &runner.world)
        }
        steps.then("the last shard warned once that {string}") { (runner, reason: String) in
            let warnings = try runner.world.latest().result.warnings
            let timings = warnings.filter { $0.hasPrefix("VERITY_SHARD_TIMINGS (--shard-timings): ") }
            try expect(timings.count == 1, "one warning about the timings, not \(warnings)")
            try expect(timings[0].contains(reason), "the warning '\(timings[0])' says \(reason)")
            try expect(timings[0].contains("timings"), "the warning names the file")
        }
        steps.then("shard {int} ran {string}, {string}, {string}, {string} and {string}") {
            (runner, index: Int, first: String, second: String, third: String, fourth: String, fifth: String) in
            guard runner.shards.indices.contains(index - 1) else { throw Mismatch("shard \(index) did not run") }
            try expectEqual(
                runner.shards[index - 1].sorted(), [first, second, third, fourth, fifth].sorted(),
                "the scenarios of shard \(index)")
        }
        steps.then("the shards' runs are labelled shard 1, 2 and 3 of 3, of one suite and one split") { runner in
            let count = runner.world.runs.count
            try expect(count >= 3, "three shards ran")
            let ids = runner.world.runs.suffix(3).map { run in
                run.result.envelopes.compactMap(\.testRunStarted).first?.id ?? ""
            }
            for (position, id) in ids.enumerated() {
                try expect(id.hasPrefix("verity-shard:\(position + 1)/3:"), "shard \(position + 1)'s run id '\(id)'")
            }
            // NB: `verity-shard:I/N:suite-…:split-…:run`; all but the index and the run agree.
            let shared = Set(ids.map { $0.split(separator: ":").dropFirst(2).prefix(2).joined(separator: ":") })
            try expect(shared.count == 1, "the shards name one suite and one split: \(ids)")
        }
        steps.then("shard {int} ran only {string}") { (runner, index: Int, name: String) in
            guard runner.shards.indices.contains(index - 1) else { throw Mismatch("shard \(index) did not run") }
            try expectEqual(runner.shards[index - 1], [name], "the scenarios of shard \(index)")
        }
        steps.then("each shard ran {int} scenarios") { (runner, count: Int) in
            try expectEqual(
                runner.shards.map(\.count), Array(repeating: count, count: runner.shards.count), "scenarios per shard")
        }
    }

    /// Writes a timing file that cannot be used, as CI leaves one, and has the run read it.
    private static func recordUnusable(_ state: String, in world: inout RunnerWorld) async throws {
        let folder = world.scratchFolder()
        let stream = try await messageStream(timing: [:], in: world)
        var path = folder + "/timings.ndjson"
        switch state {
        case "does not exist":
            break
        case "is empty":
            try "".write(toFile: path, atomically: true, encoding: .utf8)
        case "was cut short":
            try String(stream.prefix(stream.count / 2)).write(toFile: path, atomically: true, encoding: .utf8)
        case "ends before the run finished":
            let lines = stream.split(separator: "\n").filter { !$0.contains("\"testRunFinished\"") }
            try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        case "has Cucumber's JUnit layout":
            path = folder + "/timings.xml"
            let junit = #"""
                <?xml version="1.0"?>
                <testsuite name="Cucumber" tests="1"><testcase classname="Orders" name="Order 1" time="9"/></testsuite>
                """#
            try junit.write(toFile: path, atomically: true, encoding: .utf8)
        default:
            throw Mismatch("no unusable timing file is one that \(state)")
        }
        world.configuration.shardTimings = [path]
    }

    /// Each scenario's name by `uri:line`, from a run of the whole suite.
    private static func scenarioLocations(of world: inout RunnerWorld) async throws -> [String: String] {
        let configuration = world.configuration
        world.configuration.shard = nil
        await world.run()
        world.configuration = configuration
        let run = try world.latest()
        world.runs.removeLast()
        var names: [String: String] = [:]
        for result in run.result.scenarios {
            names["\(result.scenario.uri):\(result.scenario.line)"] = result.scenario.name
        }
        return names
    }

    /// Writes `seconds` (by `uri:line`) as a JUnit file or a message stream, and has the run read it.
    private static func record(_ seconds: [String: Double], as form: String, in world: inout RunnerWorld) async throws {
        let path: String
        let text: String
        switch form {
        case "JUnit file":
            path = world.scratchFolder() + "/timings.xml"
            let cases = seconds.map { location, time in
                let line = location.split(separator: ":").last.map(String.init) ?? "0"
                let uri = String(location.dropLast(line.count + 1))
                return
                    #"    <testcase classname="Orders" name="\#(location)" file="\#(uri)" line="\#(line)" time="\#(time)"/>"#
            }
            text =
                "<?xml version=\"1.0\"?>\n<testsuites>\n  <testsuite name=\"Orders\">\n"
                + cases.sorted().joined(separator: "\n") + "\n  </testsuite>\n</testsuites>\n"
        case "message stream":
            path = world.scratchFolder() + "/timings.ndjson"
            text = try await messageStream(timing: seconds, in: world)
        default:
            throw Mismatch("timings can be recorded in a JUnit file or a message stream, not a \(form)")
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        world.configuration.shardTimings = [path]
    }

    /// A real run's message stream, with each test case made to finish `seconds` after it started.
    private static func messageStream(timing seconds: [String: Double], in world: RunnerWorld) async throws -> String {
        var configuration = world.configuration
        configuration.shard = nil
        let suite = FeatureSuite(
            InnerSteps.make(hooks: world.hooks), features: world.features, configuration: configuration)
        let envelopes = await suite.run(
            configuration, clock: .stepping(), ids: .incrementing, collectingEnvelopes: true
        )
        .envelopes
        var locations: [String: String] = [:]
        for pickle in envelopes.compactMap(\.pickle) {
            locations[pickle.id] = "\(pickle.uri):\(pickle.location?.line ?? 0)"
        }
        var pickleOfTestCase: [String: String] = [:]
        for testCase in envelopes.compactMap(\.testCase) { pickleOfTestCase[testCase.id] = testCase.pickleId }
        var starts: [String: (testCaseId: String, timestamp: Timestamp)] = [:]
        for started in envelopes.compactMap(\.testCaseStarted) {
            starts[started.id] = (started.testCaseId, started.timestamp)
        }
        var bytes: [UInt8] = []
        for var envelope in envelopes {
            if var finished = envelope.testCaseFinished, let start = starts[finished.testCaseStartedId],
                let location = pickleOfTestCase[start.testCaseId].flatMap({ locations[$0] }),
                let time = seconds[location]
            {
                finished.timestamp = Timestamp(
                    seconds: start.timestamp.seconds + Int(time), nanos: start.timestamp.nanos)
                envelope.testCaseFinished = finished
            }
            try NDJSONEncoder().appendLine(envelope, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
