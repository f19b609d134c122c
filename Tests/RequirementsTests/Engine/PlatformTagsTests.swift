import Testing

@testable import Requirements

/// A platform tag with a version (`@ios18+`) runs a scenario on that platform from that version
/// on, and says why it skips it everywhere else.
@Suite("Platform tags with an OS version")
struct PlatformTagsTests {
    @Test("@ios18+ runs on iOS 18 and later, and skips iOS 17.5 naming both versions")
    func minimumVersion() {
        #expect(PlatformTags.reasonToSkip(["@ios18+"], on: "@ios", version: [18, 0, 0]) == nil)
        #expect(PlatformTags.reasonToSkip(["@ios18+"], on: "@ios", version: [26, 1, 0]) == nil)
        #expect(
            PlatformTags.reasonToSkip(["@ios18+"], on: "@ios", version: [17, 5, 1])
                == "runs only on iOS 18 or later (@ios18+), not on iOS 17.5")
    }

    @Test("a minor version counts: @macos15.4+ skips 15.3 and runs on 15.4")
    func minorVersion() {
        #expect(PlatformTags.reasonToSkip(["@macOS15.4+"], on: "@macos", version: [15, 4, 0]) == nil)
        #expect(
            PlatformTags.reasonToSkip(["@macOS15.4+"], on: "@macos", version: [15, 3, 2])
                == "runs only on macOS 15.4 or later (@macos15.4+), not on macOS 15.3")
    }

    @Test("tags add up: @ios18+ @macos runs on any macOS, and skips Linux naming both")
    func tagsAddUp() {
        #expect(PlatformTags.reasonToSkip(["@ios18+", "@macos"], on: "@macos", version: [13, 0, 0]) == nil)
        #expect(
            PlatformTags.reasonToSkip(["@ios18+", "@macos", "@slow"], on: "@linux", version: [6, 8, 0])
                == "runs only on iOS 18 or later and macOS (@ios18+ @macos), not on Linux")
    }

    @Test("tags that only look like versions are ordinary tags")
    func ordinaryTags() {
        for tag in ["@ios18", "@linux6+", "@ios+", "@ios18.+", "@ios1.2.3.4+", "@iosx+", "@ios18++"] {
            #expect(PlatformTags.requirement(tag) == nil, "\(tag)")
            #expect(PlatformTags.reasonToSkip([tag], on: "@linux", version: [6, 8, 0]) == nil, "\(tag)")
        }
    }
}
