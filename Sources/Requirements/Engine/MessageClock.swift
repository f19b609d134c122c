import CucumberMessages
import Foundation

/// Where a run's timestamps come from: the system clock, or a fake one that makes message
/// streams reproducible (as the Cucumber Compatibility Kit's reference streams are).
public struct MessageClock: Sendable {
    let now: @Sendable () -> Timestamp

    /// A clock reading `now` for every timestamp.
    public init(_ now: @escaping @Sendable () -> Timestamp) {
        self.now = now
    }

    /// The system's wall clock.
    public static var system: MessageClock {
        MessageClock { Timestamp(Date()) }
    }

    /// A fake clock that starts at zero and advances by `step` nanoseconds (1 ms by default)
    /// every time it is read.
    public static func stepping(nanoseconds step: Int = 1_000_000) -> MessageClock {
        let ticks = LockedCounter()
        return MessageClock {
            let total = ticks.next() * step
            return Timestamp(seconds: total / 1_000_000_000, nanos: total % 1_000_000_000)
        }
    }
}

/// How a run makes message ids.
public enum MessageIdStyle: Sendable, Hashable {
    /// Random UUIDs: streams of different runs (e.g. shards) merge without clashes.
    case uuid
    /// `0`, `1`, `2`, … counted across the whole run, Gherkin ids included: reproducible streams.
    case incrementing
}

/// A thread-safe counter.
final class LockedCounter: @unchecked Sendable {
    // NB: @unchecked: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value: Int

    init(startingAt value: Int = 0) {
        self.value = value
    }

    /// The current value, then advances.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value += 1
        return current
    }
}

/// Makes message ids in one style for the whole run.
final class IdSource: Sendable {
    private let style: MessageIdStyle
    private let counter: LockedCounter

    init(style: MessageIdStyle, startingAt start: Int) {
        self.style = style
        counter = LockedCounter(startingAt: start)
    }

    func next() -> String {
        switch style {
        case .incrementing: String(counter.next())
        case .uuid: UUID().uuidString.lowercased()
        }
    }
}
