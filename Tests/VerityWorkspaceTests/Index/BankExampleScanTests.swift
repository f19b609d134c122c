import Foundation
import Testing

@testable import VerityWorkspace

@Suite("Scan of the Bank example")
struct BankExampleScanTests {
    /// Examples/Bank/Tests/BankRequirementsTests in this repository.
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Bank/Tests/BankRequirementsTests").path

    @Test("The scan of the Bank example's requirement tests finds all their step definitions and parameter types")
    func bankSteps() throws {
        let snapshot = WorkspaceIndex(roots: [Self.folder]).scan()
        // `grep -hE "\.(given|when|then|step)\(" *.swift | wc -l` counted 111 on 2026-11-24.
        #expect(snapshot.stepDefinitions.count >= 111)
        #expect(snapshot.unrecognised.isEmpty, "\(snapshot.unrecognised.map(\.message))")
        #expect(snapshot.stepDefinitions.contains { $0.pattern == "{string} is signed in" && $0.keyword == .step })
        #expect(snapshot.stepDefinitions.allSatisfy { $0.location.path.hasPrefix(Self.folder + "/") })
        // `{amount}` is `FeatureAmount.regexp`, a constant of another file.
        let amounts = snapshot.parameterTypes.filter { $0.name == "amount" }
        #expect(amounts.count == 2 && amounts.allSatisfy { $0.regexps == [#"\$\d+(?:\.\d{2})?"#] })
        #expect(snapshot.parameterTypes.contains { $0.name == "json" && $0.regexps == [#"-?\d[\d.eE+-]*|"[^"]*""#] })
        // `steps` of `Steps<World>(world:) { steps in … }` passes a closure as its last argument;
        // it is a definition only when called on a receiver with a pattern.
        #expect(snapshot.fileCount > 10)
    }
}
