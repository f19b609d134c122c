import CucumberMessages
import Foundation
import VerityFormatters

/// Reads what earlier runs recorded of each scenario's time (`VERITY_SHARD_TIMINGS`), for
/// dealing shards by time: message streams and Verity JUnit files, which `VerityFormatters`
/// reads, so the engine gets this reader from here and imports no formatter.
///
/// ```swift
/// RecordedTimings.read(["build/last-run.ndjson"]).seconds  // ["Features/cart.feature:3": 1.25, …]
/// RecordedTimings.read(["gone.ndjson"]).problems  // ["'gone.ndjson' does not exist (…)"]
/// ```
enum RecordedTimings {
    /// The recorded seconds of each scenario (by `uri:line`) in `files`, a later file's figure
    /// winning, and why each file that could not be used could not.
    static func read(_ files: [String]) -> ShardTimings {
        var timings = ShardTimings()
        for path in files {
            do throws(RecordedRunError) {
                for record in try records(in: path) { timings.seconds[record.location] = record.seconds }
            } catch {
                timings.problems.append("'\(path)' \(error.description)")
            }
        }
        return timings
    }

    /// The scenarios `path` records; throws what makes the file useless for dealing by time.
    private static func records(in path: String) throws(RecordedRunError) -> [RecordedScenario] {
        guard FileManager.default.fileExists(atPath: path) else {
            throw RecordedRunError("does not exist (a first run, a cache miss or an expired artifact)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw RecordedRunError("cannot be read: \(error.localizedDescription)")
        }
        let first = data.first { !(Character(UnicodeScalar($0)).isWhitespace) }
        guard let first else { throw RecordedRunError("is empty") }
        if first == UInt8(ascii: "<") {
            let records = try RecordedScenario.all(inJUnit: data)
            guard !records.isEmpty else {
                throw RecordedRunError(
                    "names no scenario's file and line: Cucumber's JUnit layout has none, "
                        + "so record timings with a message stream (message:FILE) or junit:verity:FILE")
            }
            return records
        }
        let envelopes: [Envelope]
        do {
            envelopes = try NDJSONDecoder().decode(data)
        } catch {
            throw RecordedRunError("is not a whole message stream (cut short?): \(error)")
        }
        guard envelopes.contains(where: { $0.testRunFinished != nil }) else {
            throw RecordedRunError("ends before its testRunFinished: the run that wrote it was cut short")
        }
        let records = RecordedScenario.all(in: envelopes)
        guard !records.isEmpty else { throw RecordedRunError("records no scenario") }
        return records
    }
}
