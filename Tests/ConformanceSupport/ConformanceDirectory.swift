import Foundation

/// Where the official Cucumber conformance data is, for every test target.
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
}
