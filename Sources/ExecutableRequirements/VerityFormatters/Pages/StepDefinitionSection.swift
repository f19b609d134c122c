import CucumberMessages

/// The step-definition part of the documentation: every definition with the steps that used
/// it (a link to each), then the unused definitions, the ambiguous steps and the undefined
/// steps with their snippets.
///
/// NB: a definition used thousands of times lists its first ``usesShown`` uses and counts the
/// rest, so that the page stays small however large the suite.
package struct StepDefinitionSection {
    let specification: Specification
    let links: DocumentationLinks
    /// How many uses of a definition are listed before the rest are only counted.
    package static let usesShown = 10

    /// The section of `specification`, linked with `links`.
    package init(specification: Specification, links: DocumentationLinks) {
        self.specification = specification
        self.links = links
    }

    /// The section, as one node.
    package func node() -> HTMLNode {
        let catalog = specification.definitions
        guard !specification.runs.isEmpty else {
            return .element(
                "section", [.class("definitions")],
                [
                    .element("h2", [], [.text("Step definitions")]),
                    .element(
                        "p", [],
                        [.text("No run was given (--messages), so no step has been matched to its definition yet.")]),
                ])
        }
        let used = catalog.entries.indices.filter { !catalog.entries[$0].uses.isEmpty }
        return .element(
            "section", [.class("definitions")],
            [
                .element("h2", [], [.text("Step definitions")]),
                .element(
                    "p", [.class("figures")],
                    [
                        .text(
                            "\(catalog.entries.count) definitions: \(used.count) used, \(catalog.unused.count) unused; "
                                + "\(catalog.ambiguities.count) ambiguous steps, \(catalog.undefined.count) undefined step texts"
                        )
                    ]),
                .group(used.map(entry)),
                .element("h2", [HTMLAttribute("id", "unused")], [.text("Unused step definitions")]),
                catalog.unused.isEmpty
                    ? .element("p", [], [.text("Every step definition is used.")])
                    : .element(
                        "ul", [.class("unused")],
                        catalog.unused.map { number in
                            .element(
                                "li", [HTMLAttribute("id", "d\(number)"), .class("definition-entry")],
                                [
                                    .element("code", [], [.text(catalog.entries[number].pattern)]), .text(" "),
                                    .element("span", [.class("location")], [.text(catalog.entries[number].location)]),
                                ])
                        }),
                .element("h2", [HTMLAttribute("id", "ambiguous")], [.text("Ambiguous steps")]),
                catalog.ambiguities.isEmpty
                    ? .element("p", [], [.text("No step matches more than one definition.")])
                    : .element(
                        "ul", [],
                        catalog.ambiguities.map { ambiguity in
                            .element(
                                "li", [],
                                [
                                    useLink(ambiguity.text, ambiguity.place), .text(" matches "),
                                    .group(
                                        ambiguity.definitions.map { number in
                                            .element(
                                                "a",
                                                [
                                                    HTMLAttribute("href", links.definition(number)),
                                                    .class("definition"),
                                                ],
                                                [
                                                    .element("code", [], [.text(catalog.entries[number].pattern)]),
                                                    .text(" "),
                                                    .element(
                                                        "span", [.class("location")],
                                                        [.text(catalog.entries[number].location)]),
                                                ])
                                        }),
                                ])
                        }),
                .element("h2", [HTMLAttribute("id", "undefined")], [.text("Undefined steps")]),
                catalog.undefined.isEmpty
                    ? .element("p", [], [.text("Every step has a definition.")])
                    : .element(
                        "ul", [],
                        catalog.undefined.map { undefined in
                            .element(
                                "li", [.class("undefined-step")],
                                [
                                    .element("p", [], [.element("span", [.class("text")], [.text(undefined.text)])]),
                                    .element(
                                        "ul", [.class("uses")],
                                        undefined.places.prefix(Self.usesShown).map { place in
                                            .element("li", [], [useLink(undefined.text, place)])
                                        }),
                                    .when(
                                        undefined.places.count > Self.usesShown,
                                        .element(
                                            "p", [], [.text("and \(undefined.places.count - Self.usesShown) more")])),
                                    .when(
                                        !undefined.snippets.isEmpty,
                                        .element(
                                            "pre", [.class("snippet")],
                                            [.text(undefined.snippets.joined(separator: "\n\n"))])),
                                ])
                        }),
            ])
    }

    private func entry(_ number: Int) -> HTMLNode {
        let entry = specification.definitions.entries[number]
        let timed = entry.uses.filter { $0.status != .skipped && $0.status != .unknown }.map(\.seconds)
        let mean = timed.isEmpty ? nil : timed.reduce(0, +) / Double(timed.count)
        let features = Set(entry.uses.map(\.place.feature)).count
        var summary =
            "used by \(entry.uses.count) step\(entry.uses.count == 1 ? "" : "s") in \(features) feature\(features == 1 ? "" : "s")"
        if let mean, let longest = timed.max() {
            summary += ", mean \(FeatureSection.duration(mean)), longest \(FeatureSection.duration(longest))"
        }
        return .element(
            "section", [.class("definition-entry"), HTMLAttribute("id", "d\(number)")],
            [
                .element("h3", [], [.element("code", [], [.text(entry.pattern)])]),
                .element(
                    "p", [], [.element("span", [.class("location")], [.text(entry.location)]), .text(" · " + summary)]),
                .element(
                    "ul", [.class("uses")],
                    entry.uses.prefix(Self.usesShown).map { use in
                        .element(
                            "li", [.class("status-\(use.status.word)")],
                            [
                                .element("span", [.class("badge status-\(use.status.word)")], [.text(use.status.word)]),
                                .text(" "),
                                useLink(use.text, use.place),
                            ])
                    }),
                .when(
                    entry.uses.count > Self.usesShown,
                    .element("p", [.class("more")], [.text("and \(entry.uses.count - Self.usesShown) more uses")])),
            ])
    }

    /// The step's text, linking to its example, with the feature and line.
    private func useLink(_ text: String, _ place: StepDefinitionCatalog.Place) -> HTMLNode {
        let feature = specification.features[place.feature]
        let run = specification.runs.count > 1 ? " (\(specification.runs[place.run].name))" : ""
        return .group([
            .element(
                "a", [HTMLAttribute("href", links.feature(place.feature, anchor: "l\(place.exampleLine)"))],
                [.text(text)]),
            .element(
                "span", [.class("location")],
                [
                    .text(" \(feature.path):\(place.stepLine ?? place.exampleLine) · \(place.exampleName)\(run)")
                ]),
        ])
    }
}
