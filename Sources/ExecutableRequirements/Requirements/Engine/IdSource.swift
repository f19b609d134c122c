import Gherkin
import VeritySynchronization

/// Makes message ids in one style for the whole run.
final class IdSource: Sendable {
    private struct Generator {
        var count: Int
        var uuids = RandomUUIDs()
    }

    private let style: MessageIdStyle
    private let generator: Locked<Generator>

    init(style: MessageIdStyle, startingAt start: Int) {
        self.style = style
        generator = Locked(Generator(count: start))
    }

    func next() -> String {
        generator.withLock { generator in
            switch style.value {
            case .incrementing:
                defer { generator.count += 1 }
                return String(generator.count)
            case .uuid:
                return generator.uuids.next()
            }
        }
    }
}
