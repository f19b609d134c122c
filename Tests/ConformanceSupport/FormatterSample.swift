import CucumberMessages
import Foundation

/// One sample of an official report formatter's acceptance data
/// (`formatters/<suite>/testdata/src/<name>.ndjson`, section 7 of the conformance README): the
/// message stream to render, and beside it the expected reports, named `<name>.<variant>.<ext>`.
///
/// ```swift
/// for sample in try FormatterSample.all(in: .junit) {
///     let expected = try sample.expected("default.xml")
///     let report = render(sample.envelopes)               // the formatter under test
///     let shuffled = render(sample.simulatedParallelOrder(seed: 1))
/// }
/// ```
package struct FormatterSample: Sendable, CustomStringConvertible {
    /// One of the four suites' folders.
    package struct Suite: Sendable {
        /// The folder's name under `formatters/`.
        package var folder: String

        /// `junit-xml-formatter`: `<name>.default.xml`, and `examples-tables.custom.xml`.
        package static let junit = Suite(folder: "junit-xml-formatter")
        /// `pretty-formatter`: `<name>.<theme or option>.<pretty|summary|progress>.log`.
        package static let pretty = Suite(folder: "pretty-formatter")
        /// `teamcity-formatter`: `<name>.log`.
        package static let teamcity = Suite(folder: "teamcity-formatter")
        /// `testng-xml-formatter`: `<name>.xml`.
        package static let testng = Suite(folder: "testng-xml-formatter")

        /// The suite's `testdata/src` folder.
        package var samplesFolder: URL {
            ConformanceDirectory.root.appendingPathComponent("formatters/\(folder)/testdata/src")
        }

        /// The suite's own folder (the XSDs are there for JUnit).
        package var folderURL: URL {
            ConformanceDirectory.root.appendingPathComponent("formatters/\(folder)")
        }
    }

    /// The sample's name, e.g. `examples-tables`.
    package var name: String
    /// The suite the sample belongs to.
    package var suite: Suite
    /// The input stream, one envelope per line, in the file's order.
    package var envelopes: [Envelope]

    /// The sample's name, so parameterized tests show it.
    package var description: String { name }

    /// The names of a suite's samples (every `<name>.ndjson`), sorted; empty when the data is
    /// missing.
    package static func names(in suite: Suite) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: suite.samplesFolder.path)) ?? []
        return files.filter { $0.hasSuffix(".ndjson") }.map { String($0.dropLast(".ndjson".count)) }.sorted()
    }

    /// Every sample of `suite`, sorted by name.
    package static func all(in suite: Suite) throws -> [FormatterSample] {
        try names(in: suite).map { try FormatterSample(named: $0, in: suite) }
    }

    /// Loads `<name>.ndjson` of `suite`.
    package init(named name: String, in suite: Suite) throws {
        self.name = name
        self.suite = suite
        let data = try Data(contentsOf: suite.samplesFolder.appendingPathComponent("\(name).ndjson"))
        envelopes = try NDJSONDecoder().decode(data)
    }

    /// The expected file `<name>.<suffix>` (`default.xml`, `plain.pretty.log`, `log`), or `nil`
    /// when the suite has none for this sample.
    package func expected(_ suffix: String) throws -> String? {
        let url = suite.samplesFolder.appendingPathComponent("\(name).\(suffix)")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// The stream as a parallel runner could have written it, upstream's "simulated parallel"
    /// order: the messages between `testRunStarted` and `testRunFinished` are cut into buckets
    /// at each `testCaseStarted` (what comes before the first stays first), and the buckets are
    /// interleaved at random, each keeping its own order. The same `seed` gives the same order.
    package func simulatedParallelOrder(seed: UInt64) -> [Envelope] {
        guard let (head, buckets, tail) = Self.testCaseBuckets(envelopes) else { return envelopes }
        var generator = SeededGenerator(seed: seed)
        var positions = Array(repeating: 0, count: buckets.count)
        var open = Array(buckets.indices)
        var interleaved: [Envelope] = []
        while !open.isEmpty {
            let pick = Int(generator.next() % UInt64(open.count))
            let bucket = open[pick]
            interleaved.append(buckets[bucket][positions[bucket]])
            positions[bucket] += 1
            if positions[bucket] == buckets[bucket].count { open.remove(at: pick) }
        }
        return head + interleaved + tail
    }

    /// `envelopes` cut as a parallel run could reorder them: `head`, everything up to
    /// `testRunStarted` and up to the first `testCaseStarted`; one bucket per test case attempt,
    /// from its `testCaseStarted` up to the next; `tail`, from `testRunFinished` on. `nil` for a
    /// stream without both ends.
    package static func testCaseBuckets(_ envelopes: [Envelope])
        -> (head: [Envelope], buckets: [[Envelope]], tail: [Envelope])?
    {
        guard let start = envelopes.firstIndex(where: { $0.testRunStarted != nil }),
            let end = envelopes.lastIndex(where: { $0.testRunFinished != nil }), start < end
        else { return nil }
        var head = Array(envelopes[...start])
        var buckets: [[Envelope]] = []
        for envelope in envelopes[(start + 1)..<end] {
            if envelope.testCaseStarted != nil {
                buckets.append([envelope])
            } else if buckets.isEmpty {
                head.append(envelope)
            } else {
                buckets[buckets.count - 1].append(envelope)
            }
        }
        return (head, buckets, Array(envelopes[end...]))
    }
}

/// SplitMix64: a small generator whose sequence depends only on its seed, so a failing order
/// can be replayed.
private struct SeededGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
