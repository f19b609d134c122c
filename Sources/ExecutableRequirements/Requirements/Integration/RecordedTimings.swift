import Foundation
import VerityFormatters

/// Reads what earlier runs recorded of each scenario's time (`VERITY_SHARD_TIMINGS`), for
/// dealing shards by time: message streams and Verity JUnit files, which `VerityFormatters`
/// reads, so the engine gets this reader from here and imports no formatter.
///
/// ```swift
/// try RecordedTimings.seconds(in: ["build/last-run.ndjson"])  // ["Features/cart.feature:3": 1.25, …]
/// ```
enum RecordedTimings {
    /// The recorded seconds of each scenario (by `uri:line`) in `files`; a later file's figure
    /// wins.
    ///
    /// - Throws: ``RunConfigurationError`` naming a file that cannot be read.
    static func seconds(in files: [String]) throws(RunConfigurationError) -> [String: Double] {
        var seconds: [String: Double] = [:]
        for path in files {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw RunConfigurationError(
                    "VERITY_SHARD_TIMINGS: cannot read '\(path)': \(error.localizedDescription)")
            }
            let records: [RecordedScenario]
            do {
                records = try RecordedScenario.all(inRecordedRun: data)
            } catch {
                throw RunConfigurationError("VERITY_SHARD_TIMINGS: '\(path)' is \(error)")
            }
            for record in records { seconds[record.location] = record.seconds }
        }
        return seconds
    }
}
