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

    @discardableResult
    func run(repetitions: Int) -> Result {
        var pickles = 0
        var failures = 0
        let seconds = bestSeconds(of: repetitions) {
            pickles = 0
            failures = 0
            let parser = GherkinParser()
            let compiler = PickleCompiler()
            for file in corpus.files {
                var ids = IdGenerator.predictable()
                switch parser.parse(bytes: file.bytes, uri: file.path, ids: &ids) {
                case .success(let document):
                    pickles += compiler.compile(document, uri: file.path, ids: &ids).count
                case .failure:
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
            guard let document = GherkinParser().parse(bytes: file.bytes, uri: file.path, ids: &ids).document
            else { continue }
            envelopes.append(Envelope(gherkinDocument: document))
            for pickle in PickleCompiler().compile(document, uri: file.path, ids: &ids) {
                envelopes.append(Envelope(pickle: pickle))
            }
        }
        return envelopes
    }
}
