import Requirements

/// `When` steps: running the inner suite programmatically.
enum RunSteps {
    static func register(in steps: inout Steps<RunnerWorld>) {
        steps.when("Verity runs the features") { runner in
            await runner.world.run()
        }
        steps.when("Verity runs the features again") { runner in
            await runner.world.run()
        }
        steps.when("Verity runs the features again with the seed it reported") { runner in
            guard let seed = try runner.world.latest().result.seed else { throw Mismatch("the run reported no seed") }
            runner.configuration.order = .random(seed: seed)
            await runner.world.run()
        }
        steps.when("Verity runs the features as each of {int} shards") { (runner, count: Int) in
            for index in 1...max(count, 1) {
                runner.configuration.shard = try Shard(index, of: count)
                await runner.world.run()
                runner.shards.append(try runner.world.latest().scenarioNames)
            }
        }
        steps.when("the environment sets {word} to {string}") { (runner, variable: String, value: String) in
            do {
                runner.configuration = try RunConfiguration.environment([variable: value])
            } catch {
                runner.rejection = "\(error)"
            }
        }
    }
}
