import Gherkin
import VerityWorkspace

/// Where in a feature file a keyword is being typed, read from the lines above (see
/// ``LineKeywords/Reader``, so a file with syntax errors has a place too): which part the line is in,
/// and whether the file has a feature and a language header already.
///
/// ```swift
/// let lines = DocumentLines("Feature: F\n  Scenario: S\n    Given x\n\n")
/// let context = KeywordContext(lines: lines, line: 3, dialect: .english, markdown: false)
/// context.place        // .scenario
/// context.hasFeature   // true
/// ```
package struct KeywordContext: Sendable, Hashable {
    /// The part of the file a line is in.
    package enum Place: Sendable, Hashable {
        /// Before the feature's heading: the header, with its comments and tags.
        case beforeFeature
        /// In the feature, before its first rule, background or scenario.
        case feature
        /// In a rule, before its first background or scenario.
        case rule
        /// In a background, scenario or outline: among or after its steps.
        case scenario
        /// In an examples block.
        case examples
    }

    package var place: Place
    /// Whether the file has its feature already, above the line or just below its header: a
    /// file has one feature.
    package var hasFeature: Bool
    /// Whether the file starts with a `# language:` header.
    package var hasLanguageHeader: Bool

    /// The context of the 0-based `line` of `lines`, read in `dialect`, the file's.
    ///
    /// NB: it reads upwards from the line to the nearest heading, not the whole file from the
    /// top: completion asks at every keystroke. A heading between two doc string fences on the
    /// way is passed over.
    package init(lines: DocumentLines, line: Int, dialect: GherkinDialect, markdown: Bool) {
        let reader = LineKeywords.Reader(dialect: dialect, markdown: markdown)
        hasLanguageHeader = FeatureLanguage.headerCode(of: lines) != nil
        var last: LineKeywords.Heading.Kind?
        var inDocString = false
        var above = min(line, lines.lineCount) - 1
        while above >= 0, last == nil {
            let (role, fence) = reader.read(lines.text(ofLine: above))
            if fence != nil {
                inDocString.toggle()
            } else if !inDocString, case .heading(let heading) = role {
                last = heading.kind
            }
            above -= 1
        }
        guard let last else {
            place = .beforeFeature
            hasFeature = Self.featureFollows(lines, after: line, reader: reader)
            return
        }
        hasFeature = true
        switch last {
        case .feature: place = .feature
        case .rule: place = .rule
        case .background, .scenario, .scenarioOutline: place = .scenario
        case .examples: place = .examples
        }
    }

    /// Whether the first line after `line` that is not blank, a comment or tags is a feature's
    /// heading.
    private static func featureFollows(_ lines: DocumentLines, after line: Int, reader: LineKeywords.Reader) -> Bool {
        var next = line + 1
        while next < lines.lineCount {
            let text = lines.text(ofLine: next)
            if case .heading(let heading) = reader.read(text).role { return heading.kind == .feature }
            let trimmed = text.trimmingWhitespace()
            guard trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("@") else { return false }
            next += 1
        }
        return false
    }
}
