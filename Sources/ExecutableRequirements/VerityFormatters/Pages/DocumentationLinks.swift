import CucumberMessages

/// Where links point, from the page being written: the living documentation is a site of
/// pages (index, steps, one per feature), the HTML report one page holding everything.
package struct DocumentationLinks {
    /// Which page of the site is being written.
    package enum Page {
        case index
        case steps
        case feature
    }

    private enum Layout {
        case site(Page)
        case singlePage
    }

    private let layout: Layout
    /// Each feature's page inside the site, in the order of ``Specification/features``.
    private let pages: [String]
    /// The `src` or `href` of an attachment's content: a file of the site or a data URI.
    let attachmentSource: (Attachment) -> String
    /// How `@issue:` tags link to the tracker.
    package var issues = IssueTags()

    /// Links between the pages of a site, from `page`; `attachmentFile` gives the path of an
    /// attachment's file inside the site.
    package static func site(_ page: Page, pages: [String], attachmentFile: @escaping (Attachment) -> String) -> Self {
        let root = page == .feature ? "../" : ""
        return Self(layout: .site(page), pages: pages, attachmentSource: { root + attachmentFile($0) })
    }

    /// Links inside one page.
    static func singlePage() -> Self {
        Self(layout: .singlePage, pages: [], attachmentSource: HTMLAttachment.dataURI)
    }

    private var root: String {
        if case .site(.feature) = layout { return "../" }
        return ""
    }

    /// Whether everything is on one page (the HTML report).
    var isSinglePage: Bool {
        if case .singlePage = layout { return true }
        return false
    }

    /// A feature, or an example (`l12`) on it.
    package func feature(_ number: Int, anchor: String? = nil) -> String {
        switch layout {
        case .singlePage: return "#" + elementId(feature: number, anchor ?? "top")
        case .site: return root + pages[number] + (anchor.map { "#" + $0 } ?? "")
        }
    }

    /// The step definition numbered `number` in the catalog.
    func definition(_ number: Int) -> String {
        isSinglePage ? "#d\(number)" : root + "steps.html#d\(number)"
    }

    /// A section of the step-definition page (`undefined`, `ambiguous`, `unused`).
    package func stepsSection(_ name: String) -> String {
        isSinglePage ? "#\(name)" : root + "steps.html#\(name)"
    }

    /// The page of the site that lists `key`'s requirements; `nil` on a single page.
    package func issuePage(_ key: String) -> String? {
        isSinglePage ? nil : root + "issues/" + IssueTags.fileName(for: key) + ".html"
    }

    /// Where an `@issue:` tag links: the tracker when there is a template, else the issue's
    /// page of the site.
    package func issue(_ key: String) -> String? {
        issues.url(for: key) ?? issuePage(key)
    }

    /// The index page of the site.
    package var index: String { root + "index.html" }

    /// The `id` of an element of feature `number` on the page: unique on a page holding every feature.
    func elementId(feature number: Int, _ anchor: String) -> String {
        isSinglePage ? "f\(number)-\(anchor)" : anchor
    }
}
