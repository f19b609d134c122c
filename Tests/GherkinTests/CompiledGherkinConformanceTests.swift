import ConformanceSupport
import Testing

@testable import Gherkin

/// The compact form against parse-then-compile, on every official good input.
@Suite("Compiled Gherkin on the official test data", .conformanceData)
struct CompiledGherkinConformanceTests {
    @Test("the conformance data is there")
    func dataIsPresent() {
        expectConformanceData()
        #expect(ConformanceData.goodInputs.count >= 44, "good inputs under \(ConformanceData.testdata.path)")
    }

    @Test(
        "compiling gives the document and pickles that parsing then compiling gives",
        arguments: ConformanceData.goodInputs)
    func matchesParseThenCompile(_ name: String) throws {
        try CompiledGherkinTests.expectCompileMatchesParseThenCompile(ConformanceData.bytes("good", name), name)
    }

    @Test(
        "pickle envelopes written from the compact form are the bytes NDJSONEncoder writes for the messages",
        arguments: ConformanceData.goodInputs)
    func pickleEnvelopesMatchTheEncoder(_ name: String) throws {
        try CompiledGherkinTests.expectPickleEnvelopesMatchTheEncoder(ConformanceData.bytes("good", name), name)
    }
}
