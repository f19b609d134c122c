import Foundation
import VerityFormatters

/// A model's states and observed transitions drawn as an SVG the page carries inline, so the
/// reader needs no tool: the states on a circle in their documented order, each transition an
/// arrow (curved, so that the two directions between two states stay apart) labelled with the
/// actions that caused it, a loop for a transition from a state to itself, and a dot with an
/// arrow into each state a source started in. States never reached are drawn dashed.
struct TransitionDiagram {
    let model: ModelCoverageReport.Model
    /// Distinguishes this diagram's arrowhead from other diagrams' on the same page.
    let id: String

    private struct Box {
        let x: Double
        let y: Double
        let halfWidth: Double
        let halfHeight: Double
    }

    /// The transitions between one ordered pair of states, whatever the action.
    private struct Edge {
        let from: Int?
        let to: Int
        var labels: [String] = []
        var count = 0
    }

    func node() -> HTMLNode {
        let count = model.states.count
        let radius = count <= 1 ? 0 : max(150, Double(count) * 48)
        let widest = model.states.map { Self.width(of: $0.name) }.max() ?? 80
        // NB: room beside the circle for the widest state and a loop's label; above and below,
        // for a state's height, a start dot or a loop.
        let width = 2 * (radius + widest / 2 + 70)
        let height = 2 * (radius + 80)
        let center = (x: width / 2, y: height / 2)
        let boxes = model.states.indices.map { index -> Box in
            // NB: the first state at the top, then clockwise.
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(max(count, 1))
            return Box(
                x: center.x + radius * cos(angle), y: center.y + radius * sin(angle),
                halfWidth: Self.width(of: model.states[index].name) / 2, halfHeight: 17)
        }
        var parts: [HTMLNode] = [
            .element(
                "defs", [],
                [
                    .element(
                        "marker",
                        [
                            HTMLAttribute("id", id), HTMLAttribute("viewBox", "0 0 10 10"), HTMLAttribute("refX", "9"),
                            HTMLAttribute("refY", "5"), HTMLAttribute("markerWidth", "8"),
                            HTMLAttribute("markerHeight", "8"), HTMLAttribute("orient", "auto-start-reverse"),
                        ],
                        [.void("path", [HTMLAttribute("d", "M 0 0 L 10 5 L 0 10 z"), .class("arrowhead")])])
                ])
        ]
        for edge in edges() {
            parts.append(draw(edge, boxes: boxes, center: center))
        }
        for (index, state) in model.states.enumerated() {
            let box = boxes[index]
            parts.append(
                .element(
                    "g", [.class(state.isReached ? "state reached" : "state never-reached")],
                    [
                        .element(
                            "title", [],
                            [.text(state.isReached ? "\(state.name): reached" : "\(state.name): never reached")]),
                        .void(
                            "rect",
                            [
                                HTMLAttribute("x", Self.number(box.x - box.halfWidth)),
                                HTMLAttribute("y", Self.number(box.y - box.halfHeight)),
                                HTMLAttribute("width", Self.number(2 * box.halfWidth)),
                                HTMLAttribute("height", Self.number(2 * box.halfHeight)),
                                HTMLAttribute("rx", "8"),
                            ]),
                        .element(
                            "text",
                            [
                                HTMLAttribute("x", Self.number(box.x)), HTMLAttribute("y", Self.number(box.y + 5)),
                                HTMLAttribute("text-anchor", "middle"),
                            ], [.text(state.name)]),
                    ]))
        }
        return .element(
            "svg",
            [
                .class("transition-diagram"), HTMLAttribute("xmlns", "http://www.w3.org/2000/svg"),
                HTMLAttribute("viewBox", "0 0 \(Self.number(width)) \(Self.number(height))"),
                HTMLAttribute("width", Self.number(width)), HTMLAttribute("height", Self.number(height)),
                HTMLAttribute("role", "img"),
                HTMLAttribute("aria-label", "Transitions between the states of \(model.name)"),
            ], parts)
    }

    /// The transitions grouped by pair of states, each labelled with its actions.
    private func edges() -> [Edge] {
        var edges: [Edge] = []
        for transition in model.transitions {
            guard let to = model.states.firstIndex(where: { $0.name == transition.to }) else { continue }
            let from = transition.from.flatMap { name in model.states.firstIndex { $0.name == name } }
            if transition.from != nil && from == nil { continue }
            let label = transition.action ?? "(no action)"
            if let index = edges.firstIndex(where: { $0.from == from && $0.to == to }) {
                if !edges[index].labels.contains(label) { edges[index].labels.append(label) }
                edges[index].count += transition.count
            } else {
                edges.append(Edge(from: from, to: to, labels: [label], count: transition.count))
            }
        }
        return edges
    }

    private func draw(_ edge: Edge, boxes: [Box], center: (x: Double, y: Double)) -> HTMLNode {
        let target = boxes[edge.to]
        let title = HTMLNode.element("title", [], [.text(Self.title(edge, model))])
        guard let from = edge.from else {
            // A start: a dot outside the circle, pointing in.
            let (dx, dy) = Self.unit(target.x - center.x, target.y - center.y, fallback: (0, -1))
            let end = Self.border(of: target, towards: (dx, dy))
            let start = (end.x + dx * 36, end.y + dy * 36)
            return .element(
                "g", [.class("start")],
                [
                    title,
                    .void(
                        "circle",
                        [
                            HTMLAttribute("cx", Self.number(start.0)), HTMLAttribute("cy", Self.number(start.1)),
                            HTMLAttribute("r", "5"),
                        ]),
                    .void(
                        "path",
                        [
                            HTMLAttribute(
                                "d",
                                "M \(Self.number(start.0)) \(Self.number(start.1)) L \(Self.number(end.x)) \(Self.number(end.y))"
                            ),
                            HTMLAttribute("marker-end", "url(#\(id))"),
                        ]),
                ])
        }
        let label = edge.labels.joined(separator: ", ")
        if from == edge.to {
            // A loop above the state, away from the circle's centre.
            let (dx, dy) = Self.unit(target.x - center.x, target.y - center.y, fallback: (0, -1))
            let anchor = Self.border(of: target, towards: (dx, dy))
            let (px, py) = (-dy, dx)
            let a = (anchor.x + px * 12, anchor.y + py * 12)
            let b = (anchor.x - px * 12, anchor.y - py * 12)
            let c1 = (a.0 + dx * 46 + px * 18, a.1 + dy * 46 + py * 18)
            let c2 = (b.0 + dx * 46 - px * 18, b.1 + dy * 46 - py * 18)
            let labelAt = (anchor.x + dx * 52, anchor.y + dy * 52)
            return edgeGroup(
                title: title,
                path:
                    "M \(Self.point(a)) C \(Self.point(c1)) \(Self.point(c2)) \(Self.point(b))",
                label: label, at: labelAt)
        }
        let source = boxes[from]
        // NB: bend to the right of the direction of travel, so A→B and B→A take different sides.
        let (dx, dy) = Self.unit(target.x - source.x, target.y - source.y, fallback: (1, 0))
        let bend = 28.0
        let control = ((source.x + target.x) / 2 - dy * bend, (source.y + target.y) / 2 + dx * bend)
        let start = Self.border(
            of: source, towards: Self.unit(control.0 - source.x, control.1 - source.y, fallback: (dx, dy)))
        let end = Self.border(
            of: target, towards: Self.unit(control.0 - target.x, control.1 - target.y, fallback: (-dx, -dy)))
        // NB: the label sits a third of the way along, nearer the state left, so that the labels
        // of two arrows crossing in the middle (or of A→B and B→A) do not cover each other.
        let t = 0.36
        let middle = (
            (1 - t) * (1 - t) * start.x + 2 * (1 - t) * t * control.0 + t * t * end.x,
            (1 - t) * (1 - t) * start.y + 2 * (1 - t) * t * control.1 + t * t * end.y
        )
        return edgeGroup(
            title: title,
            path:
                "M \(Self.number(start.x)) \(Self.number(start.y)) Q \(Self.point(control)) \(Self.number(end.x)) \(Self.number(end.y))",
            label: label, at: middle)
    }

    private func edgeGroup(title: HTMLNode, path: String, label: String, at point: (Double, Double)) -> HTMLNode {
        .element(
            "g", [.class("transition")],
            [
                title,
                .void("path", [HTMLAttribute("d", path), HTMLAttribute("marker-end", "url(#\(id))")]),
                .element(
                    "text",
                    [
                        HTMLAttribute("x", Self.number(point.0)), HTMLAttribute("y", Self.number(point.1 + 4)),
                        HTMLAttribute("text-anchor", "middle"),
                    ], [.text(label)]),
            ])
    }

    private static func title(_ edge: Edge, _ model: ModelCoverageReport.Model) -> String {
        let to = model.states[edge.to].name
        let times = edge.count == 1 ? "once" : "\(edge.count) times"
        guard let from = edge.from else { return "started in \(to), \(times)" }
        return "\(model.states[from].name) → \(to) by \(edge.labels.joined(separator: ", ")), \(times)"
    }

    /// Where the ray from the box's centre in direction `direction` leaves the box.
    private static func border(of box: Box, towards direction: (Double, Double)) -> (x: Double, y: Double) {
        let (dx, dy) = direction
        let scaleX = abs(dx) < 1e-9 ? Double.infinity : box.halfWidth / abs(dx)
        let scaleY = abs(dy) < 1e-9 ? Double.infinity : box.halfHeight / abs(dy)
        let scale = min(scaleX, scaleY) + 3
        return (box.x + dx * scale, box.y + dy * scale)
    }

    private static func unit(_ x: Double, _ y: Double, fallback: (Double, Double)) -> (Double, Double) {
        let length = (x * x + y * y).squareRoot()
        return length < 1e-9 ? fallback : (x / length, y / length)
    }

    /// A state's box width: its name at the diagram's font size, with padding.
    static func width(of name: String) -> Double {
        Double(name.count) * 8.2 + 28
    }

    private static func point(_ point: (Double, Double)) -> String {
        "\(number(point.0)) \(number(point.1))"
    }

    /// A coordinate with one decimal, so the markup stays short and stable.
    static func number(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
