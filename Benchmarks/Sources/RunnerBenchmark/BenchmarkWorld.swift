import Requirements

/// The state of one scenario: every step body touches it, as the behave steps touch `context`.
struct BenchmarkWorld: Sendable {
    var total = 0
    var count = 0
    var characters = 0
    var last = ""
}

/// The generated definitions as Verity step definitions, with trivial bodies over the world.
func benchmarkSteps(_ definitions: [GeneratedDefinition]) -> Steps<BenchmarkWorld> {
    Steps(world: { BenchmarkWorld() }) { steps in
        for definition in definitions {
            let pattern: StepPattern =
                switch definition.syntax {
                case .cucumberExpression: StepPattern(definition.source)
                case .regularExpression: .regex(definition.source)
                }
            switch definition.shape {
            case .none:
                steps.step(pattern) { world in world.count += 1 }
            case .int:
                steps.step(pattern) { (world, number: Int) in world.total += number }
            case .string:
                steps.step(pattern) { (world, text: String) in world.characters += text.utf8.count }
            case .word:
                steps.step(pattern) { (world, word: String) in world.last = word }
            case .intString:
                steps.step(pattern) { (world, number: Int, text: String) in
                    world.total += number
                    world.characters += text.utf8.count
                }
            case .wordInt:
                steps.step(pattern) { (world, word: String, number: Int) in
                    world.last = word
                    world.total += number
                }
            case .table:
                steps.step(pattern) { (world, table: DataTable) in world.count += table.body.count }
            case .doc:
                steps.step(pattern) { (world, doc: DocString) in world.characters += doc.content.utf8.count }
            }
        }
    }
}
