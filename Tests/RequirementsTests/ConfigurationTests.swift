import Requirements
import Testing

@Suite("Run configuration")
struct ConfigurationTests {
    @Test("The environment variables set every option")
    func environment() throws {
        let configuration = try RunConfiguration.environment([
            "VERITY_TAGS": "@smoke", "VERITY_NAME": "^Refund", "VERITY_LOCATIONS": "a.feature:3:9, b.feature",
            "VERITY_DRY_RUN": "1", "VERITY_FAIL_FAST": "1", "VERITY_RETRY": "2", "VERITY_ORDER": "random:7",
            "VERITY_SHARD": "2/4", "VERITY_STRICT": "0", "VERITY_PARALLEL": "0", "VERITY_FORMAT": "message:out.ndjson",
        ])
        #expect(configuration.tags == "@smoke")
        #expect(configuration.name == "^Refund")
        #expect(
            configuration.locations == [
                FeatureLocation(path: "a.feature", lines: [3, 9]), FeatureLocation(path: "b.feature"),
            ])
        #expect(configuration.dryRun && configuration.failFast && !configuration.strict && !configuration.parallel)
        #expect(configuration.retry == 2)
        #expect(configuration.order == .random(seed: 7))
        #expect(configuration.shard == (try Shard(2, of: 4)))
        #expect(configuration.format == "message:out.ndjson")
    }

    @Test("VERITY_QUIET prints the summary on standard output unless a console report is named there")
    func quietAddsTheSummary() throws {
        let quiet = try RunConfiguration.environment(["VERITY_QUIET": "1", "VERITY_FORMAT": "junit:build/junit.xml"])
        #expect(quiet.quiet)
        #expect(quiet.format == "junit:build/junit.xml,summary")
        #expect(try RunConfiguration.environment(["VERITY_QUIET": "1"]).format == "summary")
        #expect(
            try RunConfiguration.environment(["VERITY_QUIET": "1", "VERITY_FORMAT": "progress"]).format == "progress")
        #expect(try RunConfiguration.environment(["VERITY_QUIET": "0"]).format == nil)
    }

    @Test("Without variables the defaults apply: not @wip, strict, parallel, defined order")
    func defaults() throws {
        let configuration = try RunConfiguration.environment([:])
        #expect(configuration == RunConfiguration())
        #expect(configuration.tags == "not @wip")
        #expect(configuration.strict && configuration.parallel && configuration.order == .defined)
        #expect(try RunConfiguration.environment(["VERITY_TAGS": ""]).tags == nil)
    }

    @Test(
        "Unusable values are errors naming the variable",
        arguments: [
            ("VERITY_RETRY", "many"), ("VERITY_ORDER", "sideways"), ("VERITY_SHARD", "3/2"), ("VERITY_SHARD", "1"),
            ("VERITY_DRY_RUN", "maybe"), ("VERITY_LOCATIONS", "a.feature:0"),
        ])
    func invalidValues(variable: String, value: String) {
        #expect {
            try RunConfiguration.environment([variable: value])
        } throws: { error in
            let text = "\(error)"
            return text.contains(variable.replacingOccurrences(of: "VERITY_SHARD", with: "shard"))
                || text.contains(variable)
        }
    }
}
