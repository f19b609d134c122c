import Foundation

/// A small package written to a temporary folder for one test: feature files and a Swift
/// steps file, as an agent's package would have them.
struct FixturePackage {
    /// The package folder.
    let root: String

    /// A package holding `files` (paths relative to it → contents), with the default steps
    /// and features unless `files` replaces them.
    init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("verity-mcp-\(UUID().uuidString)").path
        for (path, text) in Self.defaultFiles.merging(files, uniquingKeysWith: { $1 }) {
            try write(text, to: path)
        }
    }

    /// Writes `text` to the file at `path`, relative to the package.
    func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Removes the package.
    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    static let stepsPath = "Tests/ShopTests/ShopSteps.swift"
    static let cartPath = "Tests/ShopTests/Features/cart.feature"
    static let paymentPath = "Tests/ShopTests/Features/checkout/payment.feature"

    static let defaultFiles: [String: String] = [
        "Package.swift": "// swift-tools-version: 6.1\n",
        stepsPath: """
        import Requirements

        let shopSteps = Steps<Cart>(world: Cart.init) { s in
            s.given("I am a member") { cart in cart.member = true }
            s.given("I add {int} {word} at {int} cents") { (cart, count: Int, name: String, price: Int) in
                cart.add(name, price: price, count: count)
            }
            s.then("I pay {int} cents") { (cart, expected: Int) in
                #expect(cart.total == expected)
            }
            s.then("the receipt is printed") { cart in }
            s.then("the receipt is {word}") { (cart, state: String) in }
        }

        """,
        cartPath: """
        @cart
        Feature: Cart

          @smoke
          Scenario: An empty cart costs nothing
            Then I pay 0 cents

          Rule: Members save

            Background:
              Given I am a member

            @wip
            Scenario: A member's small cart
              Given I add 1 pear at 99 cents
              When I pay with "visa"
              Then the receipt is printed

        """,
        paymentPath: """
        Feature: Payment

          Scenario Outline: Pay <count> with <card>
            Given I add <count> books at 1000 cents
            When I pay with "<card>"
            Then I pay <total> cents

            Examples: Cards
              | count | card | total |
              | 1     | visa | 1000  |

            @gift
            Examples: Gift cards
              | count | card | total |
              | 3     | gift | 3000  |

        """,
    ]
}
