/// One entry of `VERITY_FORMAT`, `name[:qualifier]*[:path]`: the format's name, the words it
/// accepts as options (`pretty:plain:exclude-attachments`), and whatever is left as the path
/// (`summary:plain:build/summary.txt`, `junit:build/junit.xml`, `junit:verity:build/junit.xml`).
struct ReportEntry {
    var destination: ReportDestination

    /// Parses `text`, an entry without its surrounding spaces starting at `column`.
    /// - Throws: ``ReportConfigurationError`` at the column of the bad part.
    init(_ text: Substring, column: Int) throws(ReportConfigurationError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let name = parts[0].trimmingSpaces
        guard let format = ReportFormat(rawValue: name.lowercased()) else {
            throw .unknownFormat(name: name, column: column)
        }
        var options = ConsoleReportOptions()
        var junit = JUnitOptions()
        var position = 1
        var partColumn = column + parts[0].count + 1
        let qualifiers = format.qualifiers
        // NB: a format without options keeps everything after its first colon as the path, as
        // before qualifiers existed (`html:C:/reports/run.html`).
        while !qualifiers.isEmpty, position < parts.count {
            let part = parts[position]
            let word = part.trimmingSpaces
            let wordColumn = partColumn + part.prefix { $0 == " " || $0 == "\t" }.count
            if format == .junit, let layout = JUnitOptions.Layout(word) {
                junit.layout = layout
            } else if format == .junit, word == "reruns" {
                junit.surefireReruns = true
            } else if qualifiers.contains(word) {
                try options.apply(word, format: format, column: wordColumn)
            } else if Self.looksLikeQualifier(word) {
                // A bare word is a mistyped option far more often than a file without extension.
                throw .badQualifier(word, format: format, column: wordColumn)
            } else {
                break
            }
            partColumn += part.count + 1
            position += 1
        }
        var path: String?
        if position < parts.count {
            let rest = Substring(parts[position...].joined(separator: ":")).trimmingSpaces
            guard !rest.isEmpty else { throw .emptyEntry(column: column) }
            path = rest
        }
        destination = ReportDestination(format: format, path: path, options: options)
        destination.junit = junit
    }

    /// Whether `word` has the shape of an option (lowercase letters, digits and hyphens)
    /// rather than of a path (which has a `.` or a `/`).
    private static func looksLikeQualifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}

extension ConsoleReportOptions {
    /// Sets the option `word` names.
    fileprivate mutating func apply(_ word: String, format: ReportFormat, column: Int) throws(ReportConfigurationError)
    {
        if let theme = ReportTheme(rawValue: word) {
            guard self.theme == nil else { throw .badQualifier(word, format: format, column: column) }
            self.theme = theme
        } else if word == "exclude-attachments" {
            excludeAttachments = true
        } else if word == "exclude-features-and-rules" {
            excludeFeaturesAndRules = true
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
