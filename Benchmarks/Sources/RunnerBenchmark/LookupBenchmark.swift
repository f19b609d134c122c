import CucumberExpressions

/// Step lookup as the engine does it when it plans a scenario: the definitions compiled
/// against the built-in parameter types into one `StepPatternIndex`, and every step text
/// looked up in it. The same texts are looked up among the first `small` definitions and among
/// all of them; lookup that scans every definition would be about `all / small` times slower.
func runLookup(directory: String, repetitions: Int) throws {
    let counts = try manifest(in: directory)
    let definitions = try GeneratedDefinition.load(directory + "/lookup/definitions.tsv")
    let small = counts["lookup_small"] ?? 10
    let texts = try String(contentsOfFile: directory + "/lookup/steps.txt", encoding: .utf8)
        .split(separator: "\n").map(String.init)
    let registry = ParameterTypeRegistry()
    let expressions: [any StepExpression] = try definitions.map { definition in
        switch definition.syntax {
        case .cucumberExpression: try CucumberExpression(definition.source, registry: registry)
        case .regularExpression: try RegularExpression(definition.source, registry: registry)
        }
    }
    for size in [small, expressions.count] {
        let index = StepPatternIndex(Array(expressions.prefix(size)))
        _ = try lookUp(texts, in: index)  // warm-up
        var samples: [Measurement] = []
        for _ in 0..<repetitions {
            let (measurement, found) = try Measurement.measure { try lookUp(texts, in: index) }
            guard found == texts.count else {
                throw BenchmarkError(
                    "\(size) definitions: \(found) matches for \(texts.count) texts, expected one each")
            }
            samples.append(measurement)
        }
        let wall = median(samples, by: \.wallSeconds).wallSeconds
        let cpu = median(samples, by: \.cpuSeconds).cpuSeconds
        print("lookup definitions=\(size) texts=\(texts.count) lookup_wall=\(format(wall)) lookup_cpu=\(format(cpu))")
    }
}

/// Looks up every text; returns how many definitions matched in all, so no lookup is dropped.
@inline(never)
private func lookUp(_ texts: [String], in index: StepPatternIndex) throws -> Int {
    var found = 0
    for text in texts {
        found += try index.matches(text).count
    }
    return found
}
