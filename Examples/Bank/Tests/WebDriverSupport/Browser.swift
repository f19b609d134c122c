import Foundation

/// The headless Chromium the UI requirements drive, through one chromedriver per test run.
///
/// `VERITY_CHROMIUM` and `VERITY_CHROMEDRIVER` name the executables (otherwise `chromium`
/// and `chromedriver` are looked up on `PATH`); `VERITY_REQUIRE_BROWSER=1` turns a missing
/// browser from a skipped suite into a failure.
package actor Browser {
    /// The one driver of this test process.
    package static let shared = Browser()

    private var driver: WebDriver?

    /// The chromedriver executable, if there is one.
    package static let chromedriverPath: String? = executable(
        override: "VERITY_CHROMEDRIVER", candidates: ["chromedriver"])

    /// The Chromium (or Chrome) executable, if there is one.
    package static let chromiumPath: String? = executable(
        override: "VERITY_CHROMIUM",
        candidates: ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"])

    /// Whether both executables were found.
    package static var isAvailable: Bool { missing == nil }

    /// Whether a missing browser must fail the run rather than skip the suite (`VERITY_REQUIRE_BROWSER=1`).
    package static var isRequired: Bool {
        ["1", "true", "yes", "on"].contains(
            ProcessInfo.processInfo.environment["VERITY_REQUIRE_BROWSER"]?.lowercased() ?? "")
    }

    /// What is missing, e.g. `chromedriver (not on PATH)`; `nil` when both are there.
    package static var missing: String? {
        var absent: [String] = []
        if chromiumPath == nil { absent.append(describe("chromium", override: "VERITY_CHROMIUM")) }
        if chromedriverPath == nil { absent.append(describe("chromedriver", override: "VERITY_CHROMEDRIVER")) }
        return absent.isEmpty ? nil : absent.joined(separator: " and ")
    }

    /// Why the browser suite does not run here, for the skipped suite and the failure under
    /// `VERITY_REQUIRE_BROWSER=1`.
    package static var unavailableReason: String {
        "the UI requirements need headless Chromium and chromedriver, and \(missing ?? "nothing") is missing: "
            + "install them (Debian: apt-get install chromium chromium-driver) or name them with "
            + "VERITY_CHROMIUM and VERITY_CHROMEDRIVER; VERITY_REQUIRE_BROWSER=1 makes this a failure instead of a skip"
    }

    /// The W3C capabilities of every session: headless, no sandbox (tests may run as root in
    /// containers), a fixed window so screenshots and layout do not depend on the machine.
    package static var capabilities: BrowserCapabilities {
        BrowserCapabilities(
            chromeOptions: .init(
                args: [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--window-size=1280,1000", "--disable-extensions", "--no-first-run",
                ],
                binary: chromiumPath
            )
        )
    }

    /// Starts chromedriver unless it runs already.
    ///
    /// - Throws: ``BrowserUnavailable`` when an executable is missing, ``WebDriverError`` when
    ///   chromedriver does not start.
    package func start() async throws {
        guard driver == nil else { return }
        guard let path = Self.chromedriverPath, Self.chromiumPath != nil else {
            throw BrowserUnavailable(reason: Self.unavailableReason)
        }
        driver = try await WebDriver.start(executable: path)
    }

    /// A fresh browser window: a new WebDriver session, with nothing from earlier scenarios.
    package func newSession() async throws -> WebDriverSession {
        try await start()
        guard let driver else { throw BrowserUnavailable(reason: Self.unavailableReason) }
        return try await driver.newSession(capabilities: Self.capabilities)
    }

    /// Starts a chromedriver of its own and a browser, runs `body`, and always closes both.
    ///
    /// For checks that must not use ``shared``: the browser requirements' after-all hook stops
    /// the shared driver whenever they finish, even while other suites of the process run.
    ///
    /// - Throws: ``BrowserUnavailable`` when an executable is missing, or what `body` throws.
    package static func withPrivateSession(_ body: (WebDriverSession) async throws -> Void) async throws {
        guard let path = chromedriverPath, isAvailable else {
            throw BrowserUnavailable(reason: unavailableReason)
        }
        let driver = try await WebDriver.start(executable: path)
        do {
            let session = try await driver.newSession(capabilities: capabilities)
            do {
                try await body(session)
            } catch {
                await session.delete()
                throw error
            }
            await session.delete()
        } catch {
            await driver.stop()
            throw error
        }
        await driver.stop()
    }

    /// Stops chromedriver and every browser it started.
    package func shutDown() async {
        await driver?.stop()
        driver = nil
    }

    private static func executable(override name: String, candidates: [String]) -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment[name], !path.isEmpty {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for candidate in candidates {
            for folder in folders {
                let path = "\(folder)/\(candidate)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    private static func describe(_ program: String, override name: String) -> String {
        if let path = ProcessInfo.processInfo.environment[name], !path.isEmpty {
            return "\(program) (\(name)=\(path) is not an executable)"
        }
        return "\(program) (not on PATH)"
    }
}

/// The browser cannot run here; says what is missing and how to install it.
package struct BrowserUnavailable: Error, CustomStringConvertible {
    /// What is missing and what to do.
    package let reason: String

    package init(reason: String) {
        self.reason = reason
    }

    package var description: String { reason }
}
