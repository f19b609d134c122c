import CucumberMessages
import VerityFormatters

/// The requirements each ticket names through its `@issue:KEY` tags: a section of the index
/// listing every key with its examples' statuses, and a page per key listing its examples, each
/// linked to its feature page, with the status the runs gave it.
struct IssueSection {
    let specification: Specification
    let links: DocumentationLinks

    /// An example an issue names, with the number of its feature.
    struct Entry {
        let feature: Int
        let example: SpecifiedExample
    }

    /// Every key the features' tags name, sorted, with its examples in file order.
    var entries: [(key: String, entries: [Entry])] {
        var byKey: [String: [Entry]] = [:]
        for (number, feature) in specification.features.enumerated() {
            for example in feature.examples {
                for key in IssueTags.keys(in: example.tags) {
                    byKey[key, default: []].append(Entry(feature: number, example: example))
                }
            }
        }
        return byKey.keys.sorted().map { ($0, byKey[$0] ?? []) }
    }

    /// The index's list of `all` (``entries``); nothing when no example names an issue.
    func indexNode(_ all: [(key: String, entries: [Entry])]) -> HTMLNode {
        .when(
            !all.isEmpty,
            .element(
                "section", [.class("issues-section"), HTMLAttribute("id", "issues")],
                [
                    .element("h2", [], [.text("Issues")]),
                    .element(
                        "table", [.class("issue-table")],
                        [
                            .element(
                                "tr", [],
                                ["issue", "examples", "passed", "failed", "not run"].map {
                                    .element("th", [], [.text($0)])
                                })
                        ]
                            + all.map { key, entries in
                                let words = entries.map(\.example.statusWord)
                                return .element(
                                    "tr", [],
                                    [
                                        .element(
                                            "td", [],
                                            [.element("a", [HTMLAttribute("href", links.issuePage(key))], [.text(key)])]
                                        ),
                                        .element("td", [], [.text(String(entries.count))]),
                                        .element("td", [], [.text(String(words.filter { $0 == "passed" }.count))]),
                                        .element(
                                            "td", [],
                                            [
                                                .text(
                                                    String(
                                                        words.filter {
                                                            $0 != "passed" && $0 != "not-run" && $0 != "skipped"
                                                        }.count))
                                            ]),
                                        .element("td", [], [.text(String(words.filter { $0 == "not-run" }.count))]),
                                    ])
                            }),
                ]))
    }

    /// The content of `key`'s page: a link to the tracker when its URL is known, then the examples.
    func pageNodes(for key: String, _ entries: [Entry]) -> [HTMLNode] {
        [
            .when(
                links.issues.url(for: key) != nil,
                .element(
                    "p", [.class("issue-link")],
                    [
                        .element(
                            "a", [HTMLAttribute("href", links.issues.url(for: key))], [.text("\(key) in the tracker")])
                    ])),
            .element(
                "ul", [.class("issue-examples")],
                entries.map { entry in
                    let feature = specification.features[entry.feature]
                    let name = feature.feature.name.isEmpty ? feature.path : feature.feature.name
                    return .element(
                        "li",
                        [
                            .class("item"), HTMLAttribute("data-status", entry.example.filterStatus),
                            HTMLAttribute("data-tags", entry.example.tags.joined(separator: " ")),
                        ],
                        [
                            .element(
                                "span", [.class("badge status-\(entry.example.statusWord)")],
                                [
                                    .text(entry.example.statusWord.replacingOccurrences(of: "-", with: " "))
                                ]),
                            .text(" "),
                            .element(
                                "a",
                                [HTMLAttribute("href", links.feature(entry.feature, anchor: entry.example.anchor))],
                                [
                                    .text("\(name) › \(entry.example.name)")
                                ]),
                            .element("span", [.class("uri")], [.text(" \(feature.path):\(entry.example.line)")]),
                        ])
                }),
        ]
    }
}
