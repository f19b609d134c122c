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

/// The scenario `name` (as `PROFILE` and `TIME` spell it) for `subscribers` subscribers.
@MainActor
func scenario(named name: Substring?, subscribers: Int) -> Scenario {
    switch name {
    case "floor": FloorScenarios.fanOut(subscribers: subscribers, sink: sink)
    case "opencombine": OpenCombineScenarios.fanOut(subscribers: subscribers, sink: sink)
    case "floor-action": FloorScenarios.invocation(sink: sink)
    case "verity-action": VerityScenarios.invocation(sink: sink)
    case "verity-creation": VerityScenarios.creation(sink: sink)
    case "observation-action": ObservationScenarios.invocation(sink: sink)
    case "opencombine-action": OpenCombineScenarios.invocation(sink: sink)
    case "realistic-floor": RealisticScenarios.floorFanOut(subscribers: subscribers, sink: sink)
    case "realistic-verity": RealisticScenarios.verityFanOut(subscribers: subscribers, sink: sink)
    case "realistic-verity-recorded": RealisticScenarios.verityRecordedFanOut(subscribers: subscribers, sink: sink)
    case "realistic-verity-session": RealisticScenarios.veritySessionFanOut(subscribers: subscribers, sink: sink)
    case "realistic-opencombine": RealisticScenarios.openCombineFanOut(subscribers: subscribers, sink: sink)
    case "realistic-floor-action": RealisticScenarios.floorInvocation(sink: sink)
    case "realistic-verity-action": RealisticScenarios.verityInvocation(sink: sink)
    case "realistic-verity-earlier": RealisticScenarios.verityEarlierModelInvocation(sink: sink)
    case "realistic-state-accessor": RealisticScenarios.accessorState(sink: sink)
    case "realistic-state-reflected": RealisticScenarios.reflectedState(sink: sink)
    case "realistic-opencombine-action": RealisticScenarios.openCombineInvocation(sink: sink)
    case "realistic-observation-action": ObservationScenarios.realisticInvocation(sink: sink)
    default: VerityScenarios.fanOut(subscribers: subscribers, sink: sink)
    }
}

// NB: `PROFILE=<scenario>:<subscribers>:<operations>` runs one scenario alone, for valgrind
// --tool=callgrind.
if let profile = ProcessInfo.processInfo.environment["PROFILE"] {
    let parts = profile.split(separator: ":")
    let subscribers = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
    let operations = parts.count > 2 ? Int(parts[2]) ?? 100_000 : 100_000
    scenario(named: parts.first, subscribers: subscribers).run(operations)
    print("checksum \(sink.total)")
    exit(0)
}

// NB: `TIME=<scenario>:<subscribers>,…` times only those scenarios, interleaved round by round
// so that a change in the machine's load touches each alike: a quick look at one row.
if let list = ProcessInfo.processInfo.environment["TIME"] {
    let chosen = list.split(separator: ",").map { entry in
        let parts = entry.split(separator: ":")
        let subscribers = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        let operations =
            parts.first?.hasSuffix("action") == true || parts.first?.hasSuffix("earlier") == true
            ? 10_000_000 : max(200, 2_000_000 / subscribers)
        return (
            name: String(entry), scenario: scenario(named: parts.first, subscribers: subscribers),
            operations: operations
        )
    }
    var figures = Array(repeating: [Double](), count: chosen.count)
    for _ in 0..<samples {
        for (index, entry) in chosen.enumerated() {
            figures[index].append(nanosecondsPerOperation(entry.scenario, operations: entry.operations, samples: 1))
        }
    }
    for (index, entry) in chosen.enumerated() {
        print(padded(entry.name, 34) + String(format: "%10.1f ns", median(figures[index])))
    }
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
    rows.append(
        Row(
            name: "update → \(subscribers) subscriber\(subscribers == 1 ? "" : "s")",
            floor: floor, verity: verity, openCombine: openCombine, observation: observation
        ))
}

let invocations = 10_000_000
rows.append(
    Row(
        name: "action invocation",
        floor: nanosecondsPerOperation(
            FloorScenarios.invocation(sink: sink), operations: invocations, samples: samples),
        verity: nanosecondsPerOperation(
            VerityScenarios.invocation(sink: sink), operations: invocations, samples: samples),
        openCombine: nanosecondsPerOperation(
            OpenCombineScenarios.invocation(sink: sink), operations: invocations, samples: samples),
        observation: nanosecondsPerOperation(
            ObservationScenarios.invocation(sink: sink), operations: invocations, samples: samples)
    ))

// The realistic model: a three-state login screen re-emitted as `.editing` with five actions
// rebuilt on each update (see RealisticModel.swift).
for subscribers in subscriberCounts {
    let updates = max(200, 2_000_000 / subscribers)
    let asyncUpdates = max(10, 200_000 / subscribers)
    rows.append(
        Row(
            name: "model → \(subscribers) subscriber\(subscribers == 1 ? "" : "s")",
            floor: nanosecondsPerOperation(
                RealisticScenarios.floorFanOut(subscribers: subscribers, sink: sink), operations: updates,
                samples: samples),
            verity: nanosecondsPerOperation(
                RealisticScenarios.verityFanOut(subscribers: subscribers, sink: sink), operations: updates,
                samples: samples),
            openCombine: nanosecondsPerOperation(
                RealisticScenarios.openCombineFanOut(subscribers: subscribers, sink: sink), operations: updates,
                samples: samples),
            observation: await ObservationScenarios.realisticFanOut(
                subscribers: subscribers, sink: sink, operations: asyncUpdates, samples: max(3, samples / 2))
        ))
}

let modelFloorInvocation = nanosecondsPerOperation(
    RealisticScenarios.floorInvocation(sink: sink), operations: invocations, samples: samples)
let modelOpenCombineInvocation = nanosecondsPerOperation(
    RealisticScenarios.openCombineInvocation(sink: sink), operations: invocations, samples: samples)
let modelObservationInvocation = nanosecondsPerOperation(
    ObservationScenarios.realisticInvocation(sink: sink), operations: invocations, samples: samples)
rows.append(
    Row(
        name: "model's action",
        floor: modelFloorInvocation,
        verity: nanosecondsPerOperation(
            RealisticScenarios.verityInvocation(sink: sink), operations: invocations, samples: samples),
        openCombine: modelOpenCombineInvocation,
        observation: modelObservationInvocation
    ))
// NB: the floor and the peers have no notion of an earlier model: their closure or method just
// runs, so their figures are those of the row above.
rows.append(
    Row(
        name: "earlier model's action",
        floor: modelFloorInvocation,
        verity: nanosecondsPerOperation(
            RealisticScenarios.verityEarlierModelInvocation(sink: sink), operations: invocations, samples: samples),
        openCombine: modelOpenCombineInvocation,
        observation: modelObservationInvocation
    ))

func cell(_ nanoseconds: Double, floor: Double) -> String {
    let ratio = nanoseconds / floor
    return String(format: "%10.1f ns %8.2f×", nanoseconds, ratio)
}

func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

print("Median ns per update (fan-out) or per invocation; × = ratio to the floor. \(samples) samples.")
print("update/action: an Int and one action; model/model's action: a three-state login screen whose")
print(".editing (five actions) is rebuilt on every update.")
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
// NB: the verdicts are printed as measured; two of them need the context a reader would ask for.
print(
    """
    Observation has no actions: its "action" is a method on the model, called directly with no state \
    check, and so cheaper than the floor's closure call itself; no closure-based action can beat it.
    An earlier model's action checks, under the source's lock, that the source is still in that \
    model's state and runs the current model's body; the floor and the peers check nothing.
    """)
print("checksum \(sink.total)")
