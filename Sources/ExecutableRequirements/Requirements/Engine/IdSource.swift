import Foundation
import Gherkin

/// Makes message ids in one style for the whole run.
final class IdSource: @unchecked Sendable {
    // NB: @unchecked: the generator state is only touched under `lock`.
    private let style: MessageIdStyle
    private var count: Int
    private let lock = NSLock()
    private var uuids = RandomUUIDs()

    init(style: MessageIdStyle, startingAt start: Int) {
        self.style = style
        count = start
    }

    func next() -> String {
        lock.lock()
        defer { lock.unlock() }
        switch style {
        case .incrementing:
            defer { count += 1 }
            return String(count)
        case .uuid:
            return uuids.next()
        }
    }
}
