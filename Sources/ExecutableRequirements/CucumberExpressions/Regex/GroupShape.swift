/// The nesting of a regular expression's capture groups, read from its source the way the
/// reference implementations do: non-capturing groups pass their children up to their parent.
struct GroupShape: Sendable {
    /// The source text between the group's parentheses; empty for the root.
    var source: String = ""
    var children: [GroupShape] = []

    init(pattern: String) {
        let scalars = Array(pattern.unicodeScalars)
        var stack: [(shape: GroupShape, capturing: Bool, start: Int)] = [(GroupShape(), true, 0)]
        var escaping = false
        var inClass = false
        for (index, scalar) in scalars.enumerated() {
            if scalar == "[" && !escaping {
                inClass = true
            } else if scalar == "]" && !escaping {
                inClass = false
            } else if scalar == "(" && !escaping && !inClass {
                stack.append((GroupShape(), !Self.isNonCapturing(scalars, at: index), index))
            } else if scalar == ")" && !escaping && !inClass, stack.count > 1, let closed = stack.popLast() {
                if closed.capturing {
                    var shape = closed.shape
                    var text = String.UnicodeScalarView()
                    text.append(contentsOf: scalars[(closed.start + 1)..<index])
                    shape.source = String(text)
                    stack[stack.count - 1].shape.children.append(shape)
                } else {
                    stack[stack.count - 1].shape.children += closed.shape.children
                }
            }
            escaping = scalar == "\\" && !escaping
        }
        self = stack[0].shape
    }

    private init() {}

    private static func isNonCapturing(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        func at(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        guard at(1) == "?" else { return false }
        guard at(2) == "<" else { return true }
        // `(?<=` and `(?<!` are look-behinds; `(?<name>` captures.
        return at(3) == "=" || at(3) == "!"
    }

    /// The match's groups arranged in this shape.
    func group(slots: [Int], text: ScalarText) -> Group {
        var next = 0
        return build(slots: slots, text: text, next: &next)
    }

    private func build(slots: [Int], text: ScalarText, next: inout Int) -> Group {
        let index = next
        next += 1
        let children = children.map { $0.build(slots: slots, text: text, next: &next) }
        let start = 2 * index < slots.count ? slots[2 * index] : -1
        let end = 2 * index + 1 < slots.count ? slots[2 * index + 1] : -1
        guard start >= 0, end >= start else {
            return Group(value: nil, start: nil, end: nil, children: children)
        }
        return Group(value: text.substring(from: start, to: end), start: start, end: end, children: children)
    }
}
