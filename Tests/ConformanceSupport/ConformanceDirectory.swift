import Foundation

/// Where the official Cucumber conformance data is, for the official suites only: Gherkin
/// testdata, Cucumber Expressions, tag expressions, the Compatibility Kit and the messages
/// JSON schema. Every other test uses the project's own fixtures (the `TestFixtures` target).
package enum ConformanceDirectory {
    /// `$VERITY_CONFORMANCE_DIR`, or `../shared/conformance` beside the package root.
    package static let root: URL = {
        if let path = ProcessInfo.processInfo.environment["VERITY_CONFORMANCE_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        // NB: this file is Tests/ConformanceSupport/ConformanceDirectory.swift, three levels
        // below the package root.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")
    }()

    /// Whether ``root`` is a folder. Partial data is not "absent": the suites then run and
    /// fail on what is missing, which is what a broken copy deserves.
    package static let isPresent: Bool = {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }()

    /// Whether `VERITY_REQUIRE_CONFORMANCE=1` asks for missing data to fail the run rather
    /// than skip the official suites (CI sets it, so the suites cannot vanish unnoticed).
    package static let isRequired: Bool = ProcessInfo.processInfo.environment["VERITY_REQUIRE_CONFORMANCE"] == "1"

    /// Why the official suites are skipped, and how to get the data.
    package static var skipReason: String {
        "official Cucumber conformance data not found at \(root.path); run `Scripts/conformance-data.sh DIR` "
            + "and set VERITY_CONFORMANCE_DIR=DIR, or put the data at ../shared/conformance beside the "
            + "repository (set VERITY_REQUIRE_CONFORMANCE=1 to make its absence a failure)"
    }

    /// What a run with `VERITY_REQUIRE_CONFORMANCE=1` reports when the data is missing, or
    /// `nil` when it is there.
    package static var missingDataFailure: String? {
        isPresent
            ? nil
            : "VERITY_REQUIRE_CONFORMANCE=1 but the conformance data is missing: \(root.path) does not exist; "
                + "run `Scripts/conformance-data.sh DIR` and set VERITY_CONFORMANCE_DIR=DIR"
    }
}
