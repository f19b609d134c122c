/// The built-in platform tags: a scenario tagged `@macos`, `@ios`, `@tvos`, `@watchos`,
/// `@visionos`, `@linux` or `@windows` (in any case, `@macOS` too) runs only on the platforms it
/// names, and is skipped elsewhere with the reason, so one suite serves every platform without an
/// `#if os()` filter of its own. A scenario with no platform tag runs everywhere.
enum PlatformTags {
    /// Each tag, lowercased, with the platform's name as people write it.
    static let platforms: [(tag: String, name: String)] = [
        ("@macos", "macOS"), ("@ios", "iOS"), ("@tvos", "tvOS"), ("@watchos", "watchOS"),
        ("@visionos", "visionOS"), ("@linux", "Linux"), ("@windows", "Windows"),
    ]

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

    /// Why a scenario with `tags` does not run on `platform`, e.g. "runs only on iOS and
    /// macOS (@ios @macos), not on Linux"; `nil` when it runs here.
    static func reasonToSkip(_ tags: [String], on platform: String? = current) -> String? {
        let lowercased = tags.map { $0.lowercased() }
        let named = platforms.filter { lowercased.contains($0.tag) }
        guard !named.isEmpty, !named.contains(where: { $0.tag == platform }) else { return nil }
        let names = named.map(\.name).sorted()
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        let here = platforms.first { $0.tag == platform }?.name ?? "this platform"
        return "runs only on \(list) (\(named.map(\.tag).sorted().joined(separator: " "))), not on \(here)"
    }
}
