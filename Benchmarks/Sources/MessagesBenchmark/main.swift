import CucumberMessages
import Foundation

// Usage: MessagesBenchmark [STEPS] [REPETITIONS] [--cck SAMPLES_DIR] [--only generic|direct|none]
//
// Encodes the execution messages of a run as NDJSON with NDJSONEncoder, once through the
// direct writers and once through the generic Encodable path (the path runner messages took
// before they had direct writers), and prints MB/s and µs per message of each, on one thread.
// Streams: a synthetic run of STEPS steps (default 100,000: 12,500 scenarios of 8 steps), and
// with --cck every CCK sample stream repeated to about the same number of messages.
// `--only` encodes one stream once with one path (or none), for instruction counts under
// callgrind; see Benchmarks/messages/callgrind.sh.

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
    return value
}
let cckFolder = option("--cck")
let only = option("--only")
let steps = arguments.count >= 1 ? max(Int(arguments[0]) ?? 100_000, 8) : 100_000
let repetitions = arguments.count >= 2 ? max(Int(arguments[1]) ?? 5, 1) : 5

var streams: [(name: String, envelopes: [Envelope])] = [
    ("synthetic run, \(steps) steps", RunStream.synthetic(steps: steps))
]
if let cckFolder {
    do {
        let envelopes = try RunStream.cck(samplesFolder: cckFolder, minimumCount: streams[0].envelopes.count)
        if envelopes.isEmpty {
            FileHandle.standardError.write(Data("no CCK stream in \(cckFolder)\n".utf8))
        } else {
            streams.append(("CCK samples repeated", envelopes))
        }
    } catch {
        FileHandle.standardError.write(Data("cannot read the CCK samples: \(error)\n".utf8))
        exit(1)
    }
}

if let only {
    // One pass over the first stream, nothing printed that depends on time.
    let envelopes = streams[0].envelopes
    switch only {
    case "generic": print(EncodingPass(direct: false).encode(envelopes).count, "bytes,", envelopes.count, "messages")
    case "direct": print(EncodingPass(direct: true).encode(envelopes).count, "bytes,", envelopes.count, "messages")
    default: print(0, "bytes,", envelopes.count, "messages")
    }
    exit(0)
}

for (name, envelopes) in streams {
    _ = EncodingPass(direct: true).encode(envelopes)  // warm-up
    let generic = EncodingPass(direct: false).measure(envelopes, repetitions: repetitions)
    let direct = EncodingPass(direct: true).measure(envelopes, repetitions: repetitions)
    let megabytes = Double(direct.bytes.count) / 1_000_000
    let count = Double(envelopes.count)
    print(
        String(
            format: "%@: %d messages, %.1f MB of NDJSON, best of %d (CPU time; wall in brackets)",
            name, envelopes.count, megabytes, repetitions))
    for (label, result) in [("generic", generic), ("direct ", direct)] {
        print(
            String(
                format: "  %@ %7.1f MB/s  %6.3f µs/message  (wall %7.1f MB/s  %6.3f µs/message)",
                label, megabytes / result.cpu, result.cpu / count * 1e6,
                megabytes / result.wall, result.wall / count * 1e6))
    }
    print(
        String(
            format: "  direct is %.1fx faster (CPU), %.1fx (wall); outputs identical: %@",
            generic.cpu / direct.cpu, generic.wall / direct.wall, generic.bytes == direct.bytes ? "yes" : "NO"))
}
