import CucumberMessages
import VerityFormatters

/// The living documentation's front page: the coverage figures, the features by folder (each a
/// filterable item), the tags with their pass rates, and the rules and examples nothing proves.
///
/// NB: the page holds a row per feature, not per example: a feature row carries its examples'
/// statuses and tags (`data-examples`, one `status tag tag` line per distinct combination) and
/// the distinct words of its text (`data-words`), which the page's script filters on, so the
/// index of a thousand features stays small.
struct IndexSection {
    let specification: Specification
    let links: DocumentationLinks

    func nodes() -> [HTMLNode] {
        let coverage = CoverageFigures(specification)
        return [
            figures(coverage),
            features(coverage),
            tags(coverage),
            gaps(coverage),
        ]
    }

    private func figures(_ coverage: CoverageFigures) -> HTMLNode {
        var lines = [
            "\(specification.features.count) features, \(coverage.total.text)",
            "\(coverage.rulesWithoutExamples.count) rules with no example",
        ]
        if !specification.runs.isEmpty {
            let never = coverage.neverRun.count
            lines.append("\(never) \(never == 1 ? "example" : "examples") never run")
            let catalog = specification.definitions
            lines.append(
                "\(catalog.entries.count) step definitions, \(catalog.unused.count) unused; \(catalog.undefined.count) undefined step texts"
            )
        } else {
            lines.append("No run given: every example is \"not run\".")
        }
        return .element(
            "section", [.class("coverage")],
            [
                .element("h2", [], [.text("Coverage")]),
                .element("ul", [.class("figures")], lines.map { .element("li", [], [.text($0)]) }),
            ])
    }

    private func features(_ coverage: CoverageFigures) -> HTMLNode {
        var folders: [String] = []
        var byFolder: [String: [Int]] = [:]
        for (number, feature) in specification.features.enumerated() {
            if byFolder[feature.folder] == nil { folders.append(feature.folder) }
            byFolder[feature.folder, default: []].append(number)
        }
        return .element(
            "section", [.class("features")],
            [
                .element("h2", [], [.text("Features")]),
                .group(
                    folders.sorted().map { folder in
                        .element(
                            "section", [.class("folder group")],
                            [
                                .element("h3", [.class("folder-name")], [.text(folder == "." ? "./" : folder + "/")]),
                                .element(
                                    "ul", [.class("feature-list")],
                                    (byFolder[folder] ?? []).map { featureRow($0, coverage) }),
                            ])
                    }),
            ])
    }

    private func featureRow(_ number: Int, _ coverage: CoverageFigures) -> HTMLNode {
        let feature = specification.features[number]
        var seen = Set<String>()
        var examples: [String] = []
        for example in feature.examples {
            let line = ([example.filterStatus] + example.tags).joined(separator: " ")
            if seen.insert(line).inserted { examples.append(line) }
        }
        let status = SpecifiedExample.word(feature.status)
        return .element(
            "li",
            [
                .class("feature-row item status-\(status)"),
                HTMLAttribute("data-examples", examples.joined(separator: "\n")),
                HTMLAttribute("data-words", SearchWords.of(feature).joined(separator: " ")),
            ],
            [
                .element(
                    "span", [.class("badge status-\(status)")], [.text(status.replacingOccurrences(of: "-", with: " "))]
                ),
                .text(" "),
                .element(
                    "a", [.class("carry"), HTMLAttribute("href", links.feature(number))],
                    [.text(feature.feature.name.isEmpty ? feature.path : feature.feature.name)]),
                .element("span", [.class("location")], [.text(" " + feature.path)]),
                .element("span", [.class("figures")], [.text(" · " + coverage.byFeature[number].text)]),
            ])
    }

    private func tags(_ coverage: CoverageFigures) -> HTMLNode {
        .element(
            "section", [.class("tags-section")],
            [
                .element("h2", [], [.text("Tags")]),
                coverage.byTag.isEmpty
                    ? .element("p", [], [.text("No feature, rule, scenario or Examples has a tag.")])
                    : .element(
                        "table", [.class("tag-table")],
                        [
                            .element(
                                "tr", [],
                                ["tag", "examples", "run", "passed", "pass rate"].map {
                                    .element("th", [], [.text($0)])
                                })
                        ]
                            + coverage.byTag.map { tag, tally in
                                .element(
                                    "tr", [],
                                    [
                                        .element(
                                            "td", [],
                                            [
                                                .element(
                                                    "button",
                                                    [
                                                        .class("tag-filter"), HTMLAttribute("type", "button"),
                                                        HTMLAttribute("data-tag", tag),
                                                    ], [.text(tag)])
                                            ]),
                                        .element("td", [], [.text("\(tally.examples)")]),
                                        .element("td", [], [.text("\(tally.run)")]),
                                        .element("td", [], [.text("\(tally.passed)")]),
                                        .element("td", [], [.text(tally.passRate.map { "\($0)%" } ?? "–")]),
                                    ])
                            }),
            ])
    }

    private func gaps(_ coverage: CoverageFigures) -> HTMLNode {
        let shown = StepDefinitionSection.usesShown * 4
        return .element(
            "section", [.class("gaps")],
            [
                .element("h2", [], [.text("Rules with no example")]),
                coverage.rulesWithoutExamples.isEmpty
                    ? .element("p", [], [.text("Every rule has at least one example.")])
                    : .element(
                        "ul", [],
                        coverage.rulesWithoutExamples.map { number, rule in
                            .element(
                                "li", [],
                                [
                                    .element(
                                        "a",
                                        [
                                            HTMLAttribute(
                                                "href", links.feature(number, anchor: "l\(rule.location.line)"))
                                        ], [.text(rule.name)]),
                                    .element(
                                        "span", [.class("location")],
                                        [.text(" \(specification.features[number].path):\(rule.location.line)")]),
                                ])
                        }),
                .when(
                    !specification.runs.isEmpty,
                    .group([
                        .element("h2", [], [.text("Examples never run")]),
                        coverage.neverRun.isEmpty
                            ? .element("p", [], [.text("Every example ran.")])
                            : .element(
                                "ul", [],
                                coverage.neverRun.prefix(shown).map { number, example in
                                    .element(
                                        "li", [],
                                        [
                                            .element(
                                                "a",
                                                [HTMLAttribute("href", links.feature(number, anchor: example.anchor))],
                                                [.text(example.name)]),
                                            .element(
                                                "span", [.class("location")],
                                                [.text(" \(specification.features[number].path):\(example.line)")]),
                                        ])
                                }),
                        .when(
                            coverage.neverRun.count > shown,
                            .element("p", [], [.text("and \(coverage.neverRun.count - shown) more")])),
                    ])),
            ])
    }
}
