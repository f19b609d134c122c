import ConformanceSupport
import CucumberMessages
import Foundation
import Testing

@testable import VerityFormatters

/// The seeds of the simulated parallel orders every sample is also replayed in.
private let parallelSeeds: [UInt64] = [1, 2, 3]

/// What `format` writes for `envelopes`, fed one by one as a run feeds its formatters.
private func render(_ format: ReportFormat, _ envelopes: [Envelope], junit: JUnitOptions = JUnitOptions()) throws
    -> String
{
    let output = ReportOutput.memory()
    let formatter = ReportConfiguration.makeFormatter(format, output: output, environment: [:], junit: junit)
    for envelope in envelopes { formatter.receive(envelope) }
    try formatter.finish()
    return output.text
}

/// Records the first difference between `expected` and the report of `sample` in file order
/// and in each simulated parallel order.
private func expectReport(
    _ format: ReportFormat, of sample: FormatterSample, equals expected: String, file: String,
    junit: JUnitOptions = JUnitOptions()
) throws {
    let orders =
        [("file order", sample.envelopes)]
        + parallelSeeds.map { ("simulated parallel order \($0)", sample.simulatedParallelOrder(seed: $0)) }
    for (order, envelopes) in orders {
        let difference = XMLTreeComparison.firstDifference(
            expected: expected, actual: try render(format, envelopes, junit: junit))
        #expect(difference == nil, "\(file), \(order): \(difference ?? "")")
    }
}

@Suite("JUnit XML is what Cucumber's junit-xml-formatter writes", .conformanceData)
struct JUnitConformanceTests {
    static let names = FormatterSample.names(in: .junit)

    @Test("the junit-xml-formatter samples are where the tests look for them")
    func dataIsPresent() {
        expectConformanceData()
        #expect(Self.names.count >= 35, "samples under \(FormatterSample.Suite.junit.samplesFolder.path)")
    }

    @Test(
        "each sample's report is its default.xml, ignoring whitespace, in file order and in simulated parallel orders",
        arguments: names)
    func defaultLayout(name: String) throws {
        let sample = try FormatterSample(named: name, in: .junit)
        let expected = try #require(try sample.expected("default.xml"), "\(name).default.xml is missing")
        try expectReport(.junit, of: sample, equals: expected, file: "\(name).default.xml")
    }

    @Test("a suite name, a class name and the long naming strategy give examples-tables.custom.xml")
    func customOptions() throws {
        let sample = try FormatterSample(named: "examples-tables", in: .junit)
        let expected = try #require(try sample.expected("custom.xml"), "examples-tables.custom.xml is missing")
        let options = JUnitOptions(suiteName: "Cucumber Suite", className: "Cucumber Class", naming: .long)
        try expectReport(.junit, of: sample, equals: expected, file: "examples-tables.custom.xml", junit: options)
    }

    @Test(
        "each report is valid against the Jenkins JUnit schema and, its timestamp aside, Maven Surefire's",
        .enabled(if: XMLSchemaValidator.isAvailable || ConformanceDirectory.isRequired, XMLSchemaValidator.skipReason),
        arguments: names)
    func validAgainstSchemas(name: String) throws {
        guard XMLSchemaValidator.isAvailable else {
            Issue.record(
                Comment(rawValue: "VERITY_REQUIRE_CONFORMANCE=1 but " + XMLSchemaValidator.skipReason.rawValue))
            return
        }
        let sample = try FormatterSample(named: name, in: .junit)
        let report = try render(.junit, sample.envelopes)
        let folder = FormatterSample.Suite.junit.folderURL
        let jenkins = try XMLSchemaValidator.problems(
            report, schema: folder.appendingPathComponent("jenkins-junit.xsd"))
        #expect(jenkins == nil, "\(name) against jenkins-junit.xsd: \(jenkins ?? "")")
        // NB: upstream's reports carry the run's start as `timestamp`, which Surefire's schema
        // lacks; its suite accepts exactly that one problem.
        let withoutTimestamp = report.replacingOccurrences(
            of: #" timestamp="[^"]*""#, with: "", options: .regularExpression)
        let surefire = try XMLSchemaValidator.problems(
            withoutTimestamp, schema: folder.appendingPathComponent("surefire-test-report-3.0.2.xsd"))
        #expect(surefire == nil, "\(name) against surefire-test-report-3.0.2.xsd: \(surefire ?? "")")
    }
}

@Suite("TestNG XML is what Cucumber's testng-xml-formatter writes", .conformanceData)
struct TestNGConformanceTests {
    static let names = FormatterSample.names(in: .testng)

    @Test("the testng-xml-formatter samples are where the tests look for them")
    func dataIsPresent() {
        expectConformanceData()
        #expect(Self.names.count >= 35, "samples under \(FormatterSample.Suite.testng.samplesFolder.path)")
    }

    @Test(
        "each sample's report is its xml file, ignoring whitespace, in file order and in simulated parallel orders",
        arguments: names)
    func report(name: String) throws {
        let sample = try FormatterSample(named: name, in: .testng)
        let expected = try #require(try sample.expected("xml"), "\(name).xml is missing")
        try expectReport(.testng, of: sample, equals: expected, file: "\(name).xml")
    }
}
