import VerityFormatters
import VerityCodeCoverage

/// The "Code coverage" page: line and function coverage per module, then per file of each
/// module, least covered first; and the index's summary of it, beside the requirement and
/// model coverage. Read from llvm-cov's export (``CodeCoverageReport``).
struct CodeCoverageSection {
    let report: CodeCoverageReport

    /// The anchor of a module's table on the page.
    static func anchor(_ module: CodeCoverageReport.Module) -> String {
        "module-" + module.name.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }

    /// The index's lines: the total, then each module's figures linked to its table.
    func indexNode() -> HTMLNode {
        let total = report.total
        return .element(
            "section", [.class("code-coverage")],
            [
                .element("h2", [], [.text("Code coverage")]),
                .element(
                    "ul", [.class("figures")],
                    [
                        .element(
                            "li", [],
                            [.text(total.lines.text("lines") + ", " + total.functions.text("functions"))])
                    ]
                        + report.modules.map { module in
                            .element(
                                "li", [],
                                [
                                    .element(
                                        "a", [HTMLAttribute("href", "coverage.html#" + Self.anchor(module))],
                                        [.text(module.name)]),
                                    .text(
                                        ": " + module.lines.text("lines") + ", " + module.functions.text("functions")),
                                ])
                        }),
            ])
    }

    /// The page's content.
    func pageNodes() -> [HTMLNode] {
        guard !report.modules.isEmpty else {
            return [.element("p", [], [.text("The coverage names no file of the package.")]), leftOut()]
        }
        return [
            .element(
                "table", [.class("coverage-table")],
                [
                    header(first: "Module"),
                    .element(
                        "tbody", [],
                        report.modules.map { module in
                            row(
                                .element(
                                    "a", [HTMLAttribute("href", "#" + Self.anchor(module))], [.text(module.name)]),
                                lines: module.lines, functions: module.functions)
                        }
                            + [
                                row(
                                    .element("strong", [], [.text("All")]), lines: report.total.lines,
                                    functions: report.total.functions)
                            ]),
                ]),
            leftOut(),
        ]
            + report.modules.map(section)
    }

    private func section(_ module: CodeCoverageReport.Module) -> HTMLNode {
        let files = module.filesLeastCoveredFirst
        return .element(
            "section", [.class("coverage-module"), HTMLAttribute("id", Self.anchor(module))],
            [
                .element("h2", [], [.text(module.name)]),
                .element(
                    "p", [.class("figures")],
                    [.text(module.lines.text("lines") + ", " + module.functions.text("functions"))]),
                .element(
                    "table", [.class("coverage-table")],
                    [
                        header(first: "File"),
                        .element(
                            "tbody", [],
                            files.map { file in
                                row(
                                    .element("span", [.class("uri")], [.text(file.path)]), lines: file.lines,
                                    functions: file.functions)
                            }),
                    ]),
            ])
    }

    private func header(first: String) -> HTMLNode {
        .element(
            "thead", [],
            [
                .element(
                    "tr", [],
                    [first, "Lines", "", "Functions", ""].map { .element("th", [], [.text($0)]) })
            ])
    }

    private func row(_ name: HTMLNode, lines: CodeCoverageReport.Tally, functions: CodeCoverageReport.Tally)
        -> HTMLNode
    {
        .element(
            "tr", [],
            [
                .element("td", [], [name]),
                .element("td", [.class("count")], [.text("\(lines.covered) / \(lines.count)")]),
                cell(lines),
                .element("td", [.class("count")], [.text("\(functions.covered) / \(functions.count)")]),
                cell(functions),
            ])
    }

    /// The percentage with a bar drawn to it.
    private func cell(_ tally: CodeCoverageReport.Tally) -> HTMLNode {
        let width = Int((tally.percent ?? 100).rounded(.down))
        return .element(
            "td", [.class(tally.covered == tally.count ? "percent full" : "percent partial")],
            [
                .element(
                    "span", [.class("bar"), HTMLAttribute("aria-hidden", "true")],
                    [.element("span", [HTMLAttribute("style", "width: \(width)%")], [])]),
                .text(" " + tally.percentText),
            ])
    }

    private func leftOut() -> HTMLNode {
        let leftOut = report.leftOut
        let parts = [
            (leftOut.tests, "under Tests"),
            (leftOut.dependencies, "of dependencies in .build/checkouts"),
            (leftOut.generated, "generated under .build"),
            (leftOut.outside, "outside the package"),
            (leftOut.otherModules, "in modules not chosen"),
        ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return .when(
            !parts.isEmpty,
            .element(
                "p", [.class("left-out")],
                [.text("Files not counted: " + parts.joined(separator: ", ") + ".")]))
    }
}
