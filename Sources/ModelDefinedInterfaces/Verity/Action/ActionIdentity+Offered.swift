extension ActionIdentity {
    /// The actions a model offers: the `Action`, `AsyncAction` and `ReturningAction` values
    /// among its enum case's payload and that payload's stored properties, in declaration
    /// order. Used to list what each state of a model lets a user do.
    ///
    /// Looks two levels deep (an enum case, then the struct or tuple it carries) and never
    /// into collections, so its cost does not grow with the data a model holds.
    ///
    /// ```swift
    /// ActionIdentity.offered(by: session.model).map(\.method)  // ["signIn"]
    /// ```
    public static func offered(by model: Any) -> [ActionIdentity] {
        var found: [ActionIdentity] = []
        collect(model, depth: 0, into: &found)
        return found
    }

    private static func collect(_ value: Any, depth: Int, into found: inout [ActionIdentity]) {
        if let action = value as? any BoundAction {
            found.append(action.binding.identity)
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection?, .dictionary?, .set?:
            return
        case .optional?:
            // NB: an optional action (`cancel: Action<Void>?`) is as deep as a plain one.
            for child in mirror.children { collect(child.value, depth: depth, into: &found) }
        default:
            guard depth < 2 else { return }
            for child in mirror.children {
                collect(child.value, depth: depth + 1, into: &found)
            }
        }
    }
}
