import Verity

/// A door: closed or open. Each state carries the actions valid in it, so only a closed door
/// can be opened.
public enum Door: Sendable {
    case closed(open: Action<Void>)
    case open(close: Action<Void>)
}
