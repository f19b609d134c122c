import VerityFormatters

/// The "Models" page: per model type its figures, its transition diagram, its states (reached
/// or never), the state × action table (offered, ran, refused, by which examples, linked), its
/// transitions, and its gaps; and the index's summary of it. Read from the model-coverage
/// records of the runs (``ModelCoverageReport``).
struct ModelsSection {
    let report: ModelCoverageReport
    /// Links from a page at the site's root.
    let links: DocumentationLinks

    /// How many examples a cell lists before it says how many more there are.
    static let witnessesShown = 6

    /// The anchor of a model's section on the Models page and the gallery.
    static func anchor(_ model: ModelCoverageReport.Model) -> String {
        "model-" + model.type.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }

    /// The index's lines: each model's states reached and actions taken, linked to its section.
    func indexNode() -> HTMLNode {
        .when(
            !report.isEmpty,
            .element(
                "section", [.class("model-coverage")],
                [
                    .element("h2", [], [.text("Model coverage")]),
                    .element(
                        "ul", [.class("figures")],
                        report.models.map { model in
                            .element(
                                "li", [],
                                [
                                    .element(
                                        "a", [HTMLAttribute("href", "models.html#" + Self.anchor(model))],
                                        [.text(model.name)]),
                                    .text(": " + Self.figures(model)),
                                ])
                        }
                            + (report.unreadable.isEmpty
                                ? []
                                : [.element("li", [], [.text("\(report.unreadable.count) records could not be read")])])
                    ),
                ]))
    }

    /// "3 of 4 states reached, 5 of 7 actions taken, 6 transitions".
    static func figures(_ model: ModelCoverageReport.Model) -> String {
        let pairs = model.actionPairs
        let states =
            model.isDeclared
            ? "\(model.reachedCount) of \(model.states.count) states reached"
            : "\(model.reachedCount) states reached (states not declared)"
        let transitions = model.transitions.filter { $0.from != nil }.count
        return "\(states), \(pairs.taken) of \(pairs.known) actions taken, \(transitions) transitions"
    }

    /// The page's content.
    func pageNodes(hasGallery: Bool) -> [HTMLNode] {
        guard !report.isEmpty else {
            return [.element("p", [], [.text("No run recorded a model.")])]
        }
        return [
            .element(
                "nav", [.class("model-index")],
                [
                    .element(
                        "ul", [],
                        report.models.map { model in
                            .element(
                                "li", [],
                                [
                                    .element(
                                        "a", [HTMLAttribute("href", "#" + Self.anchor(model))], [.text(model.name)]),
                                    .text(": " + Self.figures(model)),
                                ])
                        })
                ])
        ]
            + report.models.enumerated().map { number, model in section(model, number: number, hasGallery: hasGallery) }
            + [unreadable()]
    }

    private func section(_ model: ModelCoverageReport.Model, number: Int, hasGallery: Bool) -> HTMLNode {
        .element(
            "section", [.class("model"), HTMLAttribute("id", Self.anchor(model))],
            [
                .element("h2", [], [.text(model.name), .element("span", [.class("uri")], [.text(" " + model.type)])]),
                .element("p", [.class("figures")], [.text(Self.figures(model))]),
                .when(
                    hasGallery && (!model.drawings.isEmpty || !model.examples.isEmpty),
                    .element(
                        "p", [],
                        [
                            .element(
                                "a", [HTMLAttribute("href", "gallery.html#" + Self.anchor(model))],
                                [.text("Gallery of its states")])
                        ])),
                .element("h3", [], [.text("Transitions")]),
                .element(
                    "div", [.class("diagram")], [TransitionDiagram(model: model, id: "arrow-\(number)").node()]),
                gaps(model),
                .element("h3", [], [.text("States")]),
                states(model, hasGallery: hasGallery),
                .element("h3", [], [.text("Actions by state")]),
                actions(model),
                .element("h3", [], [.text("Transitions observed")]),
                transitions(model),
            ])
    }

    private func gaps(_ model: ModelCoverageReport.Model) -> HTMLNode {
        var items: [HTMLNode] = []
        for state in model.states where !state.isReached {
            items.append(
                .element(
                    "li", [], [.text("State "), .element("code", [], [.text(state.name)]), .text(" is never reached.")])
            )
        }
        for state in model.states where state.isReached {
            for action in state.offered where (state.actions[action]?.ran ?? 0) == 0 {
                items.append(
                    .element(
                        "li", [],
                        [
                            .text("Action "), .element("code", [], [.text(action)]), .text(" is offered in "),
                            .element("code", [], [.text(state.name)]), .text(" but no requirement takes it there."),
                        ]))
            }
        }
        if model.isDeclared {
            for state in model.states where !state.isDeclared {
                items.append(
                    .element(
                        "li", [],
                        [
                            .text("State "), .element("code", [], [.text(state.name)]),
                            .text(" was reached but is not declared: the declared list is behind the model."),
                        ]))
            }
        } else {
            items.append(
                .element(
                    "li", [],
                    [.text("The model's states are not declared, so states never reached cannot be listed.")]))
        }
        return .element(
            "div", [.class("model-gaps")],
            [
                .element("h3", [], [.text("Gaps")]),
                items.isEmpty
                    ? .element("p", [], [.text("None: every state is reached and every offered action taken.")])
                    : .element("ul", [], items),
            ])
    }

    /// " drawn", linked to the state's drawings in the gallery, when it has some.
    private func galleryLink(_ model: ModelCoverageReport.Model, _ state: ModelCoverageReport.State, hasGallery: Bool)
        -> HTMLNode
    {
        .when(
            hasGallery
                && (model.drawings.contains { $0.state == state.name }
                    || model.examples.contains { $0.state == state.name }),
            .group([
                .text(" "),
                .element(
                    "a", [HTMLAttribute("href", "gallery.html#" + GallerySection.anchor(model, state: state.name))],
                    [.text("drawn")]),
            ]))
    }

    private func states(_ model: ModelCoverageReport.Model, hasGallery: Bool) -> HTMLNode {
        .element(
            "table", [.class("data-table model-table")],
            [
                .element(
                    "tr", [],
                    ["state", "reached", "entered", "models emitted", "offers", "reached by"].map {
                        .element("th", [], [.text($0)])
                    })
            ]
                + model.states.map { state in
                    .element(
                        "tr", [.class(state.isReached ? "reached" : "never-reached")],
                        [
                            .element(
                                "td", [],
                                [
                                    .element("code", [], [.text(state.name)]),
                                    galleryLink(model, state, hasGallery: hasGallery),
                                ]),
                            .element(
                                "td", [],
                                [
                                    .element(
                                        "span",
                                        [.class(state.isReached ? "badge status-passed" : "badge status-failed")],
                                        [.text(state.isReached ? "reached" : "never reached")])
                                ]),
                            .element("td", [], [.text(String(state.entered))]),
                            .element("td", [], [.text(String(state.emissions))]),
                            .element(
                                "td", [], [.text(state.isReached ? state.offered.joined(separator: ", ") : "unknown")]),
                            .element("td", [], [witnesses(state.witnesses)]),
                        ])
                })
    }

    private func actions(_ model: ModelCoverageReport.Model) -> HTMLNode {
        let names = model.actionNames
        guard !names.isEmpty else { return .element("p", [], [.text("No state offered or ran an action.")]) }
        return .element(
            "table", [.class("data-table model-table state-actions")],
            [
                .element(
                    "tr", [],
                    [.element("th", [], [.text("state \\ action")])]
                        + names.map { .element("th", [], [.element("code", [], [.text($0)])]) })
            ]
                + model.states.map { state in
                    .element(
                        "tr", [],
                        [.element("th", [], [.element("code", [], [.text(state.name)])])]
                            + names.map { name in cell(state, name) })
                })
    }

    private func cell(_ state: ModelCoverageReport.State, _ action: String) -> HTMLNode {
        guard state.isReached else { return .element("td", [.class("not-reached")], [.text("not reached")]) }
        let offered = state.offered.contains(action)
        guard let invocations = state.actions[action] else {
            return offered
                ? .element("td", [.class("not-taken")], [.text("offered, never taken")])
                : .element("td", [.class("not-offered")], [.text("—")])
        }
        var counts: [String] = []
        if invocations.ran > 0 { counts.append("ran \(invocations.ran)") }
        if invocations.refused > 0 { counts.append("refused \(invocations.refused)") }
        return .element(
            "td", [.class(invocations.ran > 0 ? "taken" : "not-taken")],
            [.element("div", [], [.text(counts.joined(separator: ", "))]), witnesses(invocations.witnesses)])
    }

    private func transitions(_ model: ModelCoverageReport.Model) -> HTMLNode {
        guard !model.transitions.isEmpty else { return .element("p", [], [.text("None.")]) }
        return .element(
            "table", [.class("data-table model-table")],
            [
                .element(
                    "tr", [], ["from", "to", "caused by", "times", "examples"].map { .element("th", [], [.text($0)]) })
            ]
                + model.transitions.map { transition in
                    .element(
                        "tr", [],
                        [
                            .element(
                                "td", [],
                                [transition.from.map { .element("code", [], [.text($0)]) } ?? .text("(start)")]),
                            .element("td", [], [.element("code", [], [.text(transition.to)])]),
                            .element(
                                "td", [],
                                [
                                    transition.action.map { .element("code", [], [.text($0)]) }
                                        ?? .text(transition.from == nil ? "" : "(no action)")
                                ]),
                            .element("td", [], [.text(String(transition.count))]),
                            .element("td", [], [witnesses(transition.witnesses)]),
                        ])
                })
    }

    /// Links to the examples, the first few shown, the rest behind a disclosure.
    func witnesses(_ witnesses: [ModelCoverageReport.Witness]) -> HTMLNode {
        func link(_ witness: ModelCoverageReport.Witness) -> HTMLNode {
            .element(
                "li", [],
                [
                    .element(
                        "a", [HTMLAttribute("href", links.feature(witness.feature, anchor: witness.anchor))],
                        [.text(witness.name)]),
                    .when(!witness.run.isEmpty, .element("span", [.class("uri")], [.text(" (\(witness.run))")])),
                ])
        }
        guard !witnesses.isEmpty else { return .empty }
        let shown = witnesses.prefix(Self.witnessesShown)
        let rest = witnesses.dropFirst(Self.witnessesShown)
        return .group([
            .element("ul", [.class("witnesses")], shown.map(link)),
            .when(
                !rest.isEmpty,
                .element(
                    "details", [],
                    [
                        .element("summary", [], [.text("\(rest.count) more")]),
                        .element("ul", [.class("witnesses")], rest.map(link)),
                    ])),
        ])
    }

    private func unreadable() -> HTMLNode {
        .when(
            !report.unreadable.isEmpty,
            .element(
                "section", [.class("model-unreadable")],
                [
                    .element("h2", [], [.text("Records that could not be read")]),
                    .element(
                        "ul", [],
                        report.unreadable.map { entry in
                            .element(
                                "li", [],
                                [
                                    // NB: a run's record of examples belongs to no feature: no link.
                                    entry.witness.feature < 0
                                        ? .text(entry.witness.name)
                                        : .element(
                                            "a",
                                            [
                                                HTMLAttribute(
                                                    "href",
                                                    links.feature(entry.witness.feature, anchor: entry.witness.anchor))
                                            ],
                                            [.text(entry.witness.name)]),
                                    .text(": " + entry.reason),
                                ])
                        }),
                ]))
    }
}
