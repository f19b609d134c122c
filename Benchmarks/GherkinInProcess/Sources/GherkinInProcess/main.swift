// Usage: GherkinInProcess <folder of .feature files> [parse|all] [seconds]
// Parses (and, with `all`, compiles to pickles) every file in the folder in a loop on one
// thread for the given CPU time, and prints the throughput in MB/s of CPU time.
import CucumberMessages
import Foundation
import Gherkin

let arguments = CommandLine.arguments
guard arguments.count > 1 else {
    print("usage: GherkinInProcess <folder> [parse|all] [seconds]")
    exit(2)
}
let folder = arguments[1]
let mode = arguments.count > 2 ? arguments[2] : "all"
let seconds = arguments.count > 3 ? Double(arguments[3]) ?? 3 : 3
let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".feature") }.sorted()
let files = names.compactMap { FileManager.default.contents(atPath: folder + "/" + $0).map { [UInt8]($0) } }
let bytesPerRound = files.reduce(0) { $0 + $1.count }
let parser = GherkinParser()
let compiler = PickleCompiler()
var bytes = 0
var pickles = 0
var rounds = 0
let start = clock()
func cpuSeconds() -> Double { Double(clock() - start) / Double(CLOCKS_PER_SEC) }
while cpuSeconds() < seconds {
    for file in files {
        var ids = IdGenerator.predictable()
        let result = parser.parse(bytes: file, uri: "x.feature", ids: &ids)
        if mode == "all", let document = result.document {
            pickles += compiler.compile(document, uri: "x.feature", ids: &ids).count
        }
        bytes += file.count
    }
    rounds += 1
}
let elapsed = cpuSeconds()
print(String(
    format: "%@: %d files, %d bytes per round, %d rounds, %d pickles: %.1f MB/s (CPU time)",
    mode, files.count, bytesPerRound, rounds, pickles, Double(bytes) / elapsed / 1e6))
