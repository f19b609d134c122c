import CucumberMessages
import Foundation
import FuzzSupport

@testable import VerityFormatters
@testable import VerityLivingDocs

/// libFuzzer's entry point: one input per call, read as an NDJSON message stream from anywhere
/// (what `verity report`, `verity docs` and `verity history` read).
///
/// Properties, besides "never crash, never hang":
/// - a stream that does not decode names a line the input has;
/// - a stream that decodes encodes again as NDJSON, and that decodes to the same envelopes;
/// - every report format renders it, the living documentation writes its site from it, and the
///   recorded scenarios (time-balanced shards, `verity history`) read it.
/// A broken property stops the fuzzer with a message, which libFuzzer records as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageStream(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let envelopes: [Envelope]
    do {
        envelopes = try NDJSONDecoder().decode(bytes)
    } catch let error as NDJSONDecodingError {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        check(error.line >= 1 && error.line <= lines, "the error names line \(error.line) of \(lines)")
        return 0
    } catch {
        check(false, "the decoder threw \(type(of: error)), not NDJSONDecodingError")
        return 0
    }
    checkRoundTrip(envelopes)
    for format in ReportFormat.allCases {
        let formatter = ReportConfiguration.makeFormatter(format, output: .memory(isTerminal: false), environment: [:])
        for envelope in envelopes { formatter.receive(envelope) }
        do { try formatter.finish() } catch { check(false, "\(format) could not finish: \(error)") }
    }
    var documentation = LivingDocumentation()
    for document in envelopes.compactMap(\.gherkinDocument) {
        documentation.addFeature(path: document.uri ?? "fuzz.feature", document: document)
    }
    documentation.addRun(named: "fuzz", envelopes: envelopes)
    _ = documentation.files()
    _ = RecordedScenario.all(in: envelopes)
    return 0
}

private func checkRoundTrip(_ envelopes: [Envelope]) {
    var encoded: [UInt8] = []
    do {
        for envelope in envelopes { try NDJSONEncoder().appendLine(envelope, to: &encoded) }
    } catch {
        // NB: a number JSON can hold that the encoder refuses (a non-finite one) is not a
        // failure of reading; nothing else may stop encoding.
        check("\(error)".contains("nonfinite") || "\(error)".contains("invalidValue"), "encoding failed: \(error)")
        return
    }
    do {
        let again = try NDJSONDecoder().decode(Data(encoded))
        check(again == envelopes, "the stream encoded again decodes to other envelopes")
    } catch {
        check(false, "the stream encoded again does not decode: \(error)")
    }
}
