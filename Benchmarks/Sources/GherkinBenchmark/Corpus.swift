import Foundation

/// The feature files of a benchmark corpus, read into memory once.
struct Corpus {
    var files: [(path: String, bytes: [UInt8])] = []

    var megabytes: Double {
        Double(files.reduce(0) { $0 + $1.bytes.count }) / 1_000_000
    }

    init(folder: String) {
        let paths = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".feature") }
            .sorted()
        for relative in paths {
            let path = folder + "/" + relative
            if let data = FileManager.default.contents(atPath: path) {
                files.append((path, [UInt8](data)))
            }
        }
    }
}

/// Wall-clock seconds of the fastest of several runs of `body`.
func bestSeconds(of repetitions: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
        let duration = clock.measure(body)
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        best = min(best, seconds)
    }
    return best
}
