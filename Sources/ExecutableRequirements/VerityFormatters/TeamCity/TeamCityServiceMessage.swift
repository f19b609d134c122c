/// One TeamCity service message, `##teamcity[name key = 'value' …]`, laid out as
/// cucumber/teamcity-formatter writes it: attributes in the order given, ` = ` between a key
/// and its value, each value escaped (see ``escape(_:)``).
///
/// ```swift
/// TeamCityServiceMessage("testSuiteFinished", [("timestamp", "1970-01-01T12:00:00.000+0000"), ("name", "Rules")])
///     .line  // ##teamcity[testSuiteFinished timestamp = '1970-01-01T12:00:00.000+0000' name = 'Rules']
/// ```
struct TeamCityServiceMessage: Equatable {
    /// The message's name, e.g. `testStarted`.
    var name: String
    /// The attributes, in the order they are written.
    var attributes: [(key: String, value: String)]
    /// Whether ` = ` (upstream's usual layout) or `=` (its `message` layout) joins a key to its
    /// value. TeamCity reads both; upstream writes `message text='…' status='NORMAL'` tight.
    var spacedEquals = true

    init(_ name: String, _ attributes: [(key: String, value: String)], spacedEquals: Bool = true) {
        self.name = name
        self.attributes = attributes
        self.spacedEquals = spacedEquals
    }

    /// The message as one line, without its line break.
    var line: String {
        let equals = spacedEquals ? " = " : "="
        let pairs = attributes.map { " \($0.key)\(equals)'\(Self.escape($0.value))'" }.joined()
        return "##teamcity[\(name)\(pairs)]"
    }

    /// `value` as TeamCity reads an attribute value: `|` `'` `[` `]` and the line breaks
    /// `\n` `\r` are prefixed with `|` (`||` `|'` `|[` `|]` `|n` `|r`).
    ///
    /// NB: other characters, non-ASCII ones included, are written as they are, in UTF-8, as
    /// upstream does: TeamCity reads UTF-8 and splits messages only at `\n` and `\r`, so the
    /// `|0xNNNN` form it also accepts is never needed, and using it would make the report
    /// differ from upstream's.
    static func escape(_ value: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "|": escaped += "||"
            case "'": escaped += "|'"
            case "\n": escaped += "|n"
            case "\r": escaped += "|r"
            case "[": escaped += "|["
            case "]": escaped += "|]"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    static func == (lhs: TeamCityServiceMessage, rhs: TeamCityServiceMessage) -> Bool {
        lhs.line == rhs.line
    }
}
