// Measures, in one run, what a model-defined interface costs against the floor (an array of
// closures) and the peers a Linux user would otherwise pick. Build in release mode; see
// Benchmarks/architecture/run.sh.

import Foundation

let sink = Sink()
let subscriberCounts = [1, 100, 10_000]
let samples = Int(ProcessInfo.processInfo.environment["SAMPLES"] ?? "") ?? 7

struct Row {
    let name: String
    let floor: Double
    let verity: Double
    let openCombine: Double
    let observation: Double
}

var rows: [Row] = []

// NB: `PROFILE=<scenario>:<subscribers>` runs one scenario alone, for valgrind --tool=callgrind.
if let profile = ProcessInfo.processInfo.environment["PROFILE"] {
    let parts = profile.split(separator: ":")
    let subscribers = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
    let operations = parts.count > 2 ? Int(parts[2]) ?? 100_000 : 100_000
    let scenario: Scenario = switch parts.first {
    case "floor": FloorScenarios.fanOut(subscribers: subscribers, sink: sink)
    case "opencombine": OpenCombineScenarios.fanOut(subscribers: subscribers, sink: sink)
    case "floor-action": FloorScenarios.invocation(sink: sink)
    case "verity-action": VerityScenarios.invocation(sink: sink)
    case "observation-action": ObservationScenarios.invocation(sink: sink)
    case "opencombine-action": OpenCombineScenarios.invocation(sink: sink)
    default: VerityScenarios.fanOut(subscribers: subscribers, sink: sink)
    }
    scenario.run(operations)
    print("checksum \(sink.total)")
    exit(0)
}

for subscribers in subscriberCounts {
    let updates = max(200, 8_000_000 / subscribers)
    let asyncUpdates = max(10, 200_000 / subscribers)
    let floor = nanosecondsPerOperation(
        FloorScenarios.fanOut(subscribers: subscribers, sink: sink), operations: updates, samples: samples)
    let verity = nanosecondsPerOperation(
        VerityScenarios.fanOut(subscribers: subscribers, sink: sink), operations: updates, samples: samples)
    let openCombine = nanosecondsPerOperation(
        OpenCombineScenarios.fanOut(subscribers: subscribers, sink: sink), operations: updates, samples: samples)
    let observation = await ObservationScenarios.fanOut(
        subscribers: subscribers, sink: sink, operations: asyncUpdates, samples: max(3, samples / 2))
    rows.append(Row(
        name: "update → \(subscribers) subscriber\(subscribers == 1 ? "" : "s")",
        floor: floor, verity: verity, openCombine: openCombine, observation: observation
    ))
}

let invocations = 10_000_000
rows.append(Row(
    name: "action invocation",
    floor: nanosecondsPerOperation(FloorScenarios.invocation(sink: sink), operations: invocations, samples: samples),
    verity: nanosecondsPerOperation(VerityScenarios.invocation(sink: sink), operations: invocations, samples: samples),
    openCombine: nanosecondsPerOperation(
        OpenCombineScenarios.invocation(sink: sink), operations: invocations, samples: samples),
    observation: nanosecondsPerOperation(
        ObservationScenarios.invocation(sink: sink), operations: invocations, samples: samples)
))

func cell(_ nanoseconds: Double, floor: Double) -> String {
    let ratio = nanoseconds / floor
    return String(format: "%10.1f ns %8.2f×", nanoseconds, ratio)
}

func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

print("Median ns per update (fan-out) or per invocation; × = ratio to the floor. \(samples) samples.")
print(
    padded("scenario", 26) + padded("floor (closure array)", 24) + padded("Verity Source/Action", 24)
        + padded("OpenCombine", 24) + "Observation (Observations)"
)
for row in rows {
    print(
        padded(row.name, 26) + padded(cell(row.floor, floor: row.floor), 24)
            + padded(cell(row.verity, floor: row.floor), 24)
            + padded(cell(row.openCombine, floor: row.floor), 24)
            + cell(row.observation, floor: row.floor)
    )
}
for row in rows {
    let withinTwice = row.verity <= 2 * row.floor
    let fasterThanPeers = row.verity < row.openCombine && row.verity < row.observation
    print(
        "\(padded(row.name, 26)) within 2× of floor: \(withinTwice ? "yes" : "NO ")   "
            + "faster than both peers: \(fasterThanPeers ? "yes" : "NO")"
    )
}
print("checksum \(sink.total)")
