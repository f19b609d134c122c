import ArgumentParser
import CucumberMessages
import TestFixtures
import Testing

@testable import VerityCLI

@Suite("verity --version")
struct VersionTests {
    @Test("--version prints the version and succeeds")
    func printsVersion() {
        do {
            _ = try VerityCommand.parseAsRoot(["--version"])
            Issue.record("--version parsed as a command")
        } catch {
            #expect(VerityCommand.message(for: error) == VerityVersion.current)
            #expect(VerityCommand.exitCode(for: error) == .success)
        }
    }

    @Test("the version is the one the runner writes in its meta message")
    func sameAsTheRunner() throws {
        let envelopes = try NDJSONDecoder().decode(Fixtures.stream("retry"))
        let meta = envelopes.compactMap(\.meta).first
        #expect(meta?.implementation.version == VerityVersion.current)
    }
}
