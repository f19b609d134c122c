import Foundation

// Usage:
//   RunnerBenchmark suite DIRECTORY [--parallel] [--dry-run] [--predictable-ids] [--undefined] [--no-step-timeout] [--messages PATH]
//   RunnerBenchmark lookup DIRECTORY [REPETITIONS]
//
// DIRECTORY is what Benchmarks/runner/generate.py wrote. `suite` runs the generated suite once
// through Verity's engine in this process (serial unless --parallel; no messages unless
// --messages; with no step definitions at all if --undefined, so that every step is undefined
// and gets its snippets; with no step time limit if --no-step-timeout, so that bodies run inline
// rather than in a task each) and prints one line of figures; `lookup` times step lookup among 10 and among
// 10,000 definitions, in the index alone and through a dry run of the engine.
// Benchmarks/runner/run.sh runs both and compares with behave.

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: RunnerBenchmark suite DIRECTORY [--parallel] [--dry-run] [--predictable-ids] [--undefined] [--no-step-timeout] [--messages PATH]
           RunnerBenchmark lookup DIRECTORY [REPETITIONS]

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(message.utf8))
    exit(message == usage ? 2 : 1)
}

guard arguments.count >= 2 else { fail(usage) }
let directory = arguments[1]
do {
    switch arguments[0] {
    case "suite":
        var options = SuiteOptions()
        var rest = arguments.dropFirst(2).makeIterator()
        while let flag = rest.next() {
            switch flag {
            case "--parallel": options.serial = false
            case "--dry-run": options.dryRun = true
            case "--predictable-ids": options.predictableIds = true
            case "--undefined": options.undefined = true
            case "--no-step-timeout": options.stepTimeout = false
            case "--messages":
                guard let path = rest.next() else { fail(usage) }
                options.messagesPath = path
            default: fail(usage)
            }
        }
        try await runSuite(directory: directory, options: options)
    case "lookup":
        let repetitions = arguments.count >= 3 ? max(Int(arguments[2]) ?? 5, 1) : 5
        try runLookup(directory: directory, repetitions: repetitions)
        try await runEngineLookup(directory: directory, repetitions: max(repetitions - 2, 1))
    default:
        fail(usage)
    }
} catch {
    fail("RunnerBenchmark: \(error)\n")
}
