import CucumberMessages
import Gherkin

/// Parses and compiles every file of a corpus, the work `verity gherkin --no-source --no-ast`
/// does before writing.
struct ParseBenchmark {
    let corpus: Corpus

    struct Result {
        var seconds: Double
        var pickles: Int
        var failures: Int
    }

    /// Parses and compiles every file into its compact form (``CompiledGherkin``): the work
    /// every consumer of pickles does, before any message is made.
    @discardableResult
    func run(repetitions: Int) -> Result {
        measure(repetitions: repetitions) { compiled in compiled.pickleCount }
    }

    /// The same, then makes every file's `GherkinDocument` and `Pickle` messages, as
    /// `verity gherkin` does before writing them.
    func runWithMessages(repetitions: Int) -> Result {
        measure(repetitions: repetitions) { compiled in
            _ = compiled.document
            return compiled.pickles.count
        }
    }

    /// Seconds to parse and compile the first file, the first parse in the process.
    func firstDocumentSeconds() -> Double {
        guard let file = corpus.files.first else { return 0 }
        let clock = ContinuousClock()
        let duration = clock.measure {
            var ids = IdGenerator.predictable()
            _ = GherkinParser().compile(bytes: file.bytes, uri: file.path, ids: &ids)
        }
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private func measure(repetitions: Int, _ use: (CompiledGherkin) -> Int) -> Result {
        var pickles = 0
        var failures = 0
        let seconds = bestSeconds(of: repetitions) {
            pickles = 0
            failures = 0
            let parser = GherkinParser()
            for file in corpus.files {
                var ids = IdGenerator.predictable()
                let compiled = parser.compile(bytes: file.bytes, uri: file.path, ids: &ids)
                if compiled.errors.isEmpty {
                    pickles += use(compiled)
                } else {
                    failures += 1
                }
            }
        }
        return Result(seconds: seconds, pickles: pickles, failures: failures)
    }

    /// The documents and pickles of the first files, up to about `limitMegabytes` of source.
    func envelopes(limitMegabytes: Double) -> [Envelope] {
        var envelopes: [Envelope] = []
        var bytes = 0
        for file in corpus.files where Double(bytes) < limitMegabytes * 1_000_000 {
            bytes += file.bytes.count
            var ids = IdGenerator.predictable()
            let compiled = GherkinParser().compile(bytes: file.bytes, uri: file.path, ids: &ids)
            guard let document = compiled.document else { continue }
            envelopes.append(Envelope(gherkinDocument: document))
            for pickle in compiled.pickles { envelopes.append(Envelope(pickle: pickle)) }
        }
        return envelopes
    }
}
