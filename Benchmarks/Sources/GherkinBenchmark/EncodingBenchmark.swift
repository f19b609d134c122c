import CucumberMessages
import Foundation

/// Writes the same envelopes as NDJSON with `NDJSONEncoder` and with Foundation's
/// `JSONEncoder` (one `encode` call per line, as a naive writer would do).
struct EncodingBenchmark {
    let envelopes: [Envelope]

    struct Result {
        var seconds: Double
        var megabytes: Double
    }

    func measureNDJSONEncoder(repetitions: Int) -> Result {
        var size = 0
        let seconds = bestSeconds(of: repetitions) {
            var buffer: [UInt8] = []
            let encoder = NDJSONEncoder()
            for envelope in envelopes {
                do {
                    try encoder.appendLine(envelope, to: &buffer)
                } catch {
                    fatalError("NDJSONEncoder failed: \(error)")
                }
            }
            size = buffer.count
        }
        return Result(seconds: seconds, megabytes: Double(size) / 1_000_000)
    }

    func measureJSONEncoder(repetitions: Int) -> Result {
        var size = 0
        let seconds = bestSeconds(of: repetitions) {
            var buffer = Data()
            let encoder = JSONEncoder()
            for envelope in envelopes {
                do {
                    buffer.append(try encoder.encode(envelope))
                    buffer.append(0x0A)
                } catch {
                    fatalError("JSONEncoder failed: \(error)")
                }
            }
            size = buffer.count
        }
        return Result(seconds: seconds, megabytes: Double(size) / 1_000_000)
    }
}
