import CucumberMessages
import Foundation
import Requirements

// Usage: RequirementsEngineBenchmark [DEFINITIONS] [SCENARIOS] [--parallel] [--messages]
// A generated suite: SCENARIOS scenarios of 8 steps over DEFINITIONS step definitions with
// trivial bodies, in files of 200 scenarios. Prints wall and CPU time of one run (the run
// includes parsing, matching every step, and executing).

struct Cart {
    var items = 0
}

/// Counts messages from any thread.
final class LockedCount: @unchecked Sendable {
    // NB: @unchecked: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0

    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

func makeSuite(definitions: Int, scenarios: Int, parallel: Bool) -> FeatureSuite<Cart> {
    let steps = Steps<Cart>(world: Cart.init) { steps in
        for index in 0..<definitions {
            steps.given("the shopper number \(index) adds {int} items to cart \(index)") { (cart, count: Int) in
                cart.items += count
            }
        }
    }
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    var files: [FeatureFile] = []
    let perFile = 200
    for file in 0..<max(1, scenarios / perFile) {
        var text = "Feature: Generated \(file)\n"
        for scenario in 0..<min(perFile, scenarios) {
            text += "\n  Scenario: Scenario \(file)-\(scenario)\n"
            for step in 0..<8 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let definition = Int(state >> 33) % definitions
                text += "    \(step == 0 ? "Given" : "And") the shopper number \(definition) adds \(step) items to cart \(definition)\n"
            }
        }
        files.append(FeatureFile(uri: "generated/f\(file).feature", text: text))
    }
    var configuration = RunConfiguration()
    configuration.parallel = parallel
    return FeatureSuite(steps, features: files, configuration: configuration)
}

func cpuSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
}

func benchmark() async {
    let options = CommandLine.arguments.dropFirst()
    let numbers = options.filter { !$0.hasPrefix("--") }.compactMap { Int($0) }
    let definitions = numbers.first ?? 500
    let scenarioCount = numbers.dropFirst().first ?? 20_000
    let suite = makeSuite(definitions: definitions, scenarios: scenarioCount, parallel: options.contains("--parallel"))
    let messages = options.contains("--messages")
    let counter = LockedCount()
    var onMessage: (@Sendable (Envelope) -> Void)?
    if messages {
        onMessage = { _ in counter.add() }
    }
    let cpuStart = cpuSeconds()
    let wallStart = Date()
    let result = await suite.run(onMessage: onMessage)
    let wall = Date().timeIntervalSince(wallStart)
    let cpu = cpuSeconds() - cpuStart
    let scenarios = Double(result.scenarios.count)
    let messageCount = messages ? ", messages: \(counter.value)" : ""
    print("definitions: \(definitions), scenarios: \(result.scenarios.count), success: \(result.success)\(messageCount)")
    print(String(
        format: "wall %.2f s (%.0f scenarios/s), cpu %.2f s (%.0f scenarios per cpu-second)",
        wall, scenarios / wall, cpu, scenarios / cpu))
}

await benchmark()
