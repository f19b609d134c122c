import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Compares two XML documents as upstream's formatter suites do (XMLUnit's
/// `ignoreWhitespace().areIdentical()`): the same elements in the same order, the same
/// attributes (in any order) with the same values, and the same text once trimmed, text that is
/// only whitespace left out.
enum XMLTreeComparison {
    /// A description of the first difference between `expected` and `actual`, with the path of
    /// the node where they part (`/testsuite/testcase[3]/failure`), or `nil` when they are the
    /// same.
    static func firstDifference(expected: String, actual: String) -> String? {
        let expectedDocument: XMLDocument
        let actualDocument: XMLDocument
        do {
            expectedDocument = try XMLDocument(xmlString: expected, options: [])
        } catch {
            return "the expected file does not parse: \(error)"
        }
        do {
            actualDocument = try XMLDocument(xmlString: actual, options: [])
        } catch {
            return "the report does not parse: \(error)\n\(actual)"
        }
        guard let expectedRoot = expectedDocument.rootElement(), let actualRoot = actualDocument.rootElement() else {
            return "a document has no root element"
        }
        return difference(expectedRoot, actualRoot, path: "/\(expectedRoot.name ?? "?")")
    }

    private static func difference(_ expected: XMLNode, _ actual: XMLNode, path: String) -> String? {
        guard expected.kind == actual.kind, expected.name == actual.name else {
            return "\(path): expected \(describe(expected)), got \(describe(actual))"
        }
        guard let expectedElement = expected as? XMLElement, let actualElement = actual as? XMLElement else {
            let expectedText = trimmed(expected)
            let actualText = trimmed(actual)
            return expectedText == actualText
                ? nil : "\(path): expected the text\n\(quoted(expectedText))\ngot\n\(quoted(actualText))"
        }
        let expectedAttributes = attributes(expectedElement)
        let actualAttributes = attributes(actualElement)
        for name in Set(expectedAttributes.keys).union(actualAttributes.keys).sorted()
        where expectedAttributes[name] != actualAttributes[name] {
            return "\(path), attribute \(name): expected \(expectedAttributes[name].map(quoted) ?? "none"), "
                + "got \(actualAttributes[name].map(quoted) ?? "none")"
        }
        let expectedChildren = children(expectedElement)
        let actualChildren = children(actualElement)
        var positions: [String: Int] = [:]
        for (offset, expectedChild) in expectedChildren.enumerated() {
            let step = expectedChild.kind == .element ? (expectedChild.name ?? "?") : "text()"
            positions[step, default: 0] += 1
            let childPath = "\(path)/\(step)[\(positions[step] ?? 1)]"
            guard offset < actualChildren.count else { return "\(childPath): missing from the report" }
            if let found = difference(expectedChild, actualChildren[offset], path: childPath) { return found }
        }
        if actualChildren.count > expectedChildren.count {
            return "\(path): the report has \(actualChildren.count - expectedChildren.count) more child node(s), "
                + "the first \(describe(actualChildren[expectedChildren.count]))"
        }
        return nil
    }

    private static func children(_ element: XMLElement) -> [XMLNode] {
        (element.children ?? []).filter { node in
            switch node.kind {
            case .element: true
            case .text: !trimmed(node).isEmpty
            default: false
            }
        }
    }

    private static func attributes(_ element: XMLElement) -> [String: String] {
        var values: [String: String] = [:]
        for attribute in element.attributes ?? [] { values[attribute.name ?? ""] = attribute.stringValue ?? "" }
        return values
    }

    private static func trimmed(_ node: XMLNode) -> String {
        (node.stringValue ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func describe(_ node: XMLNode) -> String {
        node.kind == .element ? "<\(node.name ?? "?")>" : "the text \(quoted(trimmed(node)))"
    }

    private static func quoted(_ text: String) -> String {
        "\"\(text)\""
    }
}
