import CucumberMessages
import Foundation

/// CPU seconds of this process: on a machine shared with other jobs they vary far less than
/// wall-clock time.
func cpuSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// One way of writing a stream as NDJSON, measured over several passes.
struct EncodingPass {
    /// Whether envelopes go through the direct writers or the generic `Encodable` path.
    var direct: Bool

    /// Writes every envelope into one buffer, as a runner's NDJSON formatter does.
    func encode(_ envelopes: [Envelope]) -> [UInt8] {
        var buffer: [UInt8] = []
        let encoder = NDJSONEncoder()
        do {
            if direct {
                for envelope in envelopes { try encoder.appendLine(envelope, to: &buffer) }
            } else {
                for envelope in envelopes { try encoder.appendLine(GenericEnvelope(envelope: envelope), to: &buffer) }
            }
        } catch {
            fatalError("NDJSONEncoder failed: \(error)")
        }
        return buffer
    }

    /// The output of one pass and the fewest CPU and wall-clock seconds of `repetitions`.
    func measure(_ envelopes: [Envelope], repetitions: Int) -> (bytes: [UInt8], cpu: Double, wall: Double) {
        var bytes: [UInt8] = []
        var cpu = Double.infinity
        var wall = Double.infinity
        let clock = ContinuousClock()
        for _ in 0..<repetitions {
            let cpuStart = cpuSeconds()
            let elapsed = clock.measure { bytes = encode(envelopes) }
            cpu = min(cpu, cpuSeconds() - cpuStart)
            wall = min(wall, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return (bytes, cpu, wall)
    }
}
