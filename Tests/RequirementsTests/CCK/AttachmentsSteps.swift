import Foundation
import Requirements

extension CCKSamples {
    /// `attachments`: text, logs, JSON, bytes, a renamed PDF and a link.
    static func attachments(_ folder: URL) -> Steps<CCKWorld> {
        let pdf = folder.appendingPathComponent("document.pdf")
        return Steps(world: CCKWorld.init) { steps in
            steps.when("the string {string} is attached as {string}") { (scenario, text: String, mediaType: String) in
                scenario.attach(text, mediaType: mediaType)
            }
            steps.when("the string {string} is logged") { (scenario, text: String) in
                scenario.log(text)
            }
            steps.when("text with ANSI escapes is logged") { scenario in
                scenario.log(
                    "This displays a \u{1b}[31mr\u{1b}[0m\u{1b}[91ma\u{1b}[0m\u{1b}[33mi\u{1b}[0m\u{1b}[32mn\u{1b}[0m\u{1b}[34mb\u{1b}[0m\u{1b}[95mo\u{1b}[0m\u{1b}[35mw\u{1b}[0m"
                )
            }
            steps.when("the following string is attached as {string}:") {
                (scenario, mediaType: String, text: DocString) in
                scenario.attach(text.content, mediaType: mediaType)
            }
            steps.when("an array with {int} bytes is attached as {string}") {
                (scenario, count: Int, mediaType: String) in
                scenario.attach((0..<count).map { UInt8(truncatingIfNeeded: $0) }, mediaType: mediaType)
            }
            steps.when("a PDF document is attached and renamed") { scenario in
                try scenario.attach(contentsOf: pdf, mediaType: "application/pdf", fileName: "renamed.pdf")
            }
            steps.when("a link to {string} is attached") { (scenario, url: String) in
                scenario.link(url)
            }
            steps.when("the string {string} is attached as {string} before a failure") {
                (scenario, text: String, mediaType: String) in
                scenario.attach(text, mediaType: mediaType)
                throw CCK.Error("whoops")
            }
        }
    }
}
