import CucumberMessages
import Foundation

/// The `meta` message: Verity, the Swift runtime, the platform and, on CI, the build and its
/// commit (``CiEnvironment``).
enum RunMeta {
    static let protocolVersion = "34.2.1"
    static let implementationVersion = "0.1.0"

    static var current: Meta {
        let environment = ProcessInfo.processInfo.environment
        #if os(Linux)
        let osName = "linux"
        #elseif os(macOS)
        let osName = "darwin"
        #elseif os(Windows)
        let osName = "windows"
        #else
        let osName = "unknown"
        #endif
        #if arch(x86_64)
        let cpu = "x64"
        #elseif arch(arm64)
        let cpu = "arm64"
        #else
        let cpu = "unknown"
        #endif
        #if swift(>=6.3)
        let swiftVersion = "6.3"
        #elseif swift(>=6.2)
        let swiftVersion = "6.2"
        #else
        let swiftVersion = "6.1"
        #endif
        return Meta(
            protocolVersion: protocolVersion,
            implementation: Product(name: "verity", version: implementationVersion),
            runtime: Product(name: "swift", version: swiftVersion),
            os: Product(name: osName, version: ProcessInfo.processInfo.operatingSystemVersionString),
            cpu: Product(name: cpu),
            ci: CiEnvironment.detect(environment))
    }
}
