import CucumberMessages
import Foundation
import Gherkin

// Usage: GherkinBenchmark CORPUS_DIR [REPETITIONS] [--parse-only]
//
// Loads every .feature file under CORPUS_DIR into memory, then measures on one thread:
// parse+compile throughput (MB of feature text per second), and the speed of writing the
// resulting messages as NDJSON with NDJSONEncoder versus Foundation's JSONEncoder.
// `--parse-only` skips the encoding part (for instruction counts under callgrind, see
// Benchmarks/gherkin/callgrind.sh).

var arguments = CommandLine.arguments
let parseOnly = arguments.contains("--parse-only")
arguments.removeAll { $0 == "--parse-only" }
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: GherkinBenchmark CORPUS_DIR [REPETITIONS] [--parse-only]\n".utf8))
    exit(2)
}
let repetitions = arguments.count >= 3 ? max(Int(arguments[2]) ?? 3, 1) : 3
let corpus = Corpus(folder: arguments[1])
print(String(format: "corpus: %d files, %.1f MB", corpus.files.count, corpus.megabytes))

let parsing = ParseBenchmark(corpus: corpus)
parsing.run(repetitions: 1)  // warm-up: page in files, fill caches, load dialects
let parse = parsing.run(repetitions: repetitions)
print(String(
    format: "parse+compile into the compact form (1 thread): best of %d: %.3f s, %.1f MB/s, %d pickles, %d files with errors",
    repetitions, parse.seconds, corpus.megabytes / parse.seconds, parse.pickles, parse.failures))

if parseOnly { exit(0) }

let withMessages = parsing.runWithMessages(repetitions: repetitions)
print(String(
    format: "parse+compile, then make every document and pickle message (1 thread): best of %d: %.3f s, %.1f MB/s",
    repetitions, withMessages.seconds, corpus.megabytes / withMessages.seconds))

let encoding = EncodingBenchmark(envelopes: parsing.envelopes(limitMegabytes: 10))
let ours = encoding.measureNDJSONEncoder(repetitions: repetitions)
let foundation = encoding.measureJSONEncoder(repetitions: repetitions)
print(String(
    format: "NDJSON encoding of %d envelopes (%.1f MB of JSON): NDJSONEncoder %.3f s (%.1f MB/s), JSONEncoder %.3f s (%.1f MB/s), %.1fx faster",
    encoding.envelopes.count, ours.megabytes, ours.seconds, ours.megabytes / ours.seconds,
    foundation.seconds, foundation.megabytes / foundation.seconds, foundation.seconds / ours.seconds))
