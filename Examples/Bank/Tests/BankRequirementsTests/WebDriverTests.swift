import Foundation
import Testing

/// The WebDriver client the UI requirements rely on, against a page written here: if these
/// fail, a failing UI scenario says nothing about the bank.
@Suite(
    "The WebDriver client drives headless Chromium by element id", .serialized,
    .enabled(if: Browser.isAvailable || Browser.isRequired, Comment(rawValue: Browser.unavailableReason)))
struct WebDriverTests {
    /// A page with a field, a select, a button that writes what was typed, and a line that
    /// changes by itself a moment after loading (as a live update would).
    static let page = """
        <!doctype html><title>t</title>
        <input id="name"><select id="pick"><option value="a">A</option><option value="b">B</option></select>
        <button id="go" onclick="document.getElementById('out').textContent = \
        document.getElementById('name').value + '/' + document.getElementById('pick').value">go</button>
        <p id="out" data-state="idle"></p><p id="later">before</p>
        <script>setTimeout(() => { document.getElementById('later').textContent = 'after' }, 300)</script>
        """

    static var pageURL: URL {
        let encoded = page.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return URL(string: "data:text/html;charset=utf-8,\(encoded)") ?? URL(fileURLWithPath: "/")
    }

    /// Starts a driver and a browser on the test page, runs `body`, and always closes both.
    private func withBrowser(_ body: (WebDriverSession) async throws -> Void) async throws {
        try await Browser.withPrivateSession { session in
            try await session.navigate(to: Self.pageURL)
            try await body(session)
        }
    }

    @Test("typing, selecting and clicking by id change what the page shows")
    func typesSelectsAndClicks() async throws {
        try await withBrowser { session in
            try await session.fill("name", with: "ada")
            try await session.select("b", in: "pick")
            try await session.click("go")
            try await session.waitForText(of: "out", toBe: "ada/b")
            try await session.waitForAttribute("data-state", of: "out", toBe: "idle")
            #expect(try await session.screenshot().starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }

    @Test("a missing element is WebDriver's 'no such element' error, naming the id")
    func missingElementIsATypedError() async throws {
        try await withBrowser { session in
            let error = await #expect(throws: WebDriverError.self) { try await session.element(id: "nowhere") }
            #expect(error?.code == "no such element")
            let description = error.map { "\($0)" } ?? ""
            #expect(description.contains("nowhere"))
            let absent = try await session.elementIfPresent(id: "nowhere")
            #expect(absent == nil)
        }
    }

    @Test("waiting sees a change made by the page itself, and a wait that ends says what it last saw")
    func waitingSeesChangesAndReportsTheLastLook() async throws {
        try await withBrowser { session in
            try await session.waitForText(of: "later", toBe: "after")
            let error = await #expect(throws: NotSeen.self) {
                try await Eventually.see("#later saying \"never\"", within: .milliseconds(200)) {
                    let text = try? await session.element(id: "later").text()
                    return text == "never" ? nil : "#later saying \"\(text ?? "?")\""
                }
            }
            #expect(error?.lastSeen == "#later saying \"after\"")
        }
    }
}
