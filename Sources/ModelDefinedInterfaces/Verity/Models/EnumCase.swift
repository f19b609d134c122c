/// Finds an enum value's payload from the case written as a function (`Door.closed`, of type
/// `(Door.Closed) -> Door`), by reflection: what `Source.state(_:)` and the tester's
/// `invoke(_:_:)` use so that a model needs neither a hand-written accessor nor a macro.
package enum EnumCase {
    /// `value`'s payload if `value` is the case `embed` makes, else `nil`.
    ///
    /// The payload is the mirror's one child when its type is `Payload` (or, for a case whose
    /// one value has a label, `closed(door: Closed)`, the one element of the tuple the mirror
    /// shows); then, because several cases may carry the same type (`on(Level)`, `dim(Level)`),
    /// embedding it again must give a value of the same case, told by the child's label.
    package static func payload<Value, Payload>(of value: Value, as embed: (Payload) -> Value) -> Payload? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum, let child = mirror.children.first, let label = child.label,
            let payload = child.value as? Payload ?? onlyElement(of: child.value) as? Payload
        else { return nil }
        let embedded = Mirror(reflecting: embed(payload))
        guard embedded.children.first?.label == label else { return nil }
        return payload
    }

    /// The element of a tuple of one labelled element, as the mirror shows a case's one
    /// labelled value; `nil` for anything else.
    private static func onlyElement(of value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .tuple, mirror.children.count == 1 else { return nil }
        return mirror.children.first?.value
    }
}
