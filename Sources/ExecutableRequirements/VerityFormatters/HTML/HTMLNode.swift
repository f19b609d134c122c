/// A piece of the HTML report: an element, text, or a run of nodes; rendered by
/// ``render(indentedBy:)`` with every piece of text escaped for where it stands.
///
/// NB: a writer of our own rather than a package, so that a package using the runner needs
/// nothing beyond the toolchain. It knows only what the report uses: elements with attributes,
/// void elements (`<meta/>`, `<img/>`), text, and the inline style sheet.
///
/// ```swift
/// let page = HTMLNode.element("p", [.class("uri")], [.text("features/a & b.feature")])
/// page.render(indentedBy: 1) // <p class="uri">features/a &amp; b.feature</p>
/// ```
package indirect enum HTMLNode: Sendable {
    /// An element with attributes and children; closed with its end tag.
    case element(String, [HTMLAttribute], [HTMLNode])
    /// A void element, which has no children (`<meta charset="UTF-8"/>`).
    case void(String, [HTMLAttribute])
    /// Text, shown exactly as given.
    case text(String)
    /// The content of a `<style>` or `<script>` element, which is not parsed as markup: it is
    /// written as is, except that it can never close its element early.
    case rawText(String)
    /// Nodes that stand in their parent one after another, as if written there.
    case group([HTMLNode])

    /// Nothing at all, for a part of the page that is absent.
    package static let empty = HTMLNode.group([])

    /// The node, or nothing when `condition` is false.
    package static func when(_ condition: Bool, _ node: @autoclosure () -> HTMLNode) -> HTMLNode {
        condition ? node() : .empty
    }

    /// The markup, each element on a line of its own indented by `spaces` per level; an
    /// element that holds only text keeps it on its line, so preformatted text is unchanged.
    func render(indentedBy spaces: Int) -> String {
        var output = ""
        var isFirst = true
        for node in flattened() {
            if !isFirst { output += "\n" }
            isFirst = false
            node.write(into: &output, level: 0, indentation: spaces)
        }
        return output
    }

    /// The node with its groups opened up, in order.
    private func flattened() -> [HTMLNode] {
        guard case .group(let nodes) = self else { return [self] }
        return nodes.flatMap { $0.flattened() }
    }

    private func write(into output: inout String, level: Int, indentation: Int) {
        let padding = String(repeating: " ", count: level * indentation)
        switch self {
        case .element(let name, let attributes, let children):
            output += padding + "<" + name + HTMLAttribute.markup(attributes) + ">"
            var holdsElements = false
            for child in children.flatMap({ $0.flattened() }) {
                switch child {
                case .element, .void:
                    holdsElements = true
                    output += "\n"
                    child.write(into: &output, level: level + 1, indentation: indentation)
                case .text(let text):
                    output += HTMLEscaping.text(text)
                case .rawText(let text):
                    output += HTMLEscaping.rawText(text, closing: name)
                case .group:
                    break  // NB: flattened away above.
                }
            }
            if holdsElements { output += "\n" + padding }
            output += "</" + name + ">"
        case .void(let name, let attributes):
            output += padding + "<" + name + HTMLAttribute.markup(attributes) + "/>"
        case .text(let text):
            output += HTMLEscaping.text(text)
        case .rawText(let text):
            // NB: raw text outside an element can close nothing; escape it as text.
            output += HTMLEscaping.text(text)
        case .group(let nodes):
            for node in nodes { node.write(into: &output, level: level, indentation: indentation) }
        }
    }
}

/// An attribute of an ``HTMLNode`` element; its value is escaped when the page is written.
package struct HTMLAttribute: Sendable {
    let name: String
    /// `nil` for a boolean attribute written by name alone (`open`).
    let value: String?

    package init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }

    package static func `class`(_ names: String) -> Self { Self("class", names) }

    /// The attributes as they follow an element's name, each after a space.
    static func markup(_ attributes: [HTMLAttribute]) -> String {
        var markup = ""
        for attribute in attributes {
            markup += " " + attribute.name
            if let value = attribute.value { markup += "=\"" + HTMLEscaping.attribute(value) + "\"" }
        }
        return markup
    }
}
