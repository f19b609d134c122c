import Requirements

/// `Then` steps: what the inner run did, asked of its result and its message stream.
enum OutcomeSteps {
    static func register(in steps: inout Steps<RunnerWorld>) {
        steps.parameterType("status", regexp: "passed|failed|undefined|pending|skipped|ambiguous") { word in
            StepStatus(rawValue: word.uppercased())
        }
        registerRun(in: &steps)
        registerScenarios(in: &steps)
        registerLogs(in: &steps)
        registerProblems(in: &steps)
        registerAttempts(in: &steps)
        registerOrder(in: &steps)
    }

    private static func registerRun(in steps: inout Steps<RunnerWorld>) {
        steps.then("the run passes") { runner in
            let run = try runner.world.latest()
            let problems = run.result.scenarios.flatMap(\.problems).map(\.description) + run.result.problems
            try expect(run.result.success, "the run failed: \(problems)")
            try expect(try run.streamSuccess(), "the run passed but its testRunFinished message says success: false")
        }
        steps.then("the run fails") { runner in
            let run = try runner.world.latest()
            try expect(!run.result.success, "the run passed")
            try expect(!(try run.streamSuccess()), "the run failed but its testRunFinished message says success: true")
        }
        steps.then("the run fails because {string}") { (runner, reason: String) in
            let run = try runner.world.latest()
            try expect(!run.result.success, "the run passed")
            try expect(
                run.result.problems.contains { $0.contains(reason) },
                "no problem of the run mentions '\(reason)': \(run.result.problems)")
        }
        steps.then("steps and hooks time out after {float} seconds") { (runner, seconds: Double) in
            try expectEqual(
                runner.configuration.stepTimeout, .milliseconds(Int64(seconds * 1000)), "the run's time limit")
        }
        steps.then("steps and hooks have no time limit") { runner in
            try expectEqual(runner.configuration.stepTimeout, nil, "the run's time limit")
        }
        steps.then("the run reports the seed of its order") { runner in
            try expect(try runner.world.latest().result.seed != nil, "the run reported no seed")
        }
        steps.then("the configuration is rejected because {string}") { (runner, reason: String) in
            guard let rejection = runner.rejection else { throw Mismatch("the configuration was accepted") }
            try expect(rejection.contains(reason), "the rejection '\(rejection)' does not mention '\(reason)'")
        }
    }

    private static func registerScenarios(in steps: inout Steps<RunnerWorld>) {
        steps.then("the status of {string} is {status}") { (runner, name: String, status: StepStatus) in
            try expectEqual(try runner.world.latest().scenario(name).status, status, "the status of '\(name)'")
        }
        steps.then("the steps of {string} have these statuses:") { (runner, name: String, table: DataTable) in
            let actual = try runner.world.latest().stepStatuses(of: name).map { [$0.text, $0.status] }
            try expectEqual(actual, Array(table.body), "the steps of '\(name)' (step, status)")
        }
        steps.then("these scenarios ran, in this order:") { (runner, table: DataTable) in
            try expectEqual(try runner.world.latest().scenarioNames, table.rows.map { $0[0] }, "the scenarios that ran")
        }
        steps.then("these scenarios ran:") { (runner, table: DataTable) in
            try expectEqual(
                try runner.world.latest().scenarioNames.sorted(), table.rows.map { $0[0] }.sorted(),
                "the scenarios that ran")
        }
        steps.then("the scenarios {string} ran") { (runner, list: String) in
            let expected = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let names = try runner.world.latest().scenarioNames
            try expectEqual(names.sorted(), expected.sorted(), "the scenarios that ran")
        }
        steps.then("no scenario ran") { runner in
            try expectEqual(try runner.world.latest().scenarioNames, [], "the scenarios that ran")
        }
    }

    private static func registerLogs(in steps: inout Steps<RunnerWorld>) {
        steps.then("{string} logged:") { (runner, name: String, table: DataTable) in
            try expectEqual(try runner.world.latest().log(of: name), table.rows.map { $0[0] }, "what '\(name)' logged")
        }
        steps.then("{string} logged nothing") { (runner, name: String) in
            try expectEqual(try runner.world.latest().log(of: name), [], "what '\(name)' logged")
        }
        steps.then("the run logged:") { (runner, table: DataTable) in
            let bodies = try runner.world.latest().attachments.map(\.body)
            try expectEqual(bodies, table.rows.map { $0[0] }, "what the run logged")
        }
        steps.then("nothing was logged") { runner in
            try expectEqual(try runner.world.latest().attachments.map(\.body), [], "what the run logged")
        }
        steps.then("{string} was attached by the hook {string}") { (runner, body: String, hook: String) in
            try expectEqual(
                try runner.world.latest().hookName(attaching: body), hook, "the hook that attached '\(body)'")
        }
    }

    private static func registerProblems(in steps: inout Steps<RunnerWorld>) {
        steps.then("the problem with {string} is reported at line {int} of {string}") {
            (runner, name: String, line: Int, uri: String) in
            let problem = try onlyProblem(of: name, in: runner)
            try expectEqual(
                "\(problem.uri):\(problem.line)", "\(uri):\(line)", "where the problem with '\(name)' is reported")
        }
        steps.then("the problem with {string} says {string}") { (runner, name: String, text: String) in
            let problem = try onlyProblem(of: name, in: runner)
            try expect(problem.description.contains(text), "the problem '\(problem)' does not say '\(text)'")
        }
        steps.then("the problem with {string} names where its step definition is written") { (runner, name: String) in
            let problem = try onlyProblem(of: name, in: runner)
            let files = problem.definitions.map(\.fileID)
            try expectEqual(files, ["RequirementsFeatureTests/InnerSteps.swift"], "the definitions named")
            try expect(
                problem.description.contains("InnerSteps.swift:"),
                "the problem '\(problem)' does not name the definition")
        }
        steps.then("the snippet for {string} is:") { (runner, step: String, snippet: String) in
            try expectEqual(try runner.world.latest().snippets(for: step).first, snippet, "the snippet for '\(step)'")
        }
        steps.then("the problem with {string} suggests the snippet for {string}") {
            (runner, name: String, step: String) in
            let problem = try onlyProblem(of: name, in: runner)
            let suggested = try runner.world.latest().snippets(for: step).first
            try expect(suggested != nil, "no snippet was suggested for '\(step)'")
            try expectEqual(problem.snippet, suggested, "the snippet of the problem with '\(name)'")
        }
        steps.then("the run's snippet block is:") { (runner, block: String) in
            let printed = try runner.world.latest().result.snippetBlock
            // NB: the block follows its introduction after a blank line.
            let code = printed?.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n")
            try expectEqual(code, block, "the run's snippet block")
        }
        steps.then("no snippet is suggested") { runner in
            let suggestions = try runner.world.latest().result.envelopes.compactMap(\.suggestion)
            try expectEqual(suggestions.count, 0, "the number of suggestions")
        }
    }

    private static func registerAttempts(in steps: inout Steps<RunnerWorld>) {
        steps.then("{string} ran {int} time(s)") { (runner, name: String, count: Int) in
            try expectEqual(try runner.world.latest().scenario(name).attempts, count, "how many times '\(name)' ran")
        }
        steps.then("the attempts of {string} were:") { (runner, name: String, table: DataTable) in
            let actual = try runner.world.latest().attemptOutcomes(of: name).map { attempt in
                ["\(attempt.attempt + 1)", attempt.status, attempt.willBeRetried ? "yes" : "no"]
            }
            try expectEqual(actual, Array(table.body), "the attempts of '\(name)' (attempt, status, retried)")
        }
    }

    private static func registerOrder(in steps: inout Steps<RunnerWorld>) {
        steps.then("both runs ran the scenarios in the same order") { runner in
            try expect(runner.runs.count >= 2, "the features ran \(runner.runs.count) time(s), not twice")
            let last = runner.runs[runner.runs.count - 1].scenarioNames
            let before = runner.runs[runner.runs.count - 2].scenarioNames
            try expectEqual(last, before, "the order of the second run")
        }
        steps.then("the order is not the order as written") { runner in
            let run = try runner.world.latest()
            let written = run.result.envelopes.compactMap(\.pickle).map(\.name)
            try expectEqual(run.scenarioNames.sorted(), written.sorted(), "the scenarios that ran")
            try expect(run.scenarioNames != written, "the scenarios ran as written: \(written)")
        }
        steps.then("no scenario ran in more than one shard") { runner in
            let all = runner.shards.flatMap { $0 }
            try expectEqual(all.count, Set(all).count, "scenarios run by the shards \(runner.shards)")
        }
        steps.then("together the shards ran every scenario") { runner in
            let written = Set(try runner.world.latest().result.envelopes.compactMap(\.pickle).map(\.name))
            try expectEqual(Set(runner.shards.flatMap { $0 }), written, "the scenarios the shards ran")
        }
        steps.then("both runs ran the same scenarios") { runner in
            try expect(runner.runs.count >= 2, "the features ran \(runner.runs.count) time(s), not twice")
            let last = runner.runs[runner.runs.count - 1].scenarioNames.sorted()
            let before = runner.runs[runner.runs.count - 2].scenarioNames.sorted()
            try expectEqual(last, before, "the scenarios of the second run")
        }
    }

    private static func onlyProblem(of name: String, in runner: ScenarioContext<RunnerWorld>) throws -> StepProblem {
        let problems = try runner.world.latest().scenario(name).problems
        try expect(problems.count == 1, "'\(name)' has \(problems.count) problems, not 1: \(problems)")
        return problems[0]
    }
}
