/// The frame of every documentation page and of the HTML report: the head with the inline
/// style sheet, a header with the title and navigation, the filter bar, the content, and the
/// inline script. Nothing is fetched: the page opens from `file://`.
package struct DocumentationPage {
    var title: String
    /// What the page belongs to, shown above the title and after it in the window's title
    /// ("Coffee · Living documentation").
    var context: String?
    /// Links in the header: label and address.
    var navigation: [(label: String, href: String)] = []
    /// Lines under the title (totals, the run's outcome).
    var subtitle: [HTMLNode] = []
    /// Whether the page has examples to search and filter.
    var hasFilters = true
    /// Whether the filter bar offers the switch that hides what only a developer reads (see
    /// ``HTMLStyleSheet``): step definitions, their locations and patterns, snippets, durations.
    var hasDetailsToggle = false
    var content: [HTMLNode]

    /// A page titled `title` that shows `content`, with the parts described above.
    package init(
        title: String, context: String? = nil, navigation: [(label: String, href: String)] = [],
        subtitle: [HTMLNode] = [], hasFilters: Bool = true, hasDetailsToggle: Bool = false, content: [HTMLNode]
    ) {
        self.title = title
        self.context = context
        self.navigation = navigation
        self.subtitle = subtitle
        self.hasFilters = hasFilters
        self.hasDetailsToggle = hasDetailsToggle
        self.content = content
    }

    /// The `id` of the checkbox that hides the developer's details.
    static let detailsToggleId = "hide-details"

    /// The statuses the status filter offers.
    static let statuses = [
        "passed", "flaky", "failed", "ambiguous", "undefined", "pending", "skipped", "unknown", "not-run",
    ]

    package func render() -> String {
        let page = HTMLNode.element(
            "html", [HTMLAttribute("lang", "en")],
            [
                .element(
                    "head", [],
                    [
                        .void("meta", [HTMLAttribute("charset", "UTF-8")]),
                        .void(
                            "meta",
                            [
                                HTMLAttribute("name", "viewport"),
                                HTMLAttribute("content", "width=device-width, initial-scale=1"),
                            ]),
                        .element("title", [], [.text(context.map { "\(title) — \($0)" } ?? title)]),
                        .element("style", [], [.rawText(HTMLStyleSheet.css)]),
                    ]),
                .element(
                    "body", [],
                    [
                        .element(
                            "header", [],
                            [
                                .when(
                                    !navigation.isEmpty,
                                    .element(
                                        "nav", [],
                                        navigation.map { link in
                                            .element(
                                                "a", [HTMLAttribute("href", link.href), .class("carry")],
                                                [.text(link.label)])
                                        })),
                                context.map { .element("p", [.class("context")], [.text($0)]) } ?? .empty,
                                .element("h1", [], [.text(title)]),
                                .group(subtitle),
                            ]),
                        .when(hasFilters, filters),
                        .element("main", [], content),
                        .when(hasFilters, .element("script", [], [.rawText(DocumentationScript.source)])),
                    ]),
            ])
        return "<!DOCTYPE html>\n" + page.render(indentedBy: 1) + "\n"
    }

    private var filters: HTMLNode {
        .element(
            "div", [.class("filters"), HTMLAttribute("id", "filters")],
            [
                .void(
                    "input",
                    [
                        HTMLAttribute("type", "search"), HTMLAttribute("id", "search"),
                        HTMLAttribute("aria-label", "Search"),
                        HTMLAttribute("placeholder", "Search names, steps, descriptions"),
                    ]),
                .void(
                    "input",
                    [
                        HTMLAttribute("type", "text"), HTMLAttribute("id", "tag-expression"),
                        HTMLAttribute("aria-label", "Tag expression"),
                        HTMLAttribute("placeholder", "Tags, e.g. @smoke and not @wip"),
                    ]),
                .element(
                    "select", [HTMLAttribute("id", "status-filter"), HTMLAttribute("aria-label", "Status")],
                    [.element("option", [HTMLAttribute("value", "")], [.text("any status")])]
                        + Self.statuses.map {
                            .element(
                                "option", [HTMLAttribute("value", $0)],
                                [.text($0.replacingOccurrences(of: "-", with: " "))])
                        }),
                .when(
                    hasDetailsToggle,
                    .element(
                        "label", [.class("details-toggle")],
                        [
                            .void(
                                "input", [HTMLAttribute("type", "checkbox"), HTMLAttribute("id", Self.detailsToggleId)]),
                            .text(" Hide step definitions and durations"),
                        ])),
                .element("span", [HTMLAttribute("id", "shown-count"), .class("location")], []),
                .element("span", [HTMLAttribute("id", "tag-error"), .class("problem")], []),
            ])
    }
}
