import CucumberMessages
import VerityJSON

/// Feature texts the protocol tests open.
enum Fixtures {
    /// One scenario: a defined step, an ambiguous one, a custom parameter type, an undefined one.
    ///
    /// Lines (0-based): 3 `Given` (defined), 4 `When` (ambiguous), 5 `Then` (defined), 6 `And` (undefined).
    static let belly = """
        Feature: Belly

          Scenario: Eating
            Given I have 5 cukes in my belly
            When I eat 3 cukes
            Then my belly is green
            And I dance

        """

    /// The message of every diagnostic.
    static func messages(_ diagnostics: [JSONValue]) -> [String] {
        diagnostics.compactMap { $0["message"]?.stringValue }
    }

    /// The diagnostics with `code`.
    static func withCode(_ code: String, _ diagnostics: [JSONValue]) -> [JSONValue] {
        diagnostics.filter { $0["code"]?.stringValue == code }
    }

    /// `range.start` as (line, character).
    static func start(_ diagnostic: JSONValue) -> (Int?, Int?) {
        (
            diagnostic["range"]?["start"]?["line"]?.integerValue,
            diagnostic["range"]?["start"]?["character"]?.integerValue
        )
    }
}
