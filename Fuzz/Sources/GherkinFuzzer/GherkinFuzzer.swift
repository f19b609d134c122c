import CucumberMessages
import Foundation
import FuzzSupport
import Gherkin

/// libFuzzer's entry point: one input per call.
///
/// Besides "never crash, never hang" on any bytes (as plain and as Markdown Gherkin), it
/// checks properties that must hold for every document that parses:
/// - its messages encode as NDJSON;
/// - the one-pass compact compile (`GherkinParser.compile`) makes the same document, pickles
///   and ids as parsing to a message and compiling that with `PickleCompiler`, and writes the
///   same pickle envelopes as encoding those messages;
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
            var compileIds = IdGenerator.predictable()
            let compiled = GherkinParser().compile(
                bytes: Array(bytes), uri: "fuzz", mediaType: mediaType, ids: &compileIds)
            check(compiled.errors == result.errors, "compile reported other errors than parse")
            continue
        }
        let pickles = PickleCompiler().compile(document, uri: "fuzz", ids: &ids)
        checkCompactCompile(bytes, mediaType: mediaType, document: document, pickles: pickles)
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

private func checkCompactCompile(
    _ bytes: UnsafeBufferPointer<UInt8>, mediaType: SourceMediaType, document: GherkinDocument, pickles: [Pickle]
) {
    var ids = IdGenerator.predictable()
    let compiled = GherkinParser().compile(bytes: Array(bytes), uri: "fuzz", mediaType: mediaType, ids: &ids)
    check(compiled.errors.isEmpty, "compile reported errors that parse did not: \(compiled.errors)")
    check(compiled.document == document, "compile made a different document")
    check(
        compiled.pickleCount == pickles.count, "compile counted \(compiled.pickleCount) pickles, not \(pickles.count)")
    check(compiled.pickles == pickles, "compile made different pickles")
    var expected: [UInt8] = []
    for pickle in pickles {
        do { try NDJSONEncoder().appendLine(Envelope(pickle: pickle), to: &expected) } catch {
            check(false, "encoding failed: \(error)")
        }
    }
    var written: [UInt8] = []
    compiled.appendPickleEnvelopes(to: &written)
    check(written == expected, "the compact form wrote other pickle envelopes than the encoder")
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
