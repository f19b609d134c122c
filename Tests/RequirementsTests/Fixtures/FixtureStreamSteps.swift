import Foundation
import Requirements

/// The step definitions behind each message stream of `Tests/Fixtures/Streams`, by stream
/// name, and the run options each stream needs. Together with the feature files beside the
/// streams they are the whole recipe for the fixtures the report, CLI and serialization tests
/// read, so the streams can be rewritten from a run (`VERITY_WRITE_FIXTURES=1`).
enum FixtureStreamSteps {
    /// A stream's steps and the options to run them with.
    struct Recipe: Sendable {
        var steps: @Sendable () -> Steps<FixtureWorld>
        var retry = 0
    }

    static let recipes: [String: Recipe] = [
        "ambiguous": Recipe(steps: ambiguous),
        "arguments": Recipe(steps: arguments),
        "attachments": Recipe(steps: attachments),
        "empty": Recipe(steps: { Steps(world: FixtureWorld.init) { _ in } }),
        "failures": Recipe(steps: failures),
        "global-hooks": Recipe(steps: globalHooks),
        "hooks": Recipe(steps: hooks),
        "pending": Recipe(steps: pending),
        "retry": Recipe(steps: retry, retry: 2),
        "undefined": Recipe(steps: undefined),
    ]

    /// `pending`: a pending step fails its scenario as pending and skips the steps after it.
    static func pending() -> Steps<FixtureWorld> {
        Steps(world: FixtureWorld.init) { steps in
            steps.given("a roll of red paper") { _ in }
            steps.given("a bow is tied") { _ in }
            steps.given("the wrapping service is not built yet") { _ in throw Pending() }
        }
    }

    /// `hooks`: scenario hooks around passing and failing steps; the `@closing` after-hook fails.
    static func hooks() -> Steps<FixtureWorld> {
        Steps(world: FixtureWorld.init) { steps in
            steps.before(name: "open the till") { _ in }
            steps.when("a coffee is sold") { _ in }
            steps.when("a card is refused") { _ in throw FixtureError("The card was refused") }
            steps.when("the last coffee is sold") { _ in }
            steps.after { _ in }
            steps.after("@closing", name: "count the till") { _ in throw FixtureError("The till is 2 euros short") }
        }
    }

    /// `undefined`: steps without a definition, one with parameters for the snippet.
    static func undefined() -> Steps<FixtureWorld> {
        Steps(world: FixtureWorld.init) { steps in
            steps.given("a shelf with {int} jars") { (world, jars: Int) in world.count = jars }
            steps.then("the count is written down") { _ in }
        }
    }

    /// `ambiguous`: two expressions match one step.
    static func ambiguous() -> Steps<FixtureWorld> {
        Steps(world: FixtureWorld.init) { steps in
            steps.given(.regex("^a delivery at (\\d+) o'clock on (.*)$")) { (_, _: Int, _: String) in }
            steps.given(.regex("^a delivery at (.*)$")) { (_, _: String) in }
            steps.then("the van leaves") { _ in }
        }
    }

    /// `attachments`: text, a coloured log, JSON holding markup, an image, a PDF and a link.
    static func attachments() -> Steps<FixtureWorld> {
        Steps(world: FixtureWorld.init) { steps in
            steps.when("the receipt text is attached") { scenario in
                scenario.attach("1 coffee, 2.50 euros", mediaType: "text/plain")
            }
            steps.when("the receipt is logged in colour") { scenario in
                scenario.log("Total: \u{1B}[32m2.50 euros\u{1B}[0m, paid")
            }
            steps.when("the receipt is attached as JSON") { scenario in
                scenario.attach(#"{"note": "<i>thank you</i> & goodbye"}"#, mediaType: "application/json")
            }
            steps.when("the shop logo is attached") { scenario in
                scenario.attach(FixtureWorld.logo, mediaType: "image/png")
            }
            steps.when("the receipt is attached as a PDF") { scenario in
                scenario.attach(
                    Data(FixtureWorld.receiptPDF.utf8), mediaType: "application/pdf", fileName: "receipt.pdf")
            }
            steps.when("a link to the shop is attached") { scenario in
                scenario.link("https://shop.example.com/receipts")
            }
            steps.then("the printer jams") { _ in throw FixtureError("Paper jam in tray 2") }
        }
    }

    /// `arguments`: data tables, doc strings, an outline and a rule.
    static func arguments() -> Steps<FixtureWorld> {
        Steps(world: FixtureWorld.init) { steps in
            steps.given("a post office") { _ in }
            steps.when("a parcel is packed with") { (world, table: DataTable) in
                world.count = table.rows.dropFirst().compactMap { $0.last.flatMap { Int($0) } }.reduce(0, +)
            }
            steps.then("it holds {int} items") { (world, items: Int) in try FixtureError.expect(world.count, items) }
            steps.when("a letter is added:") { (world, letter: DocString) in
                world.count = letter.content.split(separator: "\n").count
            }
            steps.then("the letter has {int} lines") { (world, lines: Int) in
                try FixtureError.expect(world.count, lines)
            }
            steps.when("{int} books are weighed") { (world, books: Int) in world.count = books * 500 }
            steps.then("the scale shows {int} grams") { (world, grams: Int) in
                try FixtureError.expect(world.count, grams)
            }
        }
    }

    /// `retry`: with two retries, one scenario passes at once, one on its second attempt and
    /// one never.
    static func retry() -> Steps<FixtureWorld> {
        let attempts = FixtureAttempts()
        return Steps(world: FixtureWorld.init) { steps in
            steps.given("the printer is warm") { _ in }
            steps.given("the printer prints on its second attempt") { _ in
                if attempts.next() < 2 { throw FixtureError("The printer is still cold") }
            }
            steps.given("the printer is broken") { _ in throw FixtureError("The printer is broken") }
        }
    }

    /// `failures`: a failed assertion, a failing before-hook that skips every step, and a
    /// step that skips the rest of its scenario.
    static func failures() -> Steps<FixtureWorld> {
        Steps(world: FixtureWorld.init) { steps in
            steps.before("@broken-scanner") { _ in throw FixtureError("The scanner does not start") }
            steps.given("the till holds {int} euros") { (world, euros: Int) in
                if world.count == 0 { world.count = euros } else { try FixtureError.expect(world.count, euros) }
            }
            steps.when("{int} euros are taken out") { (world, euros: Int) in world.count -= euros }
            steps.then("the drawer is closed") { _ in }
            steps.given("a scanner") { _ in }
            steps.when("a barcode is scanned") { _ in }
            steps.given("the scanner is out for repair") { _ in throw Skipped("The scanner is being repaired") }
        }
    }

    /// `global-hooks`: a passing before-all hook and a failing after-all hook.
    static func globalHooks() -> Steps<FixtureWorld> {
        Steps(world: FixtureWorld.init) { steps in
            steps.beforeAll { _ in }
            steps.when("nobody comes in") { _ in }
            steps.when("a customer comes in") { _ in }
            steps.afterAll { _ in throw FixtureError("The shutter is stuck") }
        }
    }
}

/// The state the fixture streams' steps share.
struct FixtureWorld {
    var count = 0

    /// A 1×1 PNG, so the image attachment has real image bytes.
    static let logo: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
        0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0,
        0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x89, 0x99, 0x3D, 0x1D, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
        0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    /// A minimal PDF document, written as text.
    static let receiptPDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
}

/// A failure whose type name and text end up in the stream.
struct FixtureError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// Throws unless the values are equal.
    static func expect<Value: Equatable>(_ actual: Value, _ expected: Value) throws {
        guard actual == expected else { throw FixtureError("Expected \(expected), got \(actual)") }
    }
}

/// Counts the attempts of one run: retries start from a fresh world, so the count lives outside it.
final class FixtureAttempts: @unchecked Sendable {
    // NB: @unchecked: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0

    /// Counts one more attempt and returns how many there have been.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
