import VerityFormatters

/// The gallery: every state of every model whose states are drawn, each drawing as the page or
/// screen it is (a frame for HTML, preformatted text otherwise), beside the examples whose run
/// drew it. A state's drawing is its latest model in a scenario, drawn by the renderer the
/// suite declared, when the scenario ended. Beside them, the hand-made examples the suite gave
/// (`ModelCoverage.example`), drawn by the same renderer and marked as reached by no run.
struct GallerySection {
    let report: ModelCoverageReport
    let links: DocumentationLinks

    /// How many different drawings of one state the gallery shows.
    static let drawingsShown = 3

    var isEmpty: Bool { !report.models.contains(where: Self.isShown) }

    /// Whether a model has something to show: a drawn state or a hand-made example.
    static func isShown(_ model: ModelCoverageReport.Model) -> Bool {
        !model.drawings.isEmpty || !model.examples.isEmpty
    }

    func pageNodes() -> [HTMLNode] {
        report.models.filter(Self.isShown).map { model in
            // NB: an example of a state no record knows (or of a value that is no enum) still shows.
            var names = model.states.map(\.name)
            for example in model.examples where !names.contains(example.state ?? "") {
                names.append(example.state ?? "")
            }
            return .element(
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
                ] + names.map { stateNode(model, state: $0) })
        }
    }

    /// One state's drawings from the runs, then its hand-made examples, each marked as one.
    private func stateNode(_ model: ModelCoverageReport.Model, state name: String) -> HTMLNode {
        let section = ModelsSection(report: report, links: links)
        let drawings = model.drawings.filter { $0.state == name }
        let examples = model.examples.filter { ($0.state ?? "") == name }
        let isReached = model.states.first { $0.name == name }?.isReached ?? false
        var nodes: [HTMLNode] = [.element("h3", [], [.element("code", [], [.text(name.isEmpty ? model.name : name)])])]
        if drawings.isEmpty {
            let note =
                isReached
                ? "Reached, but not drawn."
                : examples.isEmpty ? "Never reached: nothing to draw." : "Never reached by a run."
            nodes.append(.element("p", [.class("uri")], [.text(note)]))
        }
        nodes += drawings.prefix(Self.drawingsShown).map { drawing in
            .element(
                "figure", [.class("drawing")],
                [
                    picture(mediaType: drawing.mediaType, content: drawing.content, title: drawing.state),
                    .element("figcaption", [], [.text("Reached by:"), section.witnesses(drawing.witnesses)]),
                ])
        }
        if drawings.count > Self.drawingsShown {
            nodes.append(
                .element(
                    "p", [.class("uri")], [.text("\(drawings.count - Self.drawingsShown) more drawings of this state")])
            )
        }
        nodes += examples.map { example in
            .element(
                "figure", [.class("drawing example")],
                [
                    example.content.map { picture(mediaType: example.mediaType, content: $0, title: example.name) }
                        ?? .element("p", [.class("uri")], [.text("Not drawn: the model declares no drawing.")]),
                    .element(
                        "figcaption", [],
                        [.text("Example “\(example.name)”: made by hand, not reached by a run.")]),
                ])
        }
        return .element(
            "div", [.class("gallery-state"), HTMLAttribute("id", Self.anchor(model, state: name))], nodes)
    }

    /// The anchor of a state's drawings on the gallery page, which the Models page links to.
    static func anchor(_ model: ModelCoverageReport.Model, state: String) -> String {
        ModelsSection.anchor(model) + "-" + state
    }

    private func picture(mediaType: String, content: String, title: String) -> HTMLNode {
        guard mediaType == "text/html" else {
            return .element("pre", [.class("drawing-text")], [.text(content)])
        }
        // NB: sandboxed, so a drawn page runs no script and reaches nothing; srcdoc keeps the
        // site a set of files that opens from file://.
        return .element(
            "iframe",
            [HTMLAttribute("srcdoc", content), HTMLAttribute("sandbox", ""), HTMLAttribute("title", title)], [])
    }
}
