/// The names of the types and extensions around a point of a Swift file, from the
/// declarations' keywords and the braces that follow them: inside `enum Amount { … }` it is
/// `["Amount"]`, inside `extension Bank.Steps { … }` `["Bank", "Steps"]`. Function bodies and
/// closures add nothing.
struct SwiftScopeTracker {
    /// One entry per open `{`: the names of the type it opens, or none.
    private var stack: [[String]] = []
    /// The type whose `{` comes next.
    private var declared: [String]?

    /// The names, outermost first.
    var path: [String] { stack.flatMap { $0 } }

    /// A type declaration's name, whose body is the next `{`.
    mutating func declare(_ name: [String]) {
        declared = name
    }

    /// A `{`.
    mutating func open() {
        stack.append(declared ?? [])
        declared = nil
    }

    /// A `}`; an unbalanced one is ignored.
    mutating func close() {
        if !stack.isEmpty { stack.removeLast() }
    }
}
