import CucumberMessages
import Foundation
import Gherkin

// Usage: GherkinBenchmark CORPUS_DIR [REPETITIONS] [--parse-only | --no-encoding]
//
// Loads every .feature file under CORPUS_DIR into memory, then measures on one thread: the
// first document (which loads the dialect dictionary), parse+compile throughput (MB of feature
// text per second), the same with every message made, and the speed of writing the messages
// as NDJSON with NDJSONEncoder versus Foundation's JSONEncoder.
// `--parse-only` stops after parse+compile (for instruction counts under callgrind, see
// Benchmarks/gherkin/callgrind.sh); `--no-encoding` skips the encoding part (for debug builds,
// see Benchmarks/gherkin/debug.sh).

var arguments = CommandLine.arguments
let parseOnly = arguments.contains("--parse-only")
let noEncoding = arguments.contains("--no-encoding")
arguments.removeAll { $0 == "--parse-only" || $0 == "--no-encoding" }
guard arguments.count >= 2 else {
    FileHandle.standardError.write(
        Data("usage: GherkinBenchmark CORPUS_DIR [REPETITIONS] [--parse-only | --no-encoding]\n".utf8))
    exit(2)
}
let repetitions = arguments.count >= 3 ? max(Int(arguments[2]) ?? 3, 1) : 3
let corpus = Corpus(folder: arguments[1])
print(String(format: "corpus: %d files, %.1f MB", corpus.files.count, corpus.megabytes))

let parsing = ParseBenchmark(corpus: corpus)
// NB: before the warm-up, so that it includes the one-time work of the first parse in the
// process (decoding the dialect dictionary), which is what `verity lint` of one file waits for.
print(String(format: "first document, dialects loaded (1 thread): %.2f ms", parsing.firstDocumentSeconds() * 1000))
parsing.run(repetitions: 1)  // warm-up: page in files, fill caches, load dialects
let parse = parsing.run(repetitions: repetitions)
print(
    String(
        format:
            "parse+compile into the compact form (1 thread): best of %d: %.3f s, %.1f MB/s, %d pickles, %d files with errors",
        repetitions, parse.seconds, corpus.megabytes / parse.seconds, parse.pickles, parse.failures))

if parseOnly { exit(0) }

let withMessages = parsing.runWithMessages(repetitions: repetitions)
print(
    String(
        format: "parse+compile, then make every document and pickle message (1 thread): best of %d: %.3f s, %.1f MB/s",
        repetitions, withMessages.seconds, corpus.megabytes / withMessages.seconds))

if noEncoding { exit(0) }

let encoding = EncodingBenchmark(envelopes: parsing.envelopes(limitMegabytes: 10))
let ours = encoding.measureNDJSONEncoder(repetitions: repetitions)
let foundation = encoding.measureJSONEncoder(repetitions: repetitions)
print(
    String(
        format:
            "NDJSON encoding of %d envelopes (%.1f MB of JSON): NDJSONEncoder %.3f s (%.1f MB/s), JSONEncoder %.3f s (%.1f MB/s), %.1fx faster",
        encoding.envelopes.count, ours.megabytes, ours.seconds, ours.megabytes / ours.seconds,
        foundation.seconds, foundation.megabytes / foundation.seconds, foundation.seconds / ours.seconds))
