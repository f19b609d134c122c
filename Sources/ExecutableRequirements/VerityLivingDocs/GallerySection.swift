import VerityFormatters

/// The gallery: every state of every model whose states are drawn, each drawing as the page or
/// screen it is (a frame for HTML, preformatted text otherwise), beside the examples whose run
/// drew it. A state's drawing is its latest model in a scenario, drawn by the renderer the
/// suite declared, when the scenario ended.
struct GallerySection {
    let report: ModelCoverageReport
    let links: DocumentationLinks

    /// How many different drawings of one state the gallery shows.
    static let drawingsShown = 3

    var isEmpty: Bool { !report.models.contains { !$0.drawings.isEmpty } }

    func pageNodes() -> [HTMLNode] {
        let section = ModelsSection(report: report, links: links)
        return report.models.filter { !$0.drawings.isEmpty }.map { model in
            .element(
                "section", [.class("gallery"), HTMLAttribute("id", ModelsSection.anchor(model))],
                [
                    .element("h2", [], [.text(model.name)]),
                    .element(
                        "p", [.class("figures")],
                        [
                            .text(ModelsSection.figures(model) + " · "),
                            .element(
                                "a", [HTMLAttribute("href", "models.html#" + ModelsSection.anchor(model))],
                                [.text("coverage")]),
                        ]),
                ]
                    + model.states.map { state in
                        let drawings = model.drawings.filter { $0.state == state.name }
                        return .element(
                            "div",
                            [.class("gallery-state"), HTMLAttribute("id", Self.anchor(model, state: state.name))],
                            [.element("h3", [], [.element("code", [], [.text(state.name)])])]
                                + (drawings.isEmpty
                                    ? [
                                        .element(
                                            "p", [.class("uri")],
                                            [
                                                .text(
                                                    state.isReached
                                                        ? "Reached, but not drawn." : "Never reached: nothing to draw.")
                                            ])
                                    ]
                                    : drawings.prefix(Self.drawingsShown).map { drawing in
                                        .element(
                                            "figure", [.class("drawing")],
                                            [
                                                picture(drawing),
                                                .element(
                                                    "figcaption", [],
                                                    [.text("Reached by:"), section.witnesses(drawing.witnesses)]),
                                            ])
                                    }
                                        + (drawings.count > Self.drawingsShown
                                            ? [
                                                .element(
                                                    "p", [.class("uri")],
                                                    [
                                                        .text(
                                                            "\(drawings.count - Self.drawingsShown) more drawings of this state"
                                                        )
                                                    ])
                                            ]
                                            : []))
                        )
                    })
        }
    }

    /// The anchor of a state's drawings on the gallery page, which the Models page links to.
    static func anchor(_ model: ModelCoverageReport.Model, state: String) -> String {
        ModelsSection.anchor(model) + "-" + state
    }

    private func picture(_ drawing: ModelCoverageReport.Drawing) -> HTMLNode {
        guard drawing.mediaType == "text/html" else {
            return .element("pre", [.class("drawing-text")], [.text(drawing.content)])
        }
        // NB: sandboxed, so a drawn page runs no script and reaches nothing; srcdoc keeps the
        // site a set of files that opens from file://.
        return .element(
            "iframe",
            [
                HTMLAttribute("srcdoc", drawing.content), HTMLAttribute("sandbox", ""),
                HTMLAttribute("title", drawing.state),
            ], [])
    }
}
