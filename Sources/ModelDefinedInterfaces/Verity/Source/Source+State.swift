extension Source {
    /// The current model's payload when the source is in the state `state` makes, or `nil` in
    /// any other state. The state is the enum's case written as a function, so an enum model
    /// needs no accessor per state and no macro, and the payload keeps its type:
    ///
    /// ```swift
    /// enum Door: Sendable {
    ///     case closed(Closed)      // Door.closed: (Door.Closed) -> Door
    ///     case open(Open)
    /// }
    ///
    /// door.state(Door.closed)?.open()
    /// ```
    ///
    /// A case with several values gives them as a tuple (`Shape.rectangle(width:height:)`
    /// gives `(Int, Int)`). The case is found by reflection (`Mirror`), which costs more than an
    /// `if case` accessor: it is meant for tests and tools, not for a renderer's every frame. A
    /// model whose type gives a custom `customMirror` is not reflected as its cases, and always
    /// gives `nil`; two cases that share a base name (`moved(by:)`, `moved(to:)`) and a payload
    /// type are not told apart.
    public func state<Payload>(_ state: (Payload) -> Model) -> Payload? {
        EnumCase.payload(of: model, as: state)
    }
}
