import Foundation

/// The project's own test fixtures, written for these tests (none is taken from the official
/// Cucumber data, which only the official suites read through `ConformanceSupport`):
///
/// - `Features/good`: Gherkin files that parse, covering the constructs the CLI must keep
///   (tags, descriptions, Background, Rule, outlines, tables, doc strings, i18n, comments,
///   Markdown), with hand-written expected messages for `minimal.feature`;
/// - `Features/bad`: files that must fail, each with its hand-written `.errors.ndjson`;
/// - `Streams/<name>/`: feature files and the message stream `<name>.ndjson` that Verity's
///   runner emitted for them (`RequirementsTests`' "fixture streams" suite checks each stream
///   against a fresh run and rewrites them with `VERITY_WRITE_FIXTURES=1`).
///
/// ```swift
/// let text = try Fixtures.text("Features/good/minimal.feature")
/// for name in Fixtures.streamNames { let data = try Fixtures.stream(name) }
/// ```
package enum Fixtures {
    /// `Tests/Fixtures`, in the source tree.
    package static let folder: URL = {
        // NB: this file is Tests/Fixtures/TestFixtures.swift; fixtures are read from the source
        // tree rather than bundled, as RequirementsTests reads its feature files.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    }()

    /// The file at `path`, relative to ``folder``.
    package static func url(_ path: String) -> URL {
        folder.appendingPathComponent(path)
    }

    /// The bytes of the file at `path`, relative to ``folder``, exactly as stored.
    package static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(path)))
    }

    /// The text of the file at `path`, relative to ``folder``.
    package static func text(_ path: String) throws -> String {
        String(decoding: try bytes(path), as: UTF8.self)
    }

    /// The Gherkin inputs (`.feature` and `.feature.md`) of `Features/good` or `Features/bad`,
    /// sorted by name.
    package static func features(_ kind: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url("Features/\(kind)").path)) ?? []
        return names.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }.sorted()
    }

    /// The path of the feature `name` in `Features/good` or `Features/bad`.
    package static func featurePath(_ kind: String, _ name: String) -> String {
        url("Features/\(kind)/\(name)").path
    }

    /// The names of the message streams in `Streams`, sorted.
    package static let streamNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url("Streams").path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: streamURL($0).path) }.sorted()
    }()

    /// The folder of the stream `name`, holding its feature files.
    package static func streamFolder(_ name: String) -> URL {
        url("Streams/\(name)")
    }

    /// The message stream `Streams/<name>/<name>.ndjson`.
    package static func streamURL(_ name: String) -> URL {
        streamFolder(name).appendingPathComponent("\(name).ndjson")
    }

    /// The NDJSON bytes of the stream `name`.
    package static func stream(_ name: String) throws -> Data {
        try Data(contentsOf: streamURL(name))
    }
}
