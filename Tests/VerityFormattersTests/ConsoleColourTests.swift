import Testing

@testable import VerityFormatters

@Suite("console colours")
struct ConsoleColourTests {
    private static let consoleFormats: [ReportFormat] = [.pretty, .progress, .summary]

    @Test("console reports are coloured on a terminal when NO_COLOR is unset", arguments: consoleFormats)
    func colouredOnTerminal(format: ReportFormat) throws {
        let text = try Streams.render(format, Streams.envelopes("pending"), terminal: true, environment: [:])
        #expect(text.contains("\u{1B}["))
    }

    @Test("NO_COLOR turns colours off, even when empty", arguments: consoleFormats)
    func noColor(format: ReportFormat) throws {
        let text = try Streams.render(
            format, Streams.envelopes("pending"), terminal: true, environment: ["NO_COLOR": ""])
        #expect(!text.contains("\u{1B}["))
    }

    @Test("console reports written to a file or pipe have no colours", arguments: consoleFormats)
    func plainWhenNotTerminal(format: ReportFormat) throws {
        let text = try Streams.render(format, Streams.envelopes("pending"), terminal: false, environment: [:])
        #expect(!text.contains("\u{1B}["))
    }
}
