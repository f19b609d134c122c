import CucumberMessages

/// A level of the tree TeamCity and IntelliJ show for a pickle: its feature, rule, scenario,
/// examples and examples row, each written as a `testSuiteStarted`/`testSuiteFinished` pair.
struct TeamCitySuite: Equatable {
    /// The name the tree shows: the node's name, else its keyword, else `Unknown`.
    var name: String
    /// The feature file's URI.
    var uri: String
    /// Where the node is in the file.
    var location: Location

    /// `uri:line`, the `locationHint` IntelliJ opens.
    var locationHint: String { "\(uri):\(location.line)" }

    /// A name the tree can show: an empty one would leave a node that is hard to click.
    static func displayName(_ name: String, keyword: String) -> String {
        if !name.isEmpty { return name }
        if !keyword.isEmpty { return keyword }
        return "Unknown"
    }
}
