import CucumberMessages
import Foundation
import Gherkin

/// libFuzzer's entry point: one input per call.
///
/// Besides "never crash, never hang" on any bytes (as plain and as Markdown Gherkin), it
/// checks properties that must hold for every document that parses:
/// - its messages encode as NDJSON;
/// - the formatted text parses too, compiles to the same pickles (ids and locations aside),
///   and formatting it again changes nothing.
/// A broken property stops the fuzzer with a message, which libFuzzer records as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGherkin(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    for mediaType in [SourceMediaType.gherkinPlain, .gherkinMarkdown] {
        var ids = IdGenerator.predictable()
        let result = GherkinParser().parse(utf8: bytes, uri: "fuzz", mediaType: mediaType, ids: &ids)
        guard let document = result.document else {
            check(!result.errors.isEmpty, "a failed parse reported no error")
            continue
        }
        let pickles = PickleCompiler().compile(document, uri: "fuzz", ids: &ids)
        var output: [UInt8] = []
        do {
            try NDJSONEncoder().appendLine(Envelope(gherkinDocument: document), to: &output)
            for pickle in pickles { try NDJSONEncoder().appendLine(Envelope(pickle: pickle), to: &output) }
        } catch {
            check(false, "encoding failed: \(error)")
        }
        if mediaType == .gherkinPlain {
            checkFormatting(String(decoding: bytes, as: UTF8.self), document: document, pickles: pickles)
        }
    }
    return 0
}

private func checkFormatting(_ source: String, document: GherkinDocument, pickles: [Pickle]) {
    let formatted = GherkinFormatter().format(source, document: document)
    var ids = IdGenerator.predictable()
    let reparsed = GherkinParser().parse(formatted, uri: "fuzz", ids: &ids)
    guard let again = reparsed.document else {
        check(false, "formatted text does not parse: \(reparsed.errors)\n--- formatted:\n\(formatted)")
        return
    }
    let repickled = PickleCompiler().compile(again, uri: "fuzz", ids: &ids)
    check(
        pickles.map(PickleMeaning.init) == repickled.map(PickleMeaning.init),
        "formatting changed the pickles\n--- formatted:\n\(formatted)")
    check(
        GherkinFormatter().format(formatted, document: again) == formatted,
        "formatting is not idempotent\n--- formatted:\n\(formatted)")
}

private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        // Standard error is unbuffered, so the message is out before the trap.
        FileHandle.standardError.write(Data("PROPERTY VIOLATED: \(message())\n".utf8))
        // NB: A trap is how a fuzz target reports a failure to libFuzzer.
        preconditionFailure("fuzz property violated")
    }
}
