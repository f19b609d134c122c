import Requirements

/// `Given` steps: the inner feature files, hooks and configuration.
enum SetupSteps {
    static func register(in steps: inout Steps<RunnerWorld>) {
        steps.given("a feature file {string}:") { (runner, uri: String, text: String) in
            runner.features.append(FeatureFile(uri: uri, text: text))
        }
        steps.given("these hooks:") { (runner, table: DataTable) in
            runner.hooks += try table.records.map(HookSpec.init(record:))
        }
        steps.given("the run is not strict") { runner in
            runner.configuration.strict = false
        }
        steps.given("no tag expression") { runner in
            runner.configuration.tags = nil
        }
        steps.given("the tag expression {string}") { (runner, expression: String) in
            runner.configuration.tags = expression
        }
        steps.given("the name filter {string}") { (runner, pattern: String) in
            runner.configuration.name = pattern
        }
        steps.given("the location {string}") { (runner, location: String) in
            runner.configuration.locations.append(try FeatureLocation(parsing: location))
        }
        steps.given("a dry run") { runner in
            runner.configuration.dryRun = true
        }
        steps.given("fail fast") { runner in
            runner.configuration.failFast = true
        }
        steps.given("failing scenarios are retried {int} time(s)") { (runner, count: Int) in
            runner.configuration.retry = count
        }
        steps.given("the order {string}") { (runner, order: String) in
            runner.configuration.order = try ScenarioOrder(parsing: order)
        }
        steps.given("scenarios run one at a time") { runner in
            runner.configuration.parallel = false
        }
        steps.given("scenarios run in parallel") { runner in
            runner.configuration.parallel = true
        }
        steps.given("a time limit of {float} seconds for steps and hooks") { (runner, seconds: Double) in
            runner.configuration.stepTimeout = .milliseconds(Int64(seconds * 1000))
        }
        steps.given("shard {int} of {int}") { (runner, index: Int, count: Int) in
            runner.configuration.shard = try Shard(index, of: count)
        }
    }
}
