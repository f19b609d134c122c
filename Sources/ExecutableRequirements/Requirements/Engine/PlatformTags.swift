import Foundation

/// The built-in platform tags: a scenario tagged `@macos`, `@ios`, `@tvos`, `@watchos`,
/// `@visionos`, `@linux` or `@windows` (in any case, `@macOS` too) runs only on the platforms it
/// names, and is skipped elsewhere with the reason, so one suite serves every platform without an
/// `#if os()` filter of its own. A scenario with no platform tag runs everywhere.
///
/// The Apple platforms' tags may name the oldest version a scenario runs on: `@ios18+` runs on
/// iOS 18 and later, `@macos15.4+` on macOS 15.4 and later. Several tags add up: `@ios18+ @macos`
/// runs on iOS 18 or later and on any macOS.
enum PlatformTags {
    /// Each tag, lowercased, with the platform's name as people write it.
    static let platforms: [(tag: String, name: String)] = [
        ("@macos", "macOS"), ("@ios", "iOS"), ("@tvos", "tvOS"), ("@watchos", "watchOS"),
        ("@visionos", "visionOS"), ("@linux", "Linux"), ("@windows", "Windows"),
    ]

    /// The platforms whose tags may carry a version. Linux's and Windows' version numbers
    /// (a kernel's, a build's) say nothing a requirement could rely on.
    static let versionedTags: Set<String> = ["@macos", "@ios", "@tvos", "@watchos", "@visionos"]

    /// The tag of the platform this process runs on; `nil` on one not listed.
    static var current: String? {
        #if os(macOS)
        "@macos"
        #elseif os(iOS)
        "@ios"
        #elseif os(tvOS)
        "@tvos"
        #elseif os(watchOS)
        "@watchos"
        #elseif os(visionOS)
        "@visionos"
        #elseif os(Linux)
        "@linux"
        #elseif os(Windows)
        "@windows"
        #else
        nil
        #endif
    }

    /// The version of the operating system this process runs on: major, minor, patch.
    static var currentVersion: [Int] {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return [version.majorVersion, version.minorVersion, version.patchVersion]
    }

    /// What one platform tag asks for: a platform, and the oldest version of it, if any.
    struct Requirement: Equatable {
        /// The platform's tag, lowercased and without a version: `@ios`.
        var platform: String
        /// The oldest version the tag allows (`[18]` for `@ios18+`, `[15, 4]` for
        /// `@macos15.4+`); `nil` for any version.
        var minimum: [Int]?
        /// The tag as written, lowercased.
        var tag: String

        /// Whether `platform` at `version` meets it.
        func allows(_ platform: String?, version: [Int]) -> Bool {
            guard platform == self.platform else { return false }
            guard let minimum else { return true }
            for index in 0..<max(minimum.count, version.count) {
                let wanted = index < minimum.count ? minimum[index] : 0
                let running = index < version.count ? version[index] : 0
                if running != wanted { return running > wanted }
            }
            return true
        }
    }

    /// The requirement of `tag`, or `nil` for a tag that names no platform (`@ios18` without
    /// `+` is an ordinary tag, as is `@linux6+`).
    static func requirement(_ tag: String) -> Requirement? {
        let lowercased = tag.lowercased()
        if platforms.contains(where: { $0.tag == lowercased }) {
            return Requirement(platform: lowercased, minimum: nil, tag: lowercased)
        }
        guard lowercased.hasSuffix("+"),
            let platform = versionedTags.first(where: { lowercased.hasPrefix($0) })
        else { return nil }
        let version = lowercased.dropFirst(platform.count).dropLast()
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return Requirement(platform: platform, minimum: parts.compactMap { Int($0) }, tag: lowercased)
    }

    /// Why a scenario with `tags` does not run on `platform` at `version`, e.g. "runs only on
    /// iOS 18 or later and macOS (@ios18+ @macos), not on Linux"; `nil` when it runs here.
    static func reasonToSkip(_ tags: [String], on platform: String? = current, version: [Int] = currentVersion)
        -> String?
    {
        let requirements = tags.compactMap(requirement)
        guard !requirements.isEmpty, !requirements.contains(where: { $0.allows(platform, version: version) })
        else { return nil }
        let names = requirements.map { requirement in
            let name = platformName(requirement.platform)
            guard let minimum = requirement.minimum else { return name }
            return "\(name) \(minimum.map(String.init).joined(separator: ".")) or later"
        }
        let sorted = Array(Set(names)).sorted()
        let list =
            sorted.count == 1 ? sorted[0] : sorted.dropLast().joined(separator: ", ") + " and " + (sorted.last ?? "")
        var here = platform.map(platformName) ?? "this platform"
        if let platform, requirements.contains(where: { $0.platform == platform && $0.minimum != nil }) {
            here += " " + version.prefix(2).map(String.init).joined(separator: ".")
        }
        let written = Array(Set(requirements.map(\.tag))).sorted().joined(separator: " ")
        return "runs only on \(list) (\(written)), not on \(here)"
    }

    private static func platformName(_ tag: String) -> String {
        platforms.first { $0.tag == tag }?.name ?? tag
    }
}
