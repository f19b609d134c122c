// Expressions benchmark: step lookup throughput of Verity's Cucumber Expressions, and the
// regex-engine comparison behind the choice of the built-in matcher.
//
// Usage: ExpressionsBenchmark <corpus-dir> [engine-sample-size] [linear-sample-size]
// Prints `key=value` lines that Benchmarks/expressions/run.sh turns into a report.
import CucumberExpressions
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: ExpressionsBenchmark <corpus-dir> [engine-sample-size] [linear-sample-size]")
    exit(2)
}
let corpus = URL(fileURLWithPath: arguments[1])
let engineSample = arguments.count >= 3 ? Int(arguments[2]) ?? 1_000 : 1_000
let linearSample = arguments.count >= 4 ? Int(arguments[3]) ?? Int.max : Int.max

func lines(_ name: String) throws -> [String] {
    try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// CPU time of this process: on a machine shared with other jobs it varies far less than
/// wall-clock time, so rates are also reported per CPU second.
func cpuSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

var cpuStart = 0.0
@MainActor func startCPU() { cpuStart = cpuSeconds() }

@MainActor func report(_ name: String, steps: Int, matched: Int, elapsed: Duration) {
    let time = seconds(elapsed)
    let cpu = cpuSeconds() - cpuStart
    print(
        String(
            format: "%@ steps=%d matched=%d seconds=%.4f rate=%.1f cpu=%.4f cpurate=%.1f",
            name, steps, matched, time, Double(steps) / time, cpu, Double(steps) / cpu))
}

let sources = try lines("expressions.txt")
let steps = try lines("steps.txt")
let clock = ContinuousClock()

let registry = ParameterTypeRegistry()
var expressions: [CucumberExpression] = []
let compileTime = try clock.measure {
    expressions = try sources.map { try CucumberExpression($0, registry: registry) }
}
print(String(format: "compile expressions=%d seconds=%.4f", expressions.count, seconds(compileTime)))

// 1. A runner's step lookup: every text against the indexed definitions, converting arguments.
let index = StepPatternIndex(expressions)
var matched = 0
startCPU()
let indexed = try clock.measure {
    for text in steps {
        for match in try index.matches(text) {
            for argument in match.arguments { _ = try argument.value() }
            matched += 1
        }
    }
}
report("verity-indexed", steps: steps.count, matched: matched, elapsed: indexed)

// 2. The same lookup without the index: every text against every expression, as the
// official implementations' runners do.
let linearSteps = Array(steps.prefix(linearSample))
matched = 0
startCPU()
let linear = try clock.measure {
    for text in linearSteps {
        for expression in expressions {
            if let found = expression.match(text) {
                for argument in found { _ = try argument.value() }
                matched += 1
            }
        }
    }
}
report("verity-linear", steps: linearSteps.count, matched: matched, elapsed: linear)

// 3. Regex engines on identical work: the first `engineSample` texts against every
// expression's official regex source, taking the captured text of every group on a match.
let sample = Array(steps.prefix(engineSample))

matched = 0
startCPU()
let builtIn = clock.measure {
    for text in sample {
        for expression in expressions {
            if let found = expression.match(text) {
                for argument in found { _ = argument.group.value }
                matched += 1
            }
        }
    }
}
report("engine-builtin", steps: sample.count, matched: matched, elapsed: builtIn)

let foundationRegexes = try expressions.map { try NSRegularExpression(pattern: $0.regexSource) }
matched = 0
startCPU()
let foundation = clock.measure {
    for text in sample {
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        for regex in foundationRegexes {
            if let result = regex.firstMatch(in: text, range: range) {
                for group in 1..<result.numberOfRanges {
                    if let bounds = Range(result.range(at: group), in: text) { _ = String(text[bounds]) }
                }
                matched += 1
            }
        }
    }
}
report("engine-nsregularexpression", steps: sample.count, matched: matched, elapsed: foundation)

let swiftRegexes = try expressions.map { try Regex($0.regexSource) }
matched = 0
startCPU()
let swiftRegex = clock.measure {
    for text in sample {
        for regex in swiftRegexes {
            if let result = text.wholeMatch(of: regex) {
                for group in result.output.dropFirst() { _ = group.substring.map(String.init) }
                matched += 1
            }
        }
    }
}
report("engine-swift-regex", steps: sample.count, matched: matched, elapsed: swiftRegex)

// 4. Regex engines on matching pairs only: each sampled text against the one expression it
// matches, so no engine profits from rejecting early. Measures matching plus capture work.
var pairs: [(text: String, expression: Int)] = []
for text in steps.prefix(max(engineSample, 1) * 10) {
    if let first = try index.matches(text).first { pairs.append((text, first.index)) }
}
let repeats = 20
let pairCount = pairs.count
@MainActor func reportPairs(_ name: String, _ elapsed: Duration, _ matched: Int) {
    let time = seconds(elapsed)
    let cpu = cpuSeconds() - cpuStart
    let count = pairCount * repeats
    print(
        String(
            format: "%@ matches=%d matched=%d seconds=%.4f rate=%.1f cpu=%.4f cpurate=%.1f",
            name, count, matched, time, Double(count) / time, cpu, Double(count) / cpu))
}

matched = 0
startCPU()
let pairBuiltIn = clock.measure {
    for _ in 0..<repeats {
        for (text, expression) in pairs {
            if let found = expressions[expression].match(text) {
                for argument in found { _ = argument.group.value }
                matched += 1
            }
        }
    }
}
reportPairs("pairs-builtin", pairBuiltIn, matched)

matched = 0
startCPU()
let pairFoundation = clock.measure {
    for _ in 0..<repeats {
        for (text, expression) in pairs {
            let range = NSRange(text.startIndex..<text.endIndex, in: text)
            if let result = foundationRegexes[expression].firstMatch(in: text, range: range) {
                for group in 1..<result.numberOfRanges {
                    if let bounds = Range(result.range(at: group), in: text) { _ = String(text[bounds]) }
                }
                matched += 1
            }
        }
    }
}
reportPairs("pairs-nsregularexpression", pairFoundation, matched)

matched = 0
startCPU()
let pairSwift = clock.measure {
    for _ in 0..<repeats {
        for (text, expression) in pairs {
            if let result = text.wholeMatch(of: swiftRegexes[expression]) {
                for group in result.output.dropFirst() { _ = group.substring.map(String.init) }
                matched += 1
            }
        }
    }
}
reportPairs("pairs-swift-regex", pairSwift, matched)
