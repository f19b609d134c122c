import Requirements

/// Step lookup through the engine: the lookup texts as scenarios of 8 steps, dry-run (parse,
/// compile, match, no bodies) with the first `small` definitions registered and with all of
/// them. Unlike ``runLookup(directory:repetitions:)`` this includes what the engine does once
/// per definition (compiling it, describing it); a run without features measures that part
/// on its own, so that the per-step cost can be told apart.
func runEngineLookup(directory: String, repetitions: Int) async throws {
    let counts = try manifest(in: directory)
    let definitions = try GeneratedDefinition.load(directory + "/lookup/definitions.tsv")
    let small = counts["lookup_small"] ?? 10
    let distinct = try String(contentsOfFile: directory + "/lookup/steps.txt", encoding: .utf8)
        .split(separator: "\n").map(String.init)
    // NB: four times the texts, so that the per-step part outweighs the once-per-definition
    // part of the 10,000-definition run, and the difference between the two is not noise.
    let texts = Array(repeating: distinct, count: 4).flatMap { $0 }
    let features = lookupFeatures(texts)
    var configuration = RunConfiguration()
    configuration.dryRun = true
    configuration.parallel = false
    for size in [small, definitions.count] {
        let steps = benchmarkSteps(Array(definitions.prefix(size)))
        let suite = FeatureSuite(steps, features: features, configuration: configuration)
        var samples: [Measurement] = []
        for _ in 0..<repetitions {
            let (measurement, result) = await Measurement.of { await suite.run(ids: .incrementing) }
            let skipped = result.scenarios.filter { $0.status == .skipped }.count
            guard result.problems.isEmpty, skipped * 8 == texts.count else {
                throw BenchmarkError(
                    "\(size) definitions: dry run gave \(skipped) skipped scenarios for \(texts.count / 8)")
            }
            samples.append(measurement)
        }
        // The same run without features: what the definitions cost once, whatever the suite.
        let empty = FeatureSuite(steps, features: [], configuration: configuration)
        var fixed: [Measurement] = []
        for _ in 0..<repetitions {
            fixed.append(await Measurement.of { await empty.run(ids: .incrementing) }.0)
        }
        let wall = median(samples, by: \.wallSeconds).wallSeconds
        let cpu = median(samples, by: \.cpuSeconds).cpuSeconds
        let fixedWall = median(fixed, by: \.wallSeconds).wallSeconds
        let fixedCPU = median(fixed, by: \.cpuSeconds).cpuSeconds
        print(
            "engine definitions=\(size) steps=\(texts.count) dry_wall=\(format(wall)) dry_cpu=\(format(cpu)) "
                + "fixed_wall=\(format(fixedWall)) fixed_cpu=\(format(fixedCPU))")
    }
}

/// The texts as scenarios of 8 `Given` steps, 100 scenarios per file.
private func lookupFeatures(_ texts: [String]) -> [FeatureFile] {
    var files: [FeatureFile] = []
    var lines: [String] = []
    var scenario = 0
    for start in stride(from: 0, to: texts.count - 7, by: 8) {
        if scenario % 100 == 0 {
            if !lines.isEmpty {
                files.append(FeatureFile(uri: "lookup/\(files.count).feature", text: lines.joined(separator: "\n")))
            }
            lines = ["Feature: Lookup \(files.count)"]
        }
        scenario += 1
        lines.append("  Scenario: Lookup \(scenario)")
        for text in texts[start..<start + 8] { lines.append("    Given \(text)") }
    }
    if !lines.isEmpty {
        files.append(FeatureFile(uri: "lookup/\(files.count).feature", text: lines.joined(separator: "\n")))
    }
    return files
}
