import FuzzSupport

// NB: testable, for the lexer and the recogniser, which are internal (`run.sh` builds with
// `-enable-testing`).
@testable import VerityWorkspace

/// libFuzzer's entry point: the language server's Swift scanner on one file per input.
///
/// The first byte picks how the rest is read:
/// - even: the bytes are a Swift file as they are (any bytes, invalid UTF-8 included). The scan
///   never crashes or hangs; the quick test (`SwiftStepScanner.mayDefine`) never rules out a file
///   in which the full scan finds something; the lexer's tokens lie in order inside the file and
///   its line starts are those of the file's line breaks; and, for valid UTF-8, every step
///   definition's and parameter type's span starts and ends on a string literal's delimiter.
/// - odd: the bytes choose a file written from known definitions (``StepFileBuilder``); the
///   scan finds exactly those, in order.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftScanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes[0] & 1 == 0 {
        checkAnyFile(Array(bytes.dropFirst()))
    } else {
        var input = FuzzBytes(Array(bytes.dropFirst()))
        checkBuiltFile(StepFileBuilder(&input))
    }
    return 0
}

private let path = "/fuzz/Sources/Steps.swift"

/// The properties that hold for any file.
func checkAnyFile(_ bytes: [UInt8]) {
    let scan = SwiftStepScanner.scan(bytes, path: path)
    let lexed = SwiftLexer.tokenise(bytes)
    var full = SwiftDefinitionRecogniser(bytes: bytes, lexed: lexed, path: path)
    full.run()
    check(
        SwiftStepScanner.mayDefine(bytes) || full.result.isEmpty,
        "the quick test rules the file out, the full scan finds \(full.result)")
    check(
        scan == (SwiftStepScanner.mayDefine(bytes) ? full.result : SwiftFileScan()), "the scan is not the full scan's")

    var previousEnd = 0
    for token in lexed.tokens {
        check(
            previousEnd <= token.start && token.start < token.end && token.end <= bytes.count,
            "token \(token.start)..<\(token.end) after \(previousEnd) in \(bytes.count) bytes")
        previousEnd = token.end
    }
    let lineBreaks = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    check(lexed.lineStarts == [0] + lineBreaks, "line starts \(lexed.lineStarts), line breaks after \(lineBreaks)")

    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf16) }
    let spans = scan.stepDefinitions.map(\.location) + scan.parameterTypes.map(\.location)
    for span in spans {
        check(span.path == path, "a span in \(span.path)")
        let start = span.range.start
        let end = span.range.end
        check(
            start.line < lines.count && start.character < lines[start.line].count && end.line < lines.count
                && end.character >= 1 && end.character <= lines[end.line].count && start < end,
            "the span \(span.range) is not inside the file")
        guard start.line < lines.count, start.character < lines[start.line].count, end.line < lines.count,
            end.character >= 1, end.character <= lines[end.line].count
        else { return }
        let first = lines[start.line][start.character]
        let last = lines[end.line][end.character - 1]
        let delimiters: Set<UInt16> = [UInt16(UInt8(ascii: "\"")), UInt16(UInt8(ascii: "#"))]
        check(
            delimiters.contains(first) && delimiters.contains(last),
            "the span \(span.range) is not a string literal's: it runs from \(first) to \(last)")
    }
}

/// The properties of a file written from known definitions.
func checkBuiltFile(_ file: StepFileBuilder) {
    let scan = SwiftStepScanner.scan(file.text, path: path)
    let found = scan.stepDefinitions.map { site in
        StepFileBuilder.Expected(
            keyword: site.keyword.rawValue, pattern: site.pattern,
            isRegularExpression: site.syntax == .regularExpression,
            documentation: site.documentation,
            start: (site.location.range.start.line, site.location.range.start.character),
            end: (site.location.range.end.line, site.location.range.end.character))
    }
    check(
        found == file.expected,
        "in\n\(file.text)\nthe scan finds\n\(found.map(\.description).joined(separator: "\n"))\n"
            + "where the file defines\n\(file.expected.map(\.description).joined(separator: "\n"))")
    check(scan.unrecognised.isEmpty, "in\n\(file.text)\nthe scan reports \(scan.unrecognised.map(\.message))")
}
