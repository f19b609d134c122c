import ConformanceSupport
import CucumberMessages
import Foundation
import VerityJSON
@testable import Requirements
import TestFixtures
import Testing

/// The message streams in `Tests/Fixtures/Streams` are what the runner emits for the feature
/// files beside them with ``FixtureStreamSteps``. The report, CLI and serialization tests
/// read those streams; this suite keeps them honest, and `VERITY_WRITE_FIXTURES=1` rewrites
/// them after a deliberate change to the runner's messages.
@Suite("fixture streams")
struct FixtureStreamTests {
    static var writing: Bool { ProcessInfo.processInfo.environment["VERITY_WRITE_FIXTURES"] == "1" }

    @Test("every fixture stream has a recipe and every recipe a stream")
    func everyStreamHasARecipe() {
        #expect(Fixtures.streamNames == FixtureStreamSteps.recipes.keys.sorted())
    }

    @Test(
        "a fixture stream equals what the runner emits for its features (strict ids)",
        arguments: FixtureStreamSteps.recipes.keys.sorted())
    func streamMatchesARun(_ name: String) async throws {
        let envelopes = try await Self.run(name)
        let encoder = NDJSONEncoder()
        if Self.writing {
            var bytes: [UInt8] = []
            for envelope in envelopes { try encoder.appendLine(envelope, to: &bytes) }
            try Data(bytes).write(to: Fixtures.streamURL(name))
        }
        let actual = try envelopes.map { try JSONValue(parsing: try encoder.encode($0)) }
        let text = String(decoding: try Fixtures.stream(name), as: UTF8.self)
        let expected = try text.split(separator: "\n").map { try JSONValue(parsing: $0) }
        // NB: the comparison of the Compatibility Kit (timestamps, uris, lines and error texts
        // ignored), so a stream stays valid when a step definition moves within its file.
        let difference = firstCCKDifference(actual: actual, expected: expected, strictIds: true)
        #expect(
            difference == nil,
            "Streams/\(name)/\(name).ndjson: \(difference ?? ""); rewrite with VERITY_WRITE_FIXTURES=1 if the change is meant"
        )
    }

    /// The stream the runner emits for the stream `name`: its features in name order, uris
    /// `<name>/<file>`, a stepping clock and counted ids, so a rewrite is repeatable.
    static func run(_ name: String) async throws -> [Envelope] {
        let recipe = try #require(FixtureStreamSteps.recipes[name])
        let folder = Fixtures.streamFolder(name)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".feature") }
            .sorted()
        let features = try files.map { file in
            let url = folder.appendingPathComponent(file)
            return FeatureFile(
                uri: "\(name)/\(file)", text: String(decoding: try Data(contentsOf: url), as: UTF8.self), path: url.path
            )
        }
        var configuration = RunConfiguration()
        configuration.tags = nil
        configuration.parallel = false
        configuration.retry = recipe.retry
        let suite = FeatureSuite(recipe.steps(), features: features, configuration: configuration)
        let result = await suite.run(
            configuration, clock: .stepping(), ids: .incrementing, collectingEnvelopes: true, onMessage: nil)
        // NB: step definitions' source references hold the path of this package on the machine
        // that ran; the fixtures keep it relative to the package root so they do not depend on it.
        return result.envelopes.map(Self.relativeSourceReferences)
    }

    private static let packageRoot: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path + "/"
    }()

    private static func relativeSourceReferences(_ envelope: Envelope) -> Envelope {
        guard let tree = try? JSONValue(encoding: envelope) else { return envelope }
        let relative = tree.mappingStrings { key, value in
            key == "uri" && value.hasPrefix(packageRoot) ? String(value.dropFirst(packageRoot.count)) : value
        }
        return (try? relative.decode(as: Envelope.self)) ?? envelope
    }
}
