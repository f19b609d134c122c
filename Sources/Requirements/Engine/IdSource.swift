import Foundation
import Gherkin

/// Makes message ids in one style for the whole run.
final class IdSource: @unchecked Sendable {
    // NB: @unchecked: the generator state is only touched under `lock`.
    private let style: MessageIdStyle
    private let counter: LockedCounter
    private let lock = NSLock()
    private var uuids = RandomUUIDs()

    init(style: MessageIdStyle, startingAt start: Int) {
        self.style = style
        counter = LockedCounter(startingAt: start)
    }

    func next() -> String {
        switch style {
        case .incrementing:
            return String(counter.next())
        case .uuid:
            lock.lock()
            defer { lock.unlock() }
            return uuids.next()
        }
    }
}
