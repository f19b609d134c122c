/// The one button a door's screen shows: its title and what pressing it does both follow from
/// the door's state.
public struct DoorButton: Sendable {
    /// The door the button acts on.
    public let door: Door

    /// A button for `door`.
    public init(door: Door) {
        self.door = door
    }

    /// "Open" for a closed door, "Close" for an open one.
    public var title: String {
        switch door {
        case .closed: "Open"
        case .open: "Close"
        }
    }

    /// Invokes the action the door offers in its state.
    public func press() {
        switch door {
        case .closed(let open): open()
        case .open(let close): close()
        }
    }
}
