import CucumberMessages
import Foundation

/// How one scenario fared in a recorded run: what time-balanced shards and the run history
/// read from a message stream, one record per test case (its attempts folded together).
package struct RecordedScenario: Sendable, Equatable {
    /// The feature file's URI, as the run recorded it.
    package var uri: String
    /// The line a rerun selects: the examples row for an outline, else the scenario.
    package var line: Int
    /// The scenario's name (an outline row's name as its pickle has it).
    package var name: String
    /// The status of the last attempt.
    package var status: TestStepResultStatus
    /// How many times it ran: 1, or more when it was retried.
    package var attempts: Int
    /// The seconds of all its attempts together: what the run spent on it.
    package var seconds: Double
    /// The failure message of the first attempt that failed, if any did.
    package var failureMessage: String?

    /// A record of one scenario's outcome.
    package init(
        uri: String, line: Int, name: String, status: TestStepResultStatus, attempts: Int, seconds: Double,
        failureMessage: String?
    ) {
        self.uri = uri
        self.line = line
        self.name = name
        self.status = status
        self.attempts = attempts
        self.seconds = seconds
        self.failureMessage = failureMessage
    }

    /// `uri:line`, the key that names the scenario across runs.
    package var location: String { "\(uri):\(line)" }

    /// Whether it failed at first and passed on a retry.
    package var passedOnRetry: Bool { attempts > 1 && status == .passed }

    /// One record per test case of `envelopes`, in the order the test cases first started.
    /// Attempts the stream never finished count toward nothing but their attempt number.
    package static func all(in envelopes: [Envelope]) -> [RecordedScenario] {
        var index = TestRunIndex()
        for envelope in envelopes { index.add(envelope) }
        var records: [RecordedScenario] = []
        var positions: [String: Int] = [:]
        for attempt in index.attempts {
            guard let report = index.report(for: attempt) else { continue }
            let testCaseId = attempt.started.testCaseId
            let failure = report.status.isFailure ? report.failingStep?.message ?? report.status.word : nil
            if let position = positions[testCaseId] {
                records[position].attempts += 1
                records[position].status = report.status
                records[position].seconds += report.seconds
                records[position].failureMessage = records[position].failureMessage ?? failure
            } else {
                positions[testCaseId] = records.count
                records.append(
                    RecordedScenario(
                        uri: report.uri, line: report.line, name: report.name, status: report.status, attempts: 1,
                        seconds: report.seconds, failureMessage: failure))
            }
        }
        return records
    }
}

extension RecordedScenario {
    /// The scenarios of a recorded run: a Cucumber Messages stream (NDJSON) or a JUnit file
    /// Verity wrote, told apart by their first character.
    ///
    /// - Throws: ``RecordedRunError`` naming the stream's bad line, or what is wrong with the XML.
    package static func all(inRecordedRun data: Data) throws(RecordedRunError) -> [RecordedScenario] {
        let first = data.first {
            !($0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
                || $0 == UInt8(ascii: "\t"))
        }
        if first == UInt8(ascii: "<") { return try all(inJUnit: data) }
        do {
            return all(in: try NDJSONDecoder().decode(data))
        } catch let error as NDJSONDecodingError {
            throw RecordedRunError("not a message stream: \(error)")
        } catch {
            throw RecordedRunError("not a message stream: \(error)")
        }
    }
}
