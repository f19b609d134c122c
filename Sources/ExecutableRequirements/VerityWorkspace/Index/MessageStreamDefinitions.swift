import CucumberMessages
import Foundation

/// The step definitions and parameter types a run registered, read from its Cucumber
/// Messages stream (`VERITY_FORMAT=message:run.ndjson`): exact where the scan of the Swift
/// files is not (interpolated patterns, helpers, loops), but only as fresh as the run.
///
/// Messages carry no keyword (every site is `.step`) and no doc comment, and locate a
/// definition by its file and 1-based line only; ``WorkspaceIndex`` takes the literal's span
/// and the doc comment from the scan of the same file where the pattern is the same.
///
/// Only `stepDefinition` and `parameterType` lines are decoded, so a long run's stream reads
/// fast; a line that is not a readable envelope (a run killed mid-write) is counted in
/// ``unreadableLines`` and skipped.
///
/// ```swift
/// let stream = try MessageStreamDefinitions.read(from: URL(fileURLWithPath: "run.ndjson"), roots: ["/work/bank"])
/// stream.stepDefinitions.first?.location   // /work/bank/Tests/BankTests/Steps.swift, line 11
/// ```
package struct MessageStreamDefinitions: Sendable, Hashable {
    package var stepDefinitions: [StepDefinitionSite] = []
    package var parameterTypes: [ParameterTypeSite] = []
    /// Lines that looked like a definition but did not decode.
    package var unreadableLines = 0

    /// No definitions.
    package init() {}

    /// Reads the NDJSON `data`; `path` turns a message's `uri` into the file's absolute path.
    package init(ndjson data: Data, path: (String) -> String) {
        var seenSteps = Set<StepDefinitionSite>()
        var seenTypes = Set<ParameterTypeSite>()
        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n")) where Self.isDefinition(line) {
            guard let envelope = try? decoder.decode(Envelope.self, from: Data(line)) else {
                unreadableLines += 1
                continue
            }
            // NB: a stream from several suites (or runs appended to one file) repeats
            // definitions; each is listed once.
            if let definition = envelope.stepDefinition {
                let site = StepDefinitionSite(
                    keyword: .step, pattern: definition.pattern.source,
                    syntax: definition.pattern.type == .regularExpression ? .regularExpression : .cucumberExpression,
                    location: Self.location(definition.sourceReference, path: path), documentation: nil,
                    origin: .messages)
                if seenSteps.insert(site).inserted { stepDefinitions.append(site) }
            }
            if let type = envelope.parameterType {
                let site = ParameterTypeSite(
                    name: type.name, regexps: type.regularExpressions, useForSnippets: type.useForSnippets,
                    preferForRegexpMatch: type.preferForRegularExpressionMatch,
                    location: Self.location(type.sourceReference, path: path), documentation: nil, origin: .messages)
                if seenTypes.insert(site).inserted { parameterTypes.append(site) }
            }
        }
    }

    /// Reads the stream at `url`. A relative `uri` (the runner writes them relative to its
    /// working directory, the package root) is looked up under each of `roots`, then under the
    /// stream's folder and the folders above it; the first existing file wins.
    ///
    /// - Throws: when the file cannot be read.
    package static func read(from url: URL, roots: [String]) throws -> MessageStreamDefinitions {
        let data = try Data(contentsOf: url)
        var bases = roots
        var folder = url.deletingLastPathComponent().standardizedFileURL
        while folder.path != "/" && !folder.path.isEmpty {
            bases.append(folder.path)
            folder = folder.deletingLastPathComponent()
        }
        return MessageStreamDefinitions(ndjson: data) { uri in resolve(uri, against: bases) }
    }

    /// The absolute path of `uri`: itself when absolute (or a `file:` URI), else the first
    /// `base`/`uri` that exists, else under the first base.
    static func resolve(_ uri: String, against bases: [String]) -> String {
        if uri.hasPrefix("file://"), let url = URL(string: uri), url.isFileURL {
            return url.standardizedFileURL.path
        }
        if uri.hasPrefix("/") { return URL(fileURLWithPath: uri).standardizedFileURL.path }
        let candidates = bases.map { URL(fileURLWithPath: $0).appendingPathComponent(uri).standardizedFileURL.path }
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates.first ?? uri
    }

    /// The start of the reference's line (messages give no column Verity can trust: it is in
    /// code points, and the runner leaves it out).
    private static func location(_ reference: SourceReference?, path: (String) -> String) -> SourceSpan {
        let line = max(0, (reference?.location?.line ?? 1) - 1)
        let position = TextPosition(line: line, character: 0)
        return SourceSpan(path: reference?.uri.map(path) ?? "", range: TextRange(at: position))
    }

    /// Whether the envelope on `line` is a `stepDefinition` or a `parameterType`: its first
    /// key, since an envelope holds one message.
    private static func isDefinition(_ line: Data.SubSequence) -> Bool {
        var index = line.startIndex
        /// Moves `index` past spaces and tabs.
        func skipSpace() {
            while index < line.endIndex, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") {
                index += 1
            }
        }
        skipSpace()
        guard index < line.endIndex, line[index] == UInt8(ascii: "{") else { return false }
        index += 1
        skipSpace()
        let rest = line[index...]
        return rest.starts(with: stepDefinitionKey) || rest.starts(with: parameterTypeKey)
    }

    private static let stepDefinitionKey = Array(#""stepDefinition""#.utf8)
    private static let parameterTypeKey = Array(#""parameterType""#.utf8)
}
